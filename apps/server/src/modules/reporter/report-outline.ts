import {
  DEFAULT_METRIC_SET_ID,
  DEFAULT_SPAN_ID,
  type MenuData,
  type ReportMetricListResponse,
  type SetId,
  type SpanId,
} from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { metricByElementId } from '../../metrics/catalog/index.js';
import type { MetricDefinition } from '../../metrics/metric-definition.js';
import type { Actor } from '../identity/index.js';
import { customReportLines, isMetricElement, placeElements } from './custom-report-content.js';
import { elementIdOf, reportMetrics } from './report-catalog.js';
import type { ReportDefinition } from './report-definition.js';
import { linesMenu, servicesMenu } from './report-layout.js';
import { builtInLines, type ReportLine } from './report-lines.js';
import { type ReportService, reportServices } from './report-technographics.js';

/** What a report shows, before it runs: its lines, or (technographic reports) its bank services. */
export type ReportOutline =
  | { kind: 'lines'; lines: ReportLine[] }
  | { kind: 'services'; services: ReportService[] };

export type OutlineOptions = { span?: SpanId; set?: SetId; fiType?: string | null };

/** The FI type a report's lines are named for when no institution is chosen. */
const outlineFiType = (report: ReportDefinition): string =>
  report.kind === 'custom' && report.fiType === 'credit_union' ? 'credit_union' : 'bank';

export async function reportOutline(
  database: Database,
  actor: Actor,
  report: ReportDefinition,
  options: OutlineOptions = {},
): Promise<ReportOutline> {
  if (report.kind === 'technographics') {
    return { kind: 'services', services: await reportServices(database, report) };
  }
  if (report.kind === 'metrics') return { kind: 'lines', lines: builtInLines(report) };
  const { lines } = await customReportLines(database, actor, report, {
    span: options.span ?? DEFAULT_SPAN_ID,
    set: options.set ?? DEFAULT_METRIC_SET_ID,
    fiType: options.fiType ?? outlineFiType(report),
  });
  return { kind: 'lines', lines };
}

export function outlineMenu(outline: ReportOutline): MenuData[] {
  return outline.kind === 'services' ? servicesMenu(outline.services) : linesMenu(outline.lines);
}

/**
 * The metric list of a report: its lines (id, name, section, format), or its bank services. For the
 * industry reporter only the lines it can aggregate: catalog metrics over quarters, not words or
 * figures read once (technographics, firmographics, contacts...).
 */
export function outlineMetricList(
  report: ReportDefinition,
  outline: ReportOutline,
  industryReporter: boolean,
): ReportMetricListResponse {
  if (outline.kind === 'services') {
    return {
      report_id: report.id,
      is_technographics_only: true,
      metrics: industryReporter
        ? []
        : outline.services.map((s) => ({ id: s.id, name: s.name, group_name: s.header, format: null })),
    };
  }
  return {
    report_id: report.id,
    is_technographics_only: false,
    metrics: outline.lines
      .filter((l) => !industryReporter || l.source === 'metric')
      .map((l) => ({ id: l.id, name: l.name, group_name: l.header ?? '', format: l.text ? null : l.format })),
  };
}

/** A metric element of a report: the catalog metric and the span and set it reads (null: the view's). */
export type ReportMetricElement = {
  /** The id the report's views and metric list give it. */
  id: number;
  metric: MetricDefinition;
  header: string | null;
  span: SpanId | null;
  set: SetId | null;
};

/**
 * The catalog metrics a report reads, in its order, with each element's own span and set (null
 * where the report's switches decide): what the industry reporter aggregates.
 */
export function reportMetricElements(report: ReportDefinition): ReportMetricElement[] {
  if (report.kind === 'technographics') return [];
  if (report.kind === 'metrics') {
    return reportMetrics(report).map(({ metric, header }) => ({
      id: elementIdOf(metric),
      metric,
      header,
      span: null,
      set: null,
    }));
  }
  return placeElements(report).flatMap(({ element, id, header }) => {
    if (!isMetricElement(element)) return [];
    const metric = metricByElementId(element.element_id);
    if (!metric) return [];
    const p = element.element_properties;
    return [
      {
        id,
        metric,
        header,
        span: p.is_global_setting ? null : p.span,
        set: p.is_global_setting ? null : p.set,
      },
    ];
  });
}
