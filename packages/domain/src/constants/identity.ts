import type { RoleName } from './roles.js';

/** Stable numeric ids for the role objects the API sends ({ id, name }). */
export const ROLE_IDS: Readonly<Record<RoleName, number>> = {
  'FIN Admin': 1,
  'Client Admin': 2,
  'Partner Admin': 3,
  User: 4,
  Guest: 5,
  Viewer: 6,
};

export const SESSION_COOKIE = 'fin_atlas_session';
/** Every state-changing call carries it; for a signed-in caller it must equal the session's token. */
export const CSRF_HEADER = 'x-csrf-token';
/** Set on a response to a call whose session cookie had expired: the client enters session-expiry state. */
export const GUEST_HEADER = 'x-fin-guest';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const VERIFICATION_CODE_LENGTH = 6;

/** Group types; 3 is the client group, the tenant that purchases modules. */
export const GROUP_TYPES = [
  { id: 1, name: 'internal' },
  { id: 2, name: 'partner' },
  { id: 3, name: 'client' },
  { id: 4, name: 'user_group' },
] as const;

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 25;

export const IDENTITY_MESSAGES = {
  badCredentials: 'Invalid e-mail or password.',
  emailUnverified: 'Please verify your e-mail address. We sent a code to your inbox.',
  accountDisabled: 'Your account is inactive. Please contact your administrator.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  tooManyMailRequests: 'Too many e-mails were requested from your network. Please try again in 15 minutes.',
  signUpAccepted: 'Thanks for signing up. Enter the code we sent to your e-mail address to verify it.',
  verificationResent: 'If that account still needs verification, a new code is on its way.',
  verified: 'Your e-mail address is verified. Please sign in again.',
  resetRequested: 'If an account exists for that e-mail address, we sent a link to reset the password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  passwordChanged: 'Your password was changed. Please sign in.',
  invitationInvalid: 'This invitation is invalid or has expired.',
  ssoNotConfigured: 'Single sign-on is not set up for this e-mail domain.',
  ssoFailed: 'Single sign-on failed. Please try again or sign in with your password.',
  csrfMissing: 'This request is missing its security token. Please reload the page.',
  signInRequired: 'Please sign in to continue.',
} as const;
