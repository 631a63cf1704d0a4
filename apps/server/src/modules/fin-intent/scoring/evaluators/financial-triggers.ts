import { formatCompactThousands, quarterLabel } from '@fin-atlas/domain';
import { cooperativeTurns } from '../../../../compute/turns.js';
import { addQuarters } from '../../../../metrics/periods.js';
import type { ElementReading, EvidenceRecord } from '../evidence.js';
import type { Evaluator } from './evaluation-context.js';

const found = (
  occurredOn: string,
  label: string,
  detail: string,
): { strength: number; evidence: EvidenceRecord[] } => ({
  strength: 1,
  evidence: [{ kind: 'financial', refId: null, label, occurredOn, detail }],
});

/**
 * Total assets crossed the threshold from below at a quarter end in the window (below it the
 * quarter before, at or above it then); the latest crossing is the evidence.
 */
export const assetThresholdEvaluator: Evaluator<'asset_threshold'> = async (context, params, period) => {
  const reading: ElementReading = new Map();
  const turn = cooperativeTurns();
  // Latest quarter first, so the first crossing found per institution is its latest.
  for (let back = 0; back < params.within_quarters; back++) {
    const quarter = addQuarters(period, -back);
    const before = addQuarters(quarter, -1);
    const now = await context.financials.values('total_assets', quarter);
    const then = await context.financials.values('total_assets', before);
    for (const [id, value] of now) {
      await turn();
      const previous = then.get(id);
      if (reading.has(id) || previous === undefined) continue;
      if (previous < params.threshold && value >= params.threshold) {
        reading.set(
          id,
          found(
            quarter,
            `Total assets crossed ${formatCompactThousands(params.threshold)} in ${quarterLabel(quarter)}`,
            `${formatCompactThousands(previous)} at ${quarterLabel(before)}, ${formatCompactThousands(value)} at ${quarterLabel(quarter)}`,
          ),
        );
      }
    }
  }
  return reading;
};

/** Total assets grew at least min_growth_pct over the window's quarters. */
export const assetGrowthEvaluator: Evaluator<'asset_growth'> = async (context, params, period) => {
  const start = addQuarters(period, -params.over_quarters);
  const now = await context.financials.values('total_assets', period);
  const then = await context.financials.values('total_assets', start);
  const reading: ElementReading = new Map();
  const turn = cooperativeTurns();
  for (const [id, value] of now) {
    await turn();
    const previous = then.get(id);
    if (previous === undefined || !(previous > 0)) continue;
    const growth = (value / previous - 1) * 100;
    if (growth >= params.min_growth_pct) {
      reading.set(
        id,
        found(
          period,
          `Total assets grew ${growth.toFixed(1)}% over ${params.over_quarters} quarters`,
          `${formatCompactThousands(previous)} at ${quarterLabel(start)}, ${formatCompactThousands(value)} at ${quarterLabel(period)}`,
        ),
      );
    }
  }
  return reading;
};

/**
 * A ratio of expenses to revenue outside this range is an artefact of tiny or negative revenue, not
 * an efficiency anyone manages to.
 */
const SENSIBLE_EFFICIENCY = { min: 0, max: 3 } as const;
const sensible = (ratio: number | undefined): ratio is number =>
  ratio !== undefined && ratio > SENSIBLE_EFFICIENCY.min && ratio < SENSIBLE_EFFICIENCY.max;

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** The efficiency ratio (T12) rose by at least min_increase_pp percentage points over the window. */
export const efficiencyEvaluator: Evaluator<'efficiency_deterioration'> = async (context, params, period) => {
  const start = addQuarters(period, -params.over_quarters);
  const now = await context.financials.values('efficiency_ratio', period);
  const then = await context.financials.values('efficiency_ratio', start);
  const reading: ElementReading = new Map();
  const turn = cooperativeTurns();
  for (const [id, value] of now) {
    await turn();
    const previous = then.get(id);
    if (!sensible(value) || !sensible(previous)) continue;
    const rise = (value - previous) * 100;
    if (rise >= params.min_increase_pp) {
      reading.set(
        id,
        found(
          period,
          `Efficiency ratio rose ${rise.toFixed(1)} points over ${params.over_quarters} quarters`,
          `${percent(previous)} (T12) at ${quarterLabel(start)}, ${percent(value)} at ${quarterLabel(period)}`,
        ),
      );
    }
  }
  return reading;
};
