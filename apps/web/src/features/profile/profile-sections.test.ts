import { ENTERPRISE_PERMISSIONS, PURCHASED_MODULE_FLAGS, type UiModule } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { canOpenDigitalChannels, profileSectionsFor } from './profile-sections';

const flags = <F extends string>(all: readonly F[], on: readonly F[]) =>
  Object.fromEntries(all.map((f) => [f, on.includes(f)])) as Record<F, boolean>;

const module = (id: number, path: string, partially_enabled = false): UiModule => ({
  id,
  name: path,
  icon: null,
  path,
  display_type: 'module',
  parent_id: null,
  display_order: id,
  partially_enabled,
  user_guide_url: null,
});

const user = (
  modules: readonly (typeof PURCHASED_MODULE_FLAGS)[number][],
  enterprise: readonly (typeof ENTERPRISE_PERMISSIONS)[number][] = [],
  ui: UiModule[] = [module(70, '/analytics/fin_profile')],
) => ({
  module_permission: flags(PURCHASED_MODULE_FLAGS, modules),
  enterprise_permissions: flags(ENTERPRISE_PERMISSIONS, enterprise),
  ui_modules: ui,
});

const CORE = [
  'bank_profile',
  'offerings',
  'technographic_vendors',
  'merger_history',
  'enforcement_actions',
  'deposit_share',
];

describe('FIN Profile sections by entitlement', () => {
  it('hides contacts and digital channels from a plain FIN Profile user looking at a bank', () => {
    expect(profileSectionsFor(user(['fin_profile']), 'bank')).toEqual(CORE);
  });

  it('shows contacts with the contact_details permission and digital channels with digital_channel', () => {
    expect(
      profileSectionsFor(user(['fin_profile'], ['contact_details', 'digital_channel']), 'credit_union'),
    ).toEqual([...CORE, 'contacts', 'digital_channels']);
  });

  it('shows both for a holding company even without the permissions', () => {
    expect(profileSectionsFor(user(['fin_advisor']), 'bhc')).toEqual([
      ...CORE,
      'contacts',
      'digital_channels',
    ]);
  });

  it('shows only Bank Profile and Digital Channels when FIN Profile is partially enabled', () => {
    const partial = user(
      ['fin_digital_channels'],
      ['contact_details'],
      [module(70, '/analytics/fin_profile', true), module(90, '/digital_channels')],
    );
    expect(profileSectionsFor(partial, 'bhc')).toEqual(['bank_profile', 'digital_channels']);
    expect(canOpenDigitalChannels(partial)).toBe(true);
  });

  it('shows nothing without FIN Profile, Advisor or Digital Channels', () => {
    expect(profileSectionsFor(user(['fin_reporter'], [], []), 'bank')).toEqual([]);
    expect(canOpenDigitalChannels(user(['fin_reporter'], [], []))).toBe(false);
  });
});
