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
] as const;

export type Ability = (typeof ABILITIES)[number];

// Product spec section 6. Viewer is read-only and is the one role kept out of user settings.
export const ROLE_ABILITIES: Readonly<Record<RoleName, readonly Ability[]>> = {
  [ROLE.FIN_ADMIN]: [
    'super_admin_board',
    'admin_board',
    'edit_client_group',
    'purchase',
    'manage_user_settings',
  ],
  [ROLE.CLIENT_ADMIN]: ['admin_board', 'purchase', 'manage_user_settings'],
  [ROLE.PARTNER_ADMIN]: ['partner_admin_board', 'purchase', 'manage_user_settings'],
  [ROLE.USER]: ['purchase', 'manage_user_settings'],
  [ROLE.GUEST]: ['purchase', 'manage_user_settings'],
  [ROLE.VIEWER]: [],
};

// Conference import is a vendor-side tool, so these roles get it only outside the FI menu.
export const IMPORT_TOOL_ROLES = [
  ROLE.FIN_ADMIN,
  ROLE.CLIENT_ADMIN,
  ROLE.USER,
] as const satisfies readonly RoleName[];
