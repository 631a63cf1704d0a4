/**
 * Whether the last signed-in state ended because the server stopped recognising the session (a
 * 401, or the guest header on any response) rather than because the user signed out. The sign-in
 * page says so; a new session clears it.
 */
let expired = false;

export function markSessionExpired(): void {
  expired = true;
}

export function clearSessionExpired(): void {
  expired = false;
}

export function isSessionExpired(): boolean {
  return expired;
}
