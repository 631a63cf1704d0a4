import { describe, expect, it } from 'vitest';
import { timings } from './test-hooks';

describe('timings', () => {
  it('uses the spec’s durations unless a test harness set shorter ones', () => {
    expect(timings(undefined)).toEqual({ idleMs: 840_000, countdownSeconds: 60, revisionCheckMs: 300_000 });
    expect(timings({ idleMs: 2000, countdownSeconds: 5, revisionCheckMs: 500 })).toEqual({
      idleMs: 2000,
      countdownSeconds: 5,
      revisionCheckMs: 500,
    });
  });

  it('ignores nonsense values rather than breaking the timeout', () => {
    expect(timings({ idleMs: -1, countdownSeconds: 0, revisionCheckMs: Number.NaN })).toEqual({
      idleMs: 840_000,
      countdownSeconds: 60,
      revisionCheckMs: 300_000,
    });
  });
});
