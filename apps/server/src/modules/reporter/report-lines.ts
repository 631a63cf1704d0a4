import type { FormatNode, NumberFormatCode } from '@fin-atlas/domain';
import { displayFormat } from '../../metrics/display-format.js';
import { elementIdOf, type MetricReport, reportMetrics } from './report-catalog.js';
import type { MetricReportValues } from './report-values.js';

/**
 * One row of a metric report's view: a catalog metric over the report's quarters, or (custom
 * reports) an element read once at the latest data, such as a firmographic, a technographic
 * choice, a segment or a contact count.
 */
export type ReportLine = {
  /** The metric_id of menus, lists and views. */
  id: number;
  name: string;
  /** The section the layout puts it under. */
  header: string | null;
  /** How its numbers show (NumberFormatCode); words show as they are. */
  format: NumberFormatCode;
  /** The unit the CSV states for its raw figures: the catalog format, or 'Text'. */
  unit: string;
  higherIsBetter: boolean | null;
  /** 'metric': values.values[index] (five quarters); 'value': values.current.values[index]. */
  source: 'metric' | 'value';
  index: number;
  /** A trend line shows the five quarters; a current one the latest alone. */
  trend: boolean;
  /** Its values are words: no chart, no peer median. */
  text: boolean;
};

/** A built-in report's lines: its metrics in section order, each over five quarters. */
export function builtInLines(report: MetricReport): ReportLine[] {
  return reportMetrics(report).map(({ metric, header }, index) => ({
    id: elementIdOf(metric),
    name: metric.name,
    header,
    format: displayFormat(metric),
    unit: metric.format,
    higherIsBetter: metric.higherIsBetter,
    source: 'metric',
    index,
    trend: true,
    text: false,
  }));
}

/** The lines of a computed result: its own (custom reports), else the built-in report's. */
export function linesOf(report: MetricReport | null, values: MetricReportValues): ReportLine[] {
  return values.lines ?? (report ? builtInLines(report) : []);
}

/** The layout tree: a header per section grouping its lines, unless the result brings its own. */
export function formatOf(lines: readonly ReportLine[], own?: FormatNode[]): FormatNode[] {
  if (own) return own;
  const headers = [...new Set(lines.map((l) => l.header ?? ''))];
  return headers.map((header, h) => ({
    type: 'header',
    id: `h${h + 1}`,
    text: header,
    children: lines
      .filter((l) => (l.header ?? '') === header)
      .map((l): FormatNode => ({ type: 'element', id: `m${l.id}`, element_id: l.id })),
  }));
}
