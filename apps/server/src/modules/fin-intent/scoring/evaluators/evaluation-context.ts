import type { IntentElementKind, IntentElementParams } from '@fin-atlas/domain';
import type { Database } from '../../../../db/database.js';
import type { Period } from '../../../../metrics/periods.js';
import type { ElementReading } from '../evidence.js';
import type { IdPages } from '../id-pages.js';
import type { FinancialSeries } from './financial-series.js';

/**
 * Element readings shared between the signals of a pass: the shipped signals share their merger
 * and financial elements, so a reading asked for by several signals is read once per quarter and
 * dropped after its last use (a reading asked for once is never held).
 */
export type SharedReadings = {
  /** How many signals read each element setting. */
  uses: ReadonlyMap<string, number>;
  held: Map<string, { reading: Promise<ElementReading>; left: number }>;
};

/** What an element reads besides its own settings: the database, the signal's solution, the pass's figures. */
export type EvaluationContext = {
  database: Database;
  /** The signal's solution: contract age and vendor consolidation read its technographics. */
  solution: { id: number; name: string } | null;
  /** Quarterly figures of every institution, read once per pass and shared by every signal. */
  financials: FinancialSeries;
  /** Institution id ranges national reads go by, one statement each. */
  pages: IdPages;
  /** Readings several signals of the pass ask for (see evaluateElement). */
  readings: SharedReadings;
};

/**
 * Reads one element for every institution at one quarter end, in set-based SQL (or over the pass's
 * national figures), never institution by institution.
 */
export type Evaluator<K extends IntentElementKind> = (
  context: EvaluationContext,
  params: Extract<IntentElementParams, { kind: K }>,
  period: Period,
) => Promise<ElementReading>;
