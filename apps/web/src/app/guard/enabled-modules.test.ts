import { describe, expect, it } from 'vitest';
import { enabledModulesFixture } from '../../test/fixtures';
import { decideFromStore, hasModuleAccess } from './enabled-modules';

describe('navigation guard rules', () => {
  const stored = enabledModulesFixture();

  it('proceeds when a stored enabled path lists the route’s module', () => {
    expect(decideFromStore(stored, ['/technographics'])).toBe('proceed');
    expect(decideFromStore(stored, ['/analytics/advisor', '/analytics/reporter'])).toBe('proceed');
  });

  it('asks the server when nothing is stored or the module is not listed', () => {
    expect(decideFromStore(null, ['/technographics'])).toBe('fetch');
    expect(decideFromStore(stored, ['/analytics/advisor'])).toBe('fetch');
  });

  it('matches module paths exactly, not by prefix', () => {
    expect(hasModuleAccess(['/technographics'], ['/technographics/crm_data'])).toBe(false);
    expect(hasModuleAccess(['/technographics/crm_data'], ['/technographics/crm_data'])).toBe(true);
  });
});
