const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? empty : dateTime.format(date);
}

const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date ("2024-03-31") as "Mar 31, 2024", the same in every time zone. */
export function formatDate(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? empty : calendarDate.format(date);
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

const FILE_SIZE_UNITS = ['KB', 'MB', 'GB'] as const;

/** "812 bytes", "14.2 KB", "3.1 MB": a file's size as people read it. */
export function formatFileSize(bytes: number | null | undefined, empty = '—'): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return empty;
  if (bytes < 1024) return `${bytes.toLocaleString('en-US')} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('en-US', { maximumFractionDigits: value < 10 ? 1 : 0 })} ${FILE_SIZE_UNITS[unit]}`;
}
