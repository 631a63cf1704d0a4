import { SIGN_IN_PATH, VERIFY_EMAIL_PATH } from '@fin-atlas/domain';

/** Where a 423 for an unverified account (or a fresh sign-up) sends the user, with the address to verify. */
export function verifyEmailUrl(email: string): string {
  return `${VERIFY_EMAIL_PATH}?${new URLSearchParams({ email }).toString()}`;
}

/** Back to sign-in with the address already filled in. */
export function signInUrl(email?: string): string {
  return email ? `${SIGN_IN_PATH}?${new URLSearchParams({ email }).toString()}` : SIGN_IN_PATH;
}
