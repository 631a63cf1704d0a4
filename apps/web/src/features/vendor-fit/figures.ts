import { type CellValue, type FitEvaluation, formatValue, NOT_AVAILABLE } from '@fin-atlas/domain';

/**
 * A variable's value as shown: a categorical one's level as it is, a numeric one in its format.
 * Anything missing or not a number where a number belongs reads NA (spec: non-numeric shows NA).
 */
export function variableText(value: CellValue, format: string): string {
  if (format === 'text') return typeof value === 'string' && value !== '' ? value : NOT_AVAILABLE;
  return formatValue(value, format);
}

/** "62nd": where the institution sits among the product's clients. */
export function percentileText(percentile: number | null): string {
  if (percentile === null || !Number.isFinite(percentile)) return NOT_AVAILABLE;
  const n = Math.round(percentile);
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The middle half of the product's clients, "$120M – $480M". */
export function rangeText(p25: CellValue, p75: CellValue, format: string): string {
  if (typeof p25 !== 'number' || typeof p75 !== 'number') return NOT_AVAILABLE;
  return `${formatValue(p25, format)} – ${formatValue(p75, format)}`;
}

/** A share of clients, 0..1, as a whole percent. */
export const shareText = (share: number | null): string =>
  share === null || !Number.isFinite(share) ? NOT_AVAILABLE : `${Math.round(share * 100)}%`;

export type Lean = 'favours' | 'against' | 'neutral';

/** Which way a variable's contribution leans: below a hundredth it is no evidence either way. */
export const leanOf = (contribution: number): Lean =>
  contribution > 0.01 ? 'favours' : contribution < -0.01 ? 'against' : 'neutral';

/** 0..100 score, 50 neutral, as the page writes it. */
export const scoreText = (score: number | null): string =>
  score === null || !Number.isFinite(score) ? NOT_AVAILABLE : score.toFixed(1);

/** A fit score (a share of the posterior, 0..100). */
export const fitScoreText = (score: number | null): string =>
  score === null || !Number.isFinite(score) ? NOT_AVAILABLE : `${score.toFixed(1)}%`;

const pct = (x: number) => `${Math.round(x * 100)}%`;

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
/** "Oct 1, 2024" from an ISO date. */
export const dateText = (iso: string): string => {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : day.format(date);
};

/** The model's accuracy in one sentence a user can judge the predictions by. */
export function accuracySentence(evaluation: FitEvaluation | null): string {
  if (!evaluation) return 'Too few institutions switched this solution recently to measure the accuracy yet.';
  return `On ${evaluation.holdout.toLocaleString('en-US')} institutions that switched between ${dateText(evaluation.window_start)} and ${dateText(evaluation.window_end)}, predicted from data before the switch, the new product was the top pick ${pct(evaluation.top1)} of the time and in the top three ${pct(evaluation.top3)} (the most common product for the asset band and FI type: ${pct(evaluation.baseline_top1)} and ${pct(evaluation.baseline_top3)}).`;
}

export const accuracyFigures = (evaluation: FitEvaluation) => ({
  top1: pct(evaluation.top1),
  top3: pct(evaluation.top3),
  baselineTop1: pct(evaluation.baseline_top1),
  baselineTop3: pct(evaluation.baseline_top3),
});
