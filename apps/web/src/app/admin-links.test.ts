import { describe, expect, it } from 'vitest';
import { adminLinkSections } from './admin-links';

const as = (name: 'FIN Admin' | 'Client Admin' | 'Partner Admin' | 'User') => ({ role: { id: 1, name } });
const labels = (sections: ReturnType<typeof adminLinkSections>) =>
  sections.map((s) => [s.label, s.links.map((l) => l.label)]);

describe('account menu admin links', () => {
  it('gives a FIN Admin the super admin console', () => {
    expect(labels(adminLinkSections(as('FIN Admin'), false))).toEqual([
      ['Super admin', ['All users', 'All groups', 'Mock users', 'Mailbox', 'Audit log']],
    ]);
  });

  it('gives a Client Admin users and groups', () => {
    expect(labels(adminLinkSections(as('Client Admin'), false))).toEqual([
      ['Client admin', ['Users', 'Groups']],
    ]);
  });

  it('gives a Partner Admin their console on the partner site only', () => {
    expect(adminLinkSections(as('Partner Admin'), false)).toEqual([]);
    expect(labels(adminLinkSections(as('Partner Admin'), true))).toEqual([
      ['Partner admin', ['Users', 'Groups']],
    ]);
  });

  it('gives a User no admin links', () => {
    expect(adminLinkSections(as('User'), true)).toEqual([]);
  });
});
