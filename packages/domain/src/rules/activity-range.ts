import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES } from '../constants/activity.js';

const DAY_MS = 86_400_000;

/** The UTC day of a moment, as activity is counted: 2026-05-04. */
export const activityDayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** A day moved by whole days. */
export function shiftDay(day: string, days: number): string {
  return activityDayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Days from `from` to `to`, both counted (1 for a single day). */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export type ActivityRange = { from: string; to: string };

/**
 * The days a report covers: as asked, else up to today and the default length back from its end.
 * An inverted range or one past two years is refused with the message the user reads.
 */
export function resolveActivityRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): ActivityRange | { error: string } {
  const to = query.to ?? today;
  const from = query.from ?? shiftDay(to, 1 - ACTIVITY_LIMITS.defaultRangeDays);
  if (from > to) return { error: ACTIVITY_MESSAGES.rangeOrder };
  if (daysInRange(from, to) > ACTIVITY_LIMITS.maxRangeDays) return { error: ACTIVITY_MESSAGES.rangeTooLong };
  return { from, to };
}

/** The period of the same length just before a range, for trends. */
export function previousActivityRange(range: ActivityRange): ActivityRange {
  const length = daysInRange(range.from, range.to);
  return { from: shiftDay(range.from, -length), to: shiftDay(range.from, -1) };
}

/** Every day of a range, oldest first. */
export function activityRangeDays(range: ActivityRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = shiftDay(day, 1)) days.push(day);
  return days;
}
