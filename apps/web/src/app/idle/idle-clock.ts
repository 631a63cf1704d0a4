/**
 * The idle timeout as plain state, so its rules are testable without timers or a browser:
 * activity before the warning resets the clock; once the warning shows, only "continue" (or
 * activity in another tab of the same user, which keeps the shared session alive) ends it.
 */
export type IdleState =
  | { phase: 'active'; lastActivity: number }
  | { phase: 'warning'; lastActivity: number; deadline: number };

export type IdleSettings = { idleMs: number; countdownSeconds: number };

export const startIdle = (now: number): IdleState => ({ phase: 'active', lastActivity: now });

export function recordActivity(state: IdleState, at: number): IdleState {
  if (state.phase === 'warning') return state;
  return at > state.lastActivity ? { phase: 'active', lastActivity: at } : state;
}

/** Where the clock stands at `now`, given the newest activity any tab of this user reported. */
export function tick(
  state: IdleState,
  now: number,
  sharedActivity: number,
  settings: IdleSettings,
): IdleState | 'timed_out' {
  if (state.phase === 'warning') {
    if (sharedActivity > state.lastActivity) return { phase: 'active', lastActivity: sharedActivity };
    return now >= state.deadline ? 'timed_out' : state;
  }
  const last = Math.max(state.lastActivity, sharedActivity);
  if (now - last >= settings.idleMs) {
    return { phase: 'warning', lastActivity: last, deadline: now + settings.countdownSeconds * 1000 };
  }
  return last === state.lastActivity ? state : { phase: 'active', lastActivity: last };
}

export function secondsLeft(state: IdleState, now: number): number {
  return state.phase === 'warning' ? Math.max(0, Math.ceil((state.deadline - now) / 1000)) : 0;
}
