// Reachable without signing in; everything else stores the intended URL and goes to sign-in.
// The password-reset route carries a token segment, so it is matched by prefix.
export const PUBLIC_PATHS = [
  '/sign_in',
  '/sign_up',
  '/new_password',
  '/invite_register',
  '/verify_email',
  '/redirect',
  '/terms_of_service',
  '/sso',
] as const;

export const SIGN_IN_PATH = '/sign_in';
export const DASHBOARD_PATH = '/dashboard';
export const UNAUTHORIZED_PATH = '/unauthorized';
export const VERIFY_EMAIL_PATH = '/verify_email';
