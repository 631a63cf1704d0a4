export const ROLE = {
  FIN_ADMIN: 'FIN Admin',
  CLIENT_ADMIN: 'Client Admin',
  PARTNER_ADMIN: 'Partner Admin',
  USER: 'User',
  GUEST: 'Guest',
  VIEWER: 'Viewer',
} as const;

export type RoleName = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_NAMES = [
  ROLE.FIN_ADMIN,
  ROLE.CLIENT_ADMIN,
  ROLE.PARTNER_ADMIN,
  ROLE.USER,
  ROLE.GUEST,
  ROLE.VIEWER,
] as const;

// Viewer is the least privileged role, so an account with no role can do nothing by accident.
export const DEFAULT_ROLE: RoleName = ROLE.VIEWER;

export const ABILITIES = [
  'super_admin_board',
  'admin_board',
  'partner_admin_board',
  'edit_client_group',
  'purchase',
  'manage_user_settings',
  'import_tools',
  'crm_access',
  'super_admin_features',
] as const;

export type Ability = (typeof ABILITIES)[number];

/**
 * Product spec section 6. Viewer is read-only and is the one role kept out of user settings.
 * The spec's "other abilities" are role abilities that the policy narrows further:
 * - import_tools (conference import): FIN Admin, Client Admin and User, only outside the FI menu.
 * - crm_access (FIN CRM): the same roles, and only while the user's groups bought fin_crm. CRM
 *   enrichment uploads a tenant's own customer list, an import like conference import, so Guest,
 *   Partner Admin and Viewer do not get it even when their group bought FIN CRM.
 * - super_admin_features (client activity reports, user groups, email templates): FIN Admin only.
 */
export const ROLE_ABILITIES: Readonly<Record<RoleName, readonly Ability[]>> = {
  [ROLE.FIN_ADMIN]: [
    'super_admin_board',
    'admin_board',
    'edit_client_group',
    'purchase',
    'manage_user_settings',
    'import_tools',
    'crm_access',
    'super_admin_features',
  ],
  [ROLE.CLIENT_ADMIN]: ['admin_board', 'purchase', 'manage_user_settings', 'import_tools', 'crm_access'],
  [ROLE.PARTNER_ADMIN]: ['partner_admin_board', 'purchase', 'manage_user_settings'],
  [ROLE.USER]: ['purchase', 'manage_user_settings', 'import_tools', 'crm_access'],
  [ROLE.GUEST]: ['purchase', 'manage_user_settings'],
  [ROLE.VIEWER]: [],
};
