import { IDENTITY_MESSAGES } from '@fin-atlas/domain';

/**
 * What the sign-in page says about how the user got there. It travels in router state, so a
 * reload or a bookmarked /sign_in shows a clean form.
 */
export type SignInNotice = {
  kind: 'signed_out' | 'sign_in_required' | 'success';
  text: string;
};

export const SIGNED_OUT_NOTICE: SignInNotice = { kind: 'signed_out', text: 'You have been signed out.' };
export const IDLE_SIGNED_OUT_NOTICE: SignInNotice = {
  kind: 'signed_out',
  text: 'You were signed out after a period of inactivity.',
};
export const SESSION_EXPIRED_NOTICE: SignInNotice = {
  kind: 'sign_in_required',
  text: 'Your session has expired. Please sign in again.',
};
export const SIGN_IN_REQUIRED_NOTICE: SignInNotice = {
  kind: 'sign_in_required',
  text: IDENTITY_MESSAGES.signInRequired,
};

export function readSignInNotice(state: unknown): SignInNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice = (state as { notice: unknown }).notice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { kind, text } = notice as Partial<SignInNotice>;
  if (typeof text !== 'string') return null;
  if (kind !== 'signed_out' && kind !== 'sign_in_required' && kind !== 'success') return null;
  return { kind, text };
}
