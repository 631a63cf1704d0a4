/**
 * Features a FIN Admin switches on per client group at /super_admin/features (a group_features row
 * means on). They are account controls a client asks for, not products: what a client buys is its
 * purchased modules and enterprise permissions (/super_admin/authorization), never a feature here.
 * Each is enforced by the server where it acts.
 */
export const GROUP_FEATURES = {
  sso_only: {
    label: 'Single sign-on only',
    description:
      'The group’s users sign in through their company’s single sign-on; password sign-in is refused (FIN Admins keep theirs). Needs a single sign-on connection serving the group first.',
  },
  support_sign_in_blocked: {
    label: 'No support sign-in',
    description:
      'FIN Admins may not sign in as the group’s users (Mock Users), for clients whose policies forbid anyone else seeing their work.',
  },
} as const;

export type GroupFeature = keyof typeof GROUP_FEATURES;

export const GROUP_FEATURE_KEYS = Object.keys(GROUP_FEATURES) as [GroupFeature, ...GroupFeature[]];

export const isGroupFeature = (value: string): value is GroupFeature =>
  (GROUP_FEATURE_KEYS as readonly string[]).includes(value);

export const GROUP_FEATURE_MESSAGES = {
  clientGroupsOnly: 'Validation failed. Features are switched per client group.',
  ssoNeeded:
    'Validation failed. Set up single sign-on for this group first: no single sign-on connection provisions into it or serves its users’ e-mail domain.',
  ssoRequired:
    'Your company signs in with single sign-on. Choose "Sign in with SSO" and enter your work e-mail.',
  supportSignInBlocked: 'Validation failed. This client does not allow support sign-in as its users.',
} as const;
