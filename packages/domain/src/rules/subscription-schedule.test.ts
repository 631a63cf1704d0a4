import { describe, expect, it } from 'vitest';
import {
  calendarPeriodKey,
  dataLoadPeriodKey,
  lastRunAtOrBefore,
  manualPeriodKey,
  nextRunAfter,
  periodKeyInWords,
} from './subscription-schedule.js';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('subscription schedules', () => {
  it('runs weekly on Mondays at 06:00 UTC', () => {
    // 2026-11-25 is a Wednesday.
    expect(iso(nextRunAfter('weekly', at('2026-11-25T12:00:00Z')))).toBe('2026-11-30T06:00:00.000Z');
    expect(iso(lastRunAtOrBefore('weekly', at('2026-11-25T12:00:00Z')))).toBe('2026-11-23T06:00:00.000Z');
    // A Monday before 06:00 still waits for that morning's run; at 06:00 exactly it is due.
    expect(iso(nextRunAfter('weekly', at('2026-11-30T05:59:59Z')))).toBe('2026-11-30T06:00:00.000Z');
    expect(iso(lastRunAtOrBefore('weekly', at('2026-11-30T06:00:00Z')))).toBe('2026-11-30T06:00:00.000Z');
    expect(iso(nextRunAfter('weekly', at('2026-11-30T06:00:00Z')))).toBe('2026-12-07T06:00:00.000Z');
    // A Sunday belongs to the week that began the Monday before.
    expect(iso(lastRunAtOrBefore('weekly', at('2026-11-29T23:00:00Z')))).toBe('2026-11-23T06:00:00.000Z');
  });

  it('runs monthly on the 1st and quarterly on the first day of a quarter', () => {
    expect(iso(nextRunAfter('monthly', at('2026-11-20T10:00:00Z')))).toBe('2026-12-01T06:00:00.000Z');
    expect(iso(nextRunAfter('monthly', at('2026-12-15T10:00:00Z')))).toBe('2027-01-01T06:00:00.000Z');
    expect(iso(nextRunAfter('monthly', at('2026-12-01T03:00:00Z')))).toBe('2026-12-01T06:00:00.000Z');
    expect(iso(lastRunAtOrBefore('monthly', at('2026-12-01T03:00:00Z')))).toBe('2026-11-01T06:00:00.000Z');
    expect(iso(nextRunAfter('quarterly', at('2026-11-20T10:00:00Z')))).toBe('2027-01-01T06:00:00.000Z');
    expect(iso(nextRunAfter('quarterly', at('2026-02-01T00:00:00Z')))).toBe('2026-04-01T06:00:00.000Z');
    expect(iso(lastRunAtOrBefore('quarterly', at('2026-01-01T05:00:00Z')))).toBe('2025-10-01T06:00:00.000Z');
    expect(iso(lastRunAtOrBefore('quarterly', at('2026-08-31T23:59:59Z')))).toBe('2026-07-01T06:00:00.000Z');
  });

  it('always moves forward: the next run follows the instant and the last run precedes it', () => {
    for (const schedule of ['weekly', 'monthly', 'quarterly'] as const) {
      for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2027, 0, 1); t += 17 * 60 * 60 * 1000 + 1) {
        const instant = new Date(t);
        const last = lastRunAtOrBefore(schedule, instant);
        const next = nextRunAfter(schedule, instant);
        expect(last.getTime()).toBeLessThanOrEqual(t);
        expect(next.getTime()).toBeGreaterThan(t);
        // No scheduled run lies between them.
        expect(iso(nextRunAfter(schedule, last))).toBe(iso(next));
      }
    }
  });

  it('keys each delivery by its period', () => {
    expect(calendarPeriodKey('weekly', at('2026-11-23T06:00:00Z'))).toBe('2026-W48');
    // ISO weeks: 2026-12-28 is in week 53 of 2026, 2027-01-04 in week 1 of 2027, 2024-12-30 in 2025-W01.
    expect(calendarPeriodKey('weekly', at('2026-12-28T06:00:00Z'))).toBe('2026-W53');
    expect(calendarPeriodKey('weekly', at('2027-01-04T06:00:00Z'))).toBe('2027-W01');
    expect(calendarPeriodKey('weekly', at('2024-12-30T06:00:00Z'))).toBe('2025-W01');
    expect(calendarPeriodKey('monthly', at('2026-11-01T06:00:00Z'))).toBe('2026-11');
    expect(calendarPeriodKey('monthly', at('2027-01-01T06:00:00Z'))).toBe('2027-01');
    expect(calendarPeriodKey('quarterly', at('2026-10-01T06:00:00Z'))).toBe('2026-Q4');
    expect(calendarPeriodKey('quarterly', at('2026-04-01T06:00:00Z'))).toBe('2026-Q2');
    expect(dataLoadPeriodKey(42)).toBe('data-42');
    expect(manualPeriodKey(at('2026-11-20T10:15:30.123Z'))).toBe('manual-2026-11-20T10:15:30.123Z');
  });

  it('says each period in words', () => {
    expect(periodKeyInWords('2026-W48')).toBe('week 48 of 2026');
    expect(periodKeyInWords('2026-W05')).toBe('week 5 of 2026');
    expect(periodKeyInWords('2026-11')).toBe('November 2026');
    expect(periodKeyInWords('2027-01')).toBe('January 2027');
    expect(periodKeyInWords('2026-Q4')).toBe('Q4 2026');
    expect(periodKeyInWords('data-42')).toBe('newly loaded regulator data');
    expect(periodKeyInWords('manual-2026-11-20T10:15:30.123Z')).toBe('a run on request');
  });
});
