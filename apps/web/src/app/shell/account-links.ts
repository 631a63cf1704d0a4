import { roleHasAbility } from '@fin-atlas/domain';
import type { LinkSection, NavLinkItem } from '../../features/menu';

export const CLIENT_ADMIN_LINKS: NavLinkItem[] = [
  { label: 'Groups', to: '/admin/groups' },
  { label: 'Users', to: '/admin/users' },
  { label: 'Profile Settings', to: '/admin/group_profile_settings' },
  { label: 'User Activity', to: '/admin/user_activity' },
  { label: 'Single Click Defaults', to: '/admin/direct_access_defaults' },
];

export const PARTNER_ADMIN_LINKS: NavLinkItem[] = [
  { label: 'Dashboard', to: '/partner_admin/dashboard' },
  { label: 'Groups', to: '/partner_admin/groups' },
  { label: 'Users', to: '/partner_admin/users' },
  { label: 'User Activity', to: '/partner_admin/user_activity' },
];

export const SUPER_ADMIN_DASHBOARD: NavLinkItem = {
  label: 'Super Admin Dashboard',
  to: '/super_admin/dashboard',
};

/** The super admin tools used daily; the dashboard lists every other one. */
export const SUPER_ADMIN_LINKS: NavLinkItem[] = [
  { label: 'Dashboard', to: '/super_admin/dashboard' },
  { label: 'All Users', to: '/super_admin/all_users' },
  { label: 'All Groups', to: '/super_admin/all_groups' },
  { label: 'Mock Users', to: '/super_admin/mock_users' },
  { label: 'Access Requests', to: '/super_admin/user_access_request_report' },
  { label: 'Error Log', to: '/super_admin/client_errors' },
  { label: 'Audit Log', to: '/super_admin/audit_log' },
  { label: 'Mailbox', to: '/super_admin/mailbox' },
];

export const SUBSCRIPTIONS_LINK: NavLinkItem = { label: 'Subscriptions', to: '/user/subscriptions' };

type Who = { role: string; onPartnerSite: boolean; emailUser: boolean };

/**
 * The header account menu, as the spec lists it: super admin dashboard; client admin links;
 * partner admin links (partner site only); subscriptions (not on the partner site, e-mail users
 * only); settings. Contact and log out follow in the menu itself.
 */
export function accountMenuSections({ role, onPartnerSite, emailUser }: Who): LinkSection[] {
  const sections: LinkSection[] = [];
  if (roleHasAbility(role, 'super_admin_board')) {
    sections.push({ id: 'super_admin', label: 'Super admin', links: [SUPER_ADMIN_DASHBOARD] });
  }
  if (roleHasAbility(role, 'admin_board')) {
    sections.push({ id: 'client_admin', label: 'Client admin', links: CLIENT_ADMIN_LINKS });
  }
  if (onPartnerSite && roleHasAbility(role, 'partner_admin_board')) {
    sections.push({ id: 'partner_admin', label: 'Partner admin', links: PARTNER_ADMIN_LINKS });
  }
  const account: NavLinkItem[] = [];
  if (!onPartnerSite && emailUser) account.push(SUBSCRIPTIONS_LINK);
  account.push({ label: 'Settings', to: '/user/settings' });
  sections.push({ id: 'account', label: 'Account', links: account });
  return sections;
}

/** The console a page belongs to, for the sidebar of admin pages. */
export function consoleSection(pathname: string): LinkSection | null {
  const under = (p: string) => pathname === p || pathname.startsWith(`${p}/`);
  if (under('/super_admin')) return { id: 'super_admin', label: 'Super admin', links: SUPER_ADMIN_LINKS };
  if (under('/admin')) return { id: 'client_admin', label: 'Client admin', links: CLIENT_ADMIN_LINKS };
  if (under('/partner_admin'))
    return { id: 'partner_admin', label: 'Partner admin', links: PARTNER_ADMIN_LINKS };
  if (under('/user')) {
    return {
      id: 'account',
      label: 'Account',
      links: [SUBSCRIPTIONS_LINK, { label: 'Settings', to: '/user/settings' }],
    };
  }
  return null;
}
