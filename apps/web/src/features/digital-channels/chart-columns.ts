import {
  blankPlaceholderProduct,
  DIGITAL_FEATURES,
  type DigitalChannelsColumn,
  type DigitalChannelsResult,
  type DigitalChannelsRow,
  type NumberFormatCode,
} from '@fin-atlas/domain';

// Which of a result's columns each chart draws. The table shows every column; a chart shows the
// measure the report is about (shares, adoption, ratings), never the change columns beside it.

const CHANGE = /change|gain|loss|diff|delta/i;

const isChange = (c: DigitalChannelsColumn) => CHANGE.test(`${c.group ?? ''} ${c.label} ${c.key}`);
export const isPercentFormat = (format: NumberFormatCode) => format.startsWith('P');
const mentions = (c: DigitalChannelsColumn, word: RegExp) => word.test(`${c.key} ${c.label}`);

/** The result's format of a column: data_format wins over the column's own. */
export function formatOf(result: Pick<DigitalChannelsResult, 'data_format'>, column: DigitalChannelsColumn) {
  return result.data_format[column.key] ?? column.format;
}

/** Market share: the share of each period given (current, previous, beginning), current first. */
export function shareColumns(columns: readonly DigitalChannelsColumn[]): DigitalChannelsColumn[] {
  const percents = columns.filter((c) => !isChange(c) && isPercentFormat(c.format));
  const named = percents.filter((c) => mentions(c, /share/i));
  return (named.length > 0 ? named : percents).slice(0, 3);
}

const FEATURE_NAMES = new Set<string>(DIGITAL_FEATURES.map((f) => f.name));

/**
 * Feature adoption: one column per feature. Features head either the columns (under a period group,
 * the first period being the current one) or the groups (the first column of each, the current one).
 */
export function featureColumns(columns: readonly DigitalChannelsColumn[]): DigitalChannelsColumn[] {
  const usable = columns.filter((c) => !isChange(c));
  const byLabel = usable.filter((c) => FEATURE_NAMES.has(c.label));
  if (byLabel.length > 0) return byLabel.filter((c) => c.group === byLabel[0]?.group);
  const byGroup = new Map<string, DigitalChannelsColumn>();
  for (const c of usable)
    if (c.group && FEATURE_NAMES.has(c.group) && !byGroup.has(c.group)) byGroup.set(c.group, c);
  if (byGroup.size > 0) return [...byGroup.values()];
  return usable.filter((c) => isPercentFormat(c.format));
}

/** The name a feature column stands for: the feature it is about. */
export function featureName(column: DigitalChannelsColumn): string {
  return column.group && FEATURE_NAMES.has(column.group) ? column.group : column.label;
}

/** Satisfaction: the rating columns (overall, or per client size group), not the rating counts. */
export function ratingColumns(columns: readonly DigitalChannelsColumn[]): DigitalChannelsColumn[] {
  const usable = columns.filter((c) => !isChange(c) && c.format !== 'N0');
  const named = usable.filter((c) => mentions(c, /rating|score/i));
  return named.length > 0 ? named : usable.slice(0, 1);
}

/** Trend: one column per period, in the order given; the share columns when periods carry several. */
export function trendColumns(columns: readonly DigitalChannelsColumn[]): DigitalChannelsColumn[] {
  const usable = columns.filter((c) => !isChange(c));
  const percents = usable.filter((c) => isPercentFormat(c.format));
  return percents.length > 0 ? percents : usable;
}

/**
 * What each picked column is called on a chart: its label when those differ, else its group (the
 * period when every period has a 'Share' column), else both.
 */
export function columnNames(columns: readonly DigitalChannelsColumn[]): string[] {
  const distinct = (names: string[]) => new Set(names).size === names.length;
  const labels = columns.map((c) => c.label);
  if (distinct(labels)) return labels;
  const groups = columns.map((c) => c.group ?? '');
  if (groups.every(Boolean) && distinct(groups)) return groups;
  return columns.map((c) => [c.group, c.label].filter(Boolean).join(' '));
}

/** A row's name on charts and in the table: the vendor, with its product when there is a real one. */
export function rowName(row: Pick<DigitalChannelsRow, 'vendor_name' | 'product_name'>): string {
  const product = blankPlaceholderProduct(row.product_name);
  return product ? `${row.vendor_name} · ${product}` : row.vendor_name;
}

/** A cell as a number, or null when the server sent none. */
export function cellNumber(row: DigitalChannelsRow, key: string): number | null {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A cell as a chart draws it: the server's percent cells already hold percent points (12.5 is 12.5%). */
export function chartValue(row: DigitalChannelsRow, column: DigitalChannelsColumn) {
  return cellNumber(row, column.key);
}
