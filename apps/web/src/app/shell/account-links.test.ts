import { describe, expect, it } from 'vitest';
import { accountMenuSections, consoleSection } from './account-links';

const labels = (role: string, onPartnerSite = false, emailUser = true) =>
  accountMenuSections({ role, onPartnerSite, emailUser }).map((s) => [s.label, s.links.map((l) => l.label)]);

describe('account menu', () => {
  it('gives a FIN Admin the super admin dashboard and the client admin links', () => {
    expect(labels('FIN Admin')).toEqual([
      ['Super admin', ['Super Admin Dashboard']],
      ['Client admin', ['Groups', 'Users', 'Profile Settings', 'User Activity', 'Single Click Defaults']],
      ['Account', ['Subscriptions', 'Settings']],
    ]);
  });

  it('gives a Client Admin the client admin links', () => {
    expect(labels('Client Admin').map(([label]) => label)).toEqual(['Client admin', 'Account']);
  });

  it('gives a Partner Admin their links on the partner site only, where subscriptions are not offered', () => {
    expect(labels('Partner Admin', false)).toEqual([['Account', ['Subscriptions', 'Settings']]]);
    expect(labels('Partner Admin', true)).toEqual([
      ['Partner admin', ['Dashboard', 'Groups', 'Users', 'User Activity']],
      ['Account', ['Settings']],
    ]);
  });

  it('offers subscriptions to e-mail users only', () => {
    expect(labels('User', false, false)).toEqual([['Account', ['Settings']]]);
    expect(labels('User', false, true)).toEqual([['Account', ['Subscriptions', 'Settings']]]);
  });

  it('gives a Viewer or unknown role no admin links', () => {
    expect(labels('Viewer')).toEqual([['Account', ['Subscriptions', 'Settings']]]);
    expect(labels('Wizard')).toEqual([['Account', ['Subscriptions', 'Settings']]]);
  });

  it('names the console of an admin page for the sidebar', () => {
    expect(consoleSection('/admin/users')?.id).toBe('client_admin');
    expect(consoleSection('/administrators')).toBeNull();
    expect(consoleSection('/super_admin/mock_users')?.links[0]?.to).toBe('/super_admin/dashboard');
    expect(consoleSection('/partner_admin/groups')?.id).toBe('partner_admin');
    expect(consoleSection('/dashboard')).toBeNull();
  });
});
