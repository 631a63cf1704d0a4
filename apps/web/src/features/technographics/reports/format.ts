import { formatCompactThousands, formatShare } from '@fin-atlas/domain';

const whole = new Intl.NumberFormat('en-US');

/** Assets arrive in $000; shown compact ("$1.2B"), exact in the title attribute. */
export function formatAssets(thousands: number | null | undefined): string {
  if (thousands === null || thousands === undefined || !Number.isFinite(thousands)) return '—';
  return formatCompactThousands(thousands);
}

export function exactAssets(thousands: number | null | undefined): string {
  if (thousands === null || thousands === undefined || !Number.isFinite(thousands)) return '';
  return `$${whole.format(thousands)} thousand`;
}

export const formatCount = (value: number) => whole.format(value);

export const formatPercent = (value: number) => formatShare(value);

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** An ISO date ("2024-03-31") as "Mar 31, 2024". */
export function formatDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
