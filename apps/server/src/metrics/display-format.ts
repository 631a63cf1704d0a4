import type { NumberFormatCode } from '@fin-atlas/domain';
import type { MetricDefinition } from './metric-definition.js';

/**
 * How reports and cards show a metric. Amounts are stored in $ thousands; "$1,385,192" would read as
 * $1.4 million when it is $1.4 billion, so they are shown in millions, the spec's
 * thousands-scaled-to-millions format: "$12.35M" for small amounts, whole millions ("$1,385M") from
 * $1,000M up (the domain's formatValue rule). Headline figures and chart axes read the same code in
 * compact units ("$1.4B", formatCompactValue). Whole-dollar amounts and every other format show as defined.
 */
export function displayFormat(metric: Pick<MetricDefinition, 'format' | 'wholeDollars'>): NumberFormatCode {
  return metric.format === 'C0' && metric.wholeDollars !== true ? 'C2M' : metric.format;
}
