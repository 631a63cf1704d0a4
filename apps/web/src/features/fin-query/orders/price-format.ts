import { formatValue, type PricingSchedule } from '@fin-atlas/domain';

export const money = (amount: number) => formatValue(amount, 'C2');
export const count = (n: number) => formatValue(n, 'N0');
/** "1 order", "12 orders". */
export const countOf = (n: number, noun: string) => `${count(n)} ${noun}${n === 1 ? '' : 's'}`;
export const percent = (points: number) => formatValue(points, 'P1', { percentPoints: true });

// A rate per institution per element is often a fraction of a cent.
const rateFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
export const rate = (amount: number) => rateFormat.format(amount);

/** "5% from 1,000 · 10% from 5,000", or "None". */
export const tiersText = (tiers: PricingSchedule['tiers']) =>
  tiers.length
    ? tiers.map((t) => `${percent(t.discount_percent)} from ${count(t.min_fis)}`).join(' · ')
    : 'None';
