const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? empty : dateTime.format(date);
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

/** "just now", "5 minutes ago", "yesterday"; a date once it is more than a week old. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds >= 7 * 24 * 60 * 60) return shortDate.format(new Date(iso));
  const [unit, size] =
    STEPS.findLast(([, length]) => seconds >= length) ?? (STEPS[0] as [Intl.RelativeTimeFormatUnit, number]);
  return relative.format(-Math.floor(seconds / size), unit);
}
