import { useCallback, useEffect, useRef, useState } from 'react';
import { readLocal, userStateKey, writeLocal } from '../../core/local-state';
import { timings } from '../../core/test-hooks';
import { type IdleState, recordActivity, secondsLeft, startIdle, tick } from './idle-clock';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
// Writing every mouse move to storage would be wasteful; a few seconds' precision is plenty.
const SHARE_EVERY_MS = 5000;
const TICK_MS = 250;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Tracks the user's activity for the idle modal. Activity is shared with the user's other tabs
 * through local storage, because they share one server session: a busy tab keeps an idle one open.
 */
export function useIdleTimeout(userId: number, onTimeout: () => void) {
  const settings = useRef(timings()).current;
  const sharedKey = userStateKey(userId, 'last_activity');
  const [state, setState] = useState<IdleState>(() => startIdle(Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const stateRef = useRef(state);
  stateRef.current = state;
  const lastShared = useRef(0);
  const timeoutRef = useRef(onTimeout);
  timeoutRef.current = onTimeout;

  const share = useCallback(
    (at: number, force = false) => {
      if (!force && at - lastShared.current < SHARE_EVERY_MS) return;
      lastShared.current = at;
      writeLocal(sharedKey, at);
    },
    [sharedKey],
  );

  useEffect(() => {
    const onActivity = () => {
      if (stateRef.current.phase === 'warning') return;
      const at = Date.now();
      setState((current) => recordActivity(current, at));
      share(at);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const timer = window.setInterval(() => {
      const at = Date.now();
      const shared = readLocal(sharedKey, isNumber) ?? 0;
      const next = tick(stateRef.current, at, shared, settings);
      setNow(at);
      if (next === 'timed_out') {
        window.clearInterval(timer);
        timeoutRef.current();
        return;
      }
      if (next !== stateRef.current) setState(next);
    }, TICK_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      window.clearInterval(timer);
    };
  }, [sharedKey, settings, share]);

  /** "Continue": the user is back; other tabs learn it at once. */
  const resume = useCallback(() => {
    const at = Date.now();
    setState(startIdle(at));
    share(at, true);
  }, [share]);

  return {
    warning: state.phase === 'warning',
    secondsLeft: secondsLeft(state, now),
    countdownSeconds: settings.countdownSeconds,
    resume,
  };
}
