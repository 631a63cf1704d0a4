import type { IntentElementParams } from '@fin-atlas/domain';
import type { Period } from '../../../../metrics/periods.js';
import type { ElementReading } from '../evidence.js';
import { contactEvaluator } from './contact-moves.js';
import { contractAgeEvaluator } from './contract-age.js';
import type { EvaluationContext, SharedReadings } from './evaluation-context.js';
import { assetGrowthEvaluator, assetThresholdEvaluator, efficiencyEvaluator } from './financial-triggers.js';
import { mergerEvaluator } from './mergers.js';
import { jobPostingEvaluator, sitePageEvaluator } from './text-matches.js';
import { vendorConsolidationEvaluator } from './vendor-consolidation.js';

export type { EvaluationContext, SharedReadings } from './evaluation-context.js';
export { type FinancialSeries, financialSeries } from './financial-series.js';

/** One element of a signal read for every institution at one quarter end, by its kind. */
function readElement(
  context: EvaluationContext,
  params: IntentElementParams,
  period: Period,
): Promise<ElementReading> {
  switch (params.kind) {
    case 'job_posting':
      return jobPostingEvaluator(context, params, period);
    case 'site_page':
      return sitePageEvaluator(context, params, period);
    case 'contact':
      return contactEvaluator(context, params, period);
    case 'contract_age':
      return contractAgeEvaluator(context, params, period);
    case 'vendor_consolidation':
      return vendorConsolidationEvaluator(context, params, period);
    case 'asset_threshold':
      return assetThresholdEvaluator(context, params, period);
    case 'asset_growth':
      return assetGrowthEvaluator(context, params, period);
    case 'efficiency_deterioration':
      return efficiencyEvaluator(context, params, period);
    case 'merger':
      return mergerEvaluator(context, params, period);
  }
}

/** Kinds whose reading depends on the signal's solution; the others read the same for every signal. */
const BY_SOLUTION: ReadonlySet<IntentElementParams['kind']> = new Set([
  'contract_age',
  'vendor_consolidation',
]);

const settingsKey = (params: IntentElementParams, solutionId: number | null): string =>
  JSON.stringify([params, BY_SOLUTION.has(params.kind) ? solutionId : null]);

export function sharedReadings(
  signals: readonly {
    solution: { id: number } | null;
    elements: readonly { params: IntentElementParams }[];
  }[],
): SharedReadings {
  const uses = new Map<string, number>();
  for (const signal of signals) {
    for (const { params } of signal.elements) {
      const key = settingsKey(params, signal.solution?.id ?? null);
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  }
  return { uses, held: new Map() };
}

/** Reads an element for every institution at one quarter end, sharing the reading with the pass's other signals. */
export function evaluateElement(
  context: EvaluationContext,
  params: IntentElementParams,
  period: Period,
): Promise<ElementReading> {
  const settings = settingsKey(params, context.solution?.id ?? null);
  const uses = context.readings.uses.get(settings) ?? 1;
  if (uses <= 1) return readElement(context, params, period);
  const key = `${settings}|${period}`;
  let entry = context.readings.held.get(key);
  if (!entry) {
    entry = { reading: readElement(context, params, period), left: uses };
    context.readings.held.set(key, entry);
  }
  if (--entry.left <= 0) context.readings.held.delete(key);
  return entry.reading;
}
