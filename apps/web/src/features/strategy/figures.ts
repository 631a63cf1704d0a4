import { EXCEL_NUMBER_FORMATS, formatValue } from '@fin-atlas/domain';

// How the strategy pages show their figures: counts whole, assets ($ thousands) in millions, shares
// as percents; Excel gets the same formats.

export const count = (n: number): string => n.toLocaleString('en-US');
export const assets = (thousands: number | null): string => formatValue(thousands, 'C0M');
export const share = (fraction: number | null): string => formatValue(fraction, 'P1');

export const EXCEL = {
  count: EXCEL_NUMBER_FORMATS.N0,
  assets: EXCEL_NUMBER_FORMATS.C0M,
  share: EXCEL_NUMBER_FORMATS.P1,
  score: '0.0',
} as const;
