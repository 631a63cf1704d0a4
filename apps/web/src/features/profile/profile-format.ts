import { formatCompactThousands } from '@fin-atlas/domain';

const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A balance stored in $ thousands, written for people: $1.2B, $350.4M (the domain's compact rule). */
export const thousandsDollars = (value: number | null | undefined): string => formatCompactThousands(value);

/** A whole-dollar amount (penalties). */
export const dollars = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : whole.format(value);

export const percent = (value: number | null | undefined, digits = 2): string =>
  value === null || value === undefined || !Number.isFinite(value) ? 'NA' : `${value.toFixed(digits)}%`;

/** 2021-05-18 → May 18, 2021, read as a calendar date whatever the browser's time zone. */
export function calendarDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
