import type { SubscriptionSchedule } from '../constants/subscription.js';

/** The schedules that run on the calendar; 'on_new_data' runs when a data load lands instead. */
export type CalendarSchedule = Exclude<SubscriptionSchedule, 'on_new_data'>;

/** Calendar deliveries run at 06:00 UTC: the file is there before a U.S. working day begins. */
export const SUBSCRIPTION_RUN_HOUR_UTC = 6;

export const isCalendarSchedule = (schedule: SubscriptionSchedule): schedule is CalendarSchedule =>
  schedule !== 'on_new_data';

const DAY_MS = 24 * 60 * 60 * 1000;

const atRunHour = (year: number, month: number, day: number): Date =>
  new Date(Date.UTC(year, month, day, SUBSCRIPTION_RUN_HOUR_UTC));

/** The scheduled instant starting the period that holds `at`, which may fall after `at` itself. */
function periodStart(schedule: CalendarSchedule, at: Date): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  switch (schedule) {
    case 'weekly': {
      const sinceMonday = (at.getUTCDay() + 6) % 7;
      return atRunHour(year, month, at.getUTCDate() - sinceMonday);
    }
    case 'monthly':
      return atRunHour(year, month, 1);
    case 'quarterly':
      return atRunHour(year, month - (month % 3), 1);
  }
}

/** The scheduled instant one period after `runAt` (a scheduled instant). */
function followingRun(schedule: CalendarSchedule, runAt: Date): Date {
  if (schedule === 'weekly') return new Date(runAt.getTime() + 7 * DAY_MS);
  const months = schedule === 'monthly' ? 1 : 3;
  return atRunHour(runAt.getUTCFullYear(), runAt.getUTCMonth() + months, 1);
}

/** The scheduled instant one period before `runAt` (a scheduled instant). */
function precedingRun(schedule: CalendarSchedule, runAt: Date): Date {
  if (schedule === 'weekly') return new Date(runAt.getTime() - 7 * DAY_MS);
  const months = schedule === 'monthly' ? 1 : 3;
  return atRunHour(runAt.getUTCFullYear(), runAt.getUTCMonth() - months, 1);
}

/**
 * The latest scheduled run at or before `at`: Mondays (weekly), the 1st of a month (monthly) or of
 * January, April, July and October (quarterly), at 06:00 UTC.
 */
export function lastRunAtOrBefore(schedule: CalendarSchedule, at: Date): Date {
  const start = periodStart(schedule, at);
  return start.getTime() <= at.getTime() ? start : precedingRun(schedule, start);
}

/** The first scheduled run strictly after `at`. */
export function nextRunAfter(schedule: CalendarSchedule, at: Date): Date {
  return followingRun(schedule, lastRunAtOrBefore(schedule, at));
}

/** The ISO 8601 week of a day: its year (the year of that week's Thursday) and number. */
function isoWeek(day: Date): { year: number; week: number } {
  const thursday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  thursday.setUTCDate(thursday.getUTCDate() + 3 - ((thursday.getUTCDay() + 6) % 7));
  const firstOfYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return {
    year: thursday.getUTCFullYear(),
    week: Math.floor((thursday.getTime() - firstOfYear) / DAY_MS / 7) + 1,
  };
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/**
 * The period a scheduled run delivers, which is its idempotency key: '2026-W48' (ISO week),
 * '2026-11' (month) or '2026-Q4' (quarter).
 */
export function calendarPeriodKey(schedule: CalendarSchedule, runAt: Date): string {
  const year = runAt.getUTCFullYear();
  const month = runAt.getUTCMonth();
  switch (schedule) {
    case 'weekly': {
      const { year: weekYear, week } = isoWeek(runAt);
      return `${weekYear}-W${twoDigits(week)}`;
    }
    case 'monthly':
      return `${year}-${twoDigits(month + 1)}`;
    case 'quarterly':
      return `${year}-Q${Math.floor(month / 3) + 1}`;
  }
}

/** The period of a delivery for a data load: one delivery per load, whichever node notices it. */
export const dataLoadPeriodKey = (dataLoadId: number): string => `data-${dataLoadId}`;

/** The period of a delivery a FIN Admin asked for now: never the key of a scheduled one. */
export const manualPeriodKey = (at: Date): string => `manual-${at.toISOString()}`;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A period key as people read it: 'week 48 of 2026', 'November 2026', 'Q4 2026', 'new data', 'run on request'. */
export function periodKeyInWords(key: string): string {
  const week = /^(\d{4})-W(\d{2})$/.exec(key);
  if (week) return `week ${Number(week[2])} of ${week[1]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) return `${MONTHS[Number(month[2]) - 1] ?? month[2]} ${month[1]}`;
  const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
  if (quarter) return `Q${quarter[2]} ${quarter[1]}`;
  if (key.startsWith('data-')) return 'newly loaded regulator data';
  if (key.startsWith('manual-')) return 'a run on request';
  return key;
}
