import type { FormatNode } from '@fin-atlas/domain';
import { displayFormat } from '../../metrics/display-format.js';
import { elementIdOf, type MetricReport, reportMetrics } from './report-catalog.js';
import type { MetricReportValues, ReportLine } from './report-values.js';

export type { ReportLine } from './report-values.js';

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
