import { roleHasAbility, type User } from '@fin-atlas/domain';

export type AdminLinkSection = { label: string; links: { label: string; to: string }[] };

/**
 * The account menu's admin entries for a user. The partner admin console exists only on the partner
 * site; a FIN Admin gets the super admin console, which covers every tenant.
 */
export function adminLinkSections(user: Pick<User, 'role'>, onPartnerSite: boolean): AdminLinkSection[] {
  const role = user.role.name;
  const sections: AdminLinkSection[] = [];
  if (roleHasAbility(role, 'super_admin_board')) {
    sections.push({
      label: 'Super admin',
      links: [
        { label: 'All users', to: '/super_admin/all_users' },
        { label: 'All groups', to: '/super_admin/all_groups' },
        { label: 'Mock users', to: '/super_admin/mock_users' },
        { label: 'Mailbox', to: '/super_admin/mailbox' },
        { label: 'Audit log', to: '/super_admin/audit_log' },
      ],
    });
  } else if (roleHasAbility(role, 'admin_board')) {
    sections.push({
      label: 'Client admin',
      links: [
        { label: 'Users', to: '/admin/users' },
        { label: 'Groups', to: '/admin/groups' },
      ],
    });
  }
  if (onPartnerSite && roleHasAbility(role, 'partner_admin_board')) {
    sections.push({
      label: 'Partner admin',
      links: [
        { label: 'Users', to: '/partner_admin/users' },
        { label: 'Groups', to: '/partner_admin/groups' },
      ],
    });
  }
  return sections;
}
