import { formatCompactValue, type NumberFormatCode, ordinal } from '@fin-atlas/domain';

export type SentenceFacts = {
  title: string;
  format: NumberFormatCode;
  higherIsBetter: boolean | null;
  periodLabel: string;
  value: number | null;
  peerMedian: number | null;
  peerCount: number;
  peerPercentile: number | null;
  yearAgo: number | null;
};

// Cards are headline figures: money reads in compact units ("$372.9B"), the same text as the card's value.
const isPercent = (format: NumberFormatCode) => format.startsWith('P');

/** How far a value is from the median, in percentage points for ratios and in the unit otherwise. */
export function gapToMedian(value: number, median: number, format: NumberFormatCode): string {
  const gap = value - median;
  if (isPercent(format)) {
    const digits = Number(format[1]);
    const points = Math.abs(gap * 100).toFixed(digits);
    if (Number(points) === 0) return 'level with the peer median';
    return `${points} ${points === '1' || points === '1.0' || points === '1.00' ? 'point' : 'points'} ${gap > 0 ? 'above' : 'below'} the peer median`;
  }
  const text = formatCompactValue(Math.abs(gap), format);
  if (formatCompactValue(value, format) === formatCompactValue(median, format))
    return 'level with the peer median';
  return `${text} ${gap > 0 ? 'above' : 'below'} the peer median`;
}

function trendClause(facts: SentenceFacts, value: number): string {
  if (facts.yearAgo === null) return '';
  const then = formatCompactValue(facts.yearAgo, facts.format);
  if (then === formatCompactValue(value, facts.format)) return ', unchanged from a year ago';
  return `, ${value > facts.yearAgo ? 'up' : 'down'} from ${then} a year ago`;
}

const peers = (n: number) => `${n} ${n === 1 ? 'peer' : 'peers'}`;

/**
 * The sentence under a card, written from its numbers: where the institution ranks, how far it is
 * from the peer median and which way it moved over the year. Missing numbers are said, not guessed.
 */
export function cardSentence(facts: SentenceFacts): string {
  const { title, format, value, peerMedian, peerCount, peerPercentile, periodLabel } = facts;
  if (value === null) {
    const median =
      peerMedian === null
        ? ''
        : ` The peer median is ${formatCompactValue(peerMedian, format)} across ${peers(peerCount)}.`;
    return `${title} is not reported for ${periodLabel}.${median}`;
  }
  const valueText = formatCompactValue(value, format);
  const trend = trendClause(facts, value);
  if (peerCount === 0 || peerMedian === null || peerPercentile === null) {
    return `${title} of ${valueText} has no peer value to compare with for ${periodLabel}${trend}.`;
  }
  const gap = gapToMedian(value, peerMedian, format);
  const rounded = Math.round(peerPercentile);
  if (facts.higherIsBetter === null) {
    return `${title} of ${valueText} is at or above ${rounded}% of ${peers(peerCount)}, ${gap}${trend}.`;
  }
  return `${title} of ${valueText} ranks in the ${ordinal(rounded)} percentile of ${peers(peerCount)}, ${gap}${trend}.`;
}
