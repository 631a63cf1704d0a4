import type { NumberFormatCode } from '@fin-atlas/domain';
import type { Expr } from './expression.js';

export type FinancialFiType = 'bank' | 'credit_union';

/** The spec's metric trees (report builders, query builder) and the Advisor sections. */
export type MetricCategory =
  | 'Common Metrics'
  | 'Detailed Metrics'
  | 'Common Statements'
  | 'Detailed Statements';

export type AdvisorSection = 'profit' | 'growth' | 'risk' | 'offering';

export type MetricDefinition = {
  /** Stable id used by reports, saved queries and URLs. */
  id: string;
  name: string;
  category: MetricCategory;
  /** A finer grouping inside the category (e.g. 'Profitability', 'Loan Mix', 'Income Statement'). */
  group: string;
  advisorSection?: AdvisorSection;
  format: NumberFormatCode;
  /**
   * A C0 amount is in $ thousands, as both regulators file, unless this says it was converted to
   * whole dollars (per-member and per-employee amounts).
   */
  wholeDollars?: true;
  /** Formulas per FI type; bank formulas also serve BHCs (aggregated from their banks). */
  formulas: Partial<Record<FinancialFiType, Expr>>;
  higherIsBetter: boolean | null;
  /** What users read in the app: plain words, including the formula and its span handling. */
  definition: string;
  /** Present in both bank and credit-union formulas and meant to be compared across them. */
  common?: boolean;
};
