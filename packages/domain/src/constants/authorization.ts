import type { Ability } from './roles.js';

/**
 * Words for the abilities of ROLE_ABILITIES (spec section 6), as /super_admin/authorization shows
 * the role table. `narrowedBy` says what the server checks beyond the role.
 */
export const ABILITY_LABELS: Readonly<
  Record<Ability, { label: string; description: string; narrowedBy?: string }>
> = {
  super_admin_board: { label: 'Super admin board', description: 'The /super_admin console: every client.' },
  admin_board: { label: 'Admin board', description: 'The /admin console for the user’s own client group.' },
  partner_admin_board: {
    label: 'Partner admin board',
    description: 'The /partner_admin console for the partner’s users and groups.',
    narrowedBy: 'Only on the partner’s own site.',
  },
  edit_client_group: {
    label: 'Edit client group',
    description: 'Change a group’s purchased modules and enterprise permissions.',
  },
  purchase: { label: 'Purchase', description: 'Order FIN Query lists and other priced downloads.' },
  manage_user_settings: {
    label: 'Manage user settings',
    description: 'Change their own profile and password.',
  },
  import_tools: {
    label: 'Import tools',
    description: 'Conference Import.',
    narrowedBy: 'Never on the FI menu.',
  },
  crm_access: {
    label: 'CRM access',
    description: 'FIN CRM: enrich a customer list.',
    narrowedBy: 'Only while the user’s groups bought FIN CRM.',
  },
  super_admin_features: {
    label: 'Super-admin features',
    description: 'Client activity reports, user groups and e-mail templates.',
  },
};

/**
 * The audit actions /super_admin/user_edits lists: who changed which user or group. Each names its
 * user or group as the audit row's target.
 */
export const USER_EDIT_ACTIONS = [
  'user_created',
  'user_updated',
  'user_deactivated',
  'group_created',
  'group_updated',
  'group_deleted',
  'permissions_changed',
  'group_feature_changed',
] as const;
export type UserEditAction = (typeof USER_EDIT_ACTIONS)[number];

export const USER_EDIT_ACTION_LABELS: Readonly<Record<UserEditAction, string>> = {
  user_created: 'User created',
  user_updated: 'User updated',
  user_deactivated: 'User deactivated',
  group_created: 'Group created',
  group_updated: 'Group updated',
  group_deleted: 'Group deleted',
  permissions_changed: 'Modules or permissions changed',
  group_feature_changed: 'Feature switched',
};
