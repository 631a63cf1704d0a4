import { describe, expect, it } from 'vitest';
import { recordActivity, secondsLeft, startIdle, tick } from './idle-clock';

const settings = { idleMs: 840_000, countdownSeconds: 60 };

describe('idle clock', () => {
  it('warns after 840000 ms without activity and counts 60 seconds down to the timeout', () => {
    let state = startIdle(0);
    expect(tick(state, 839_999, 0, settings)).toBe(state);
    const warning = tick(state, 840_000, 0, settings);
    expect(warning).toMatchObject({ phase: 'warning', deadline: 900_000 });
    if (warning === 'timed_out') throw new Error('too early');
    state = warning;
    expect(secondsLeft(state, 840_000)).toBe(60);
    expect(secondsLeft(state, 899_001)).toBe(1);
    expect(tick(state, 900_000, 0, settings)).toBe('timed_out');
  });

  it('restarts on activity before the warning, but not during it', () => {
    const active = recordActivity(startIdle(0), 500_000);
    expect(tick(active, 840_000, 0, settings)).toMatchObject({ phase: 'active', lastActivity: 500_000 });
    const warning = tick(active, 1_340_000, 0, settings);
    if (warning === 'timed_out') throw new Error('too early');
    expect(recordActivity(warning, 1_340_100)).toBe(warning);
  });

  it('follows activity in another tab of the same user, which shares the session', () => {
    const state = startIdle(0);
    expect(tick(state, 840_000, 600_000, settings)).toMatchObject({ phase: 'active', lastActivity: 600_000 });
    const warning = tick(state, 840_000, 0, settings);
    if (warning === 'timed_out') throw new Error('too early');
    expect(tick(warning, 845_000, 842_000, settings)).toEqual({ phase: 'active', lastActivity: 842_000 });
  });
});
