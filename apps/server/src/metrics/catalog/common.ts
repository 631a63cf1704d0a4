import type { NumberFormatCode } from '@fin-atlas/domain';
import { annualRate, div, type Expr, growth, k, sumOf } from '../expression.js';
import type { AdvisorSection, MetricCategory, MetricDefinition } from '../metric-definition.js';

/**
 * Builders and shared wording for the catalog files. Units: ratios are fractions (0.0123 shows as
 * 1.23% under P2); amounts are in $ thousands (the unit both regulators' data is stored in) and use C0,
 * the statements' "$000" convention, which reports show in millions (metrics/display-format.ts);
 * per-member and per-employee amounts are converted to whole dollars (C0 with `wholeDollars`) or, for
 * assets per employee, shown in millions from thousands (C2M).
 */

type Spec = {
  id: string;
  name: string;
  group: string;
  format: NumberFormatCode;
  higherIsBetter: boolean | null;
  definition: string;
  advisorSection?: AdvisorSection;
  wholeDollars?: true;
};

function base(spec: Spec, category: MetricCategory): Omit<MetricDefinition, 'formulas'> {
  const { id, name, group, format, higherIsBetter, definition, advisorSection, wholeDollars } = spec;
  return {
    id,
    name,
    category,
    group,
    format,
    higherIsBetter,
    definition,
    ...(advisorSection ? { advisorSection } : {}),
    ...(wholeDollars ? { wholeDollars } : {}),
  };
}

/** A metric computed for both banks and credit unions and meant to be compared across them. */
export const commonMetric = (spec: Spec & { bank: Expr; creditUnion: Expr }): MetricDefinition => ({
  ...base(spec, 'Common Metrics'),
  formulas: { bank: spec.bank, credit_union: spec.creditUnion },
  common: true,
});

/** A balance-sheet or income-statement line present for both types (format C0, $000). */
export const commonStatement = (
  spec: Omit<Spec, 'format' | 'higherIsBetter'> & {
    bank: Expr;
    creditUnion: Expr;
    higherIsBetter?: boolean | null;
  },
): MetricDefinition => ({
  ...base({ ...spec, format: 'C0', higherIsBetter: spec.higherIsBetter ?? null }, 'Common Statements'),
  formulas: { bank: spec.bank, credit_union: spec.creditUnion },
  common: true,
});

export const bankMetric = (spec: Spec & { formula: Expr }): MetricDefinition => ({
  ...base(spec, 'Detailed Metrics'),
  formulas: { bank: spec.formula },
});

export const creditUnionMetric = (spec: Spec & { formula: Expr }): MetricDefinition => ({
  ...base(spec, 'Detailed Metrics'),
  formulas: { credit_union: spec.formula },
});

type LineSpec = Omit<Spec, 'format' | 'higherIsBetter'> & { formula: Expr; higherIsBetter?: boolean | null };

export const bankStatement = (spec: LineSpec): MetricDefinition => ({
  ...base({ ...spec, format: 'C0', higherIsBetter: spec.higherIsBetter ?? null }, 'Detailed Statements'),
  formulas: { bank: spec.formula },
});

export const creditUnionStatement = (spec: LineSpec): MetricDefinition => ({
  ...base({ ...spec, format: 'C0', higherIsBetter: spec.higherIsBetter ?? null }, 'Detailed Statements'),
  formulas: { credit_union: spec.formula },
});

/** Count lines (employees, members, accounts) share the statements' tree but format as N0. */
export const bankCount = (spec: LineSpec): MetricDefinition => ({
  ...bankStatement(spec),
  format: 'N0',
});

export const creditUnionCount = (spec: LineSpec): MetricDefinition => ({
  ...creditUnionStatement(spec),
  format: 'N0',
});

/** A missing component counts as zero (amortisation of intangibles, part-time staff). */
export const orZero = (e: Expr): Expr => sumOf(e, k(0));

/** Income over an average balance, annualised: ROA, NIM, yields, costs, charge-off rates. */
export const rate = annualRate;

/** Share of a whole at the quarter end. */
export const share = (part: Expr, whole: Expr): Expr => div(part, whole);

export { growth };

/** How each span treats a metric, in words for the definitions users read. */
export const SPAN = {
  point: 'Measured at the quarter end, so Qtr, T12 and YTD show the same value.',
  rate: 'Income is annualised for the span: the quarter ×4 (Qtr), the sum of the last four quarters (T12) or the year-to-date amount ×4 ÷ quarters elapsed (YTD), because both regulators file income year-to-date; the balance is averaged over the same span.',
  flowRatio:
    'Both parts are income for the same span (the quarter, the last four quarters, or year-to-date), so the ratio needs no annualisation.',
  perHead:
    'Income is annualised for the span (quarter ×4, last four quarters, or year-to-date ×4 ÷ quarters elapsed) and divided by the headcount at the quarter end.',
  growth: 'Change against the same quarter end a year earlier.',
  flowGrowth:
    'Income for the span (quarter, last four quarters, or year-to-date) against the same span a year earlier; a negative base reads as an improvement when the value rises.',
  balance: 'Balance at the quarter end, in $ thousands; the same for every span.',
  flow: 'Amount for the span in $ thousands: the quarter (Qtr, this year-to-date less the last), the last four quarters (T12) or year-to-date as filed (YTD).',
  count: 'Count at the quarter end; the same for every span.',
} as const;

/** The averages used by rates, in words. */
export const AVERAGE = {
  bankAssets:
    'average total assets as FDIC publishes it (asset2 for the quarter, asset5 year-to-date; the mean of the five quarter-end totals for T12)',
  bankBalance:
    'the mean of the quarter-end balances in the span (FDIC’s method: for YTD, the prior December through the current quarter)',
  creditUnion:
    'the average of the balance at the start and end of the span (NCUA FPR: current quarter and prior year-end for YTD; the two quarter ends for Qtr; a year ago and now for T12)',
} as const;
