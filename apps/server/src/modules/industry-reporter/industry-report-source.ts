import { INDUSTRY_REPORTER_LIMITS, MESSAGES } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { notFound, unprocessable } from '../../http/app-error.js';
import type { FinancialFiType, MetricDefinition } from '../../metrics/metric-definition.js';
import type { Actor } from '../identity/index.js';
import {
  listEntry,
  type ReportDefinition,
  reportMetricElements,
  reportsForActor,
  resolveReport,
} from '../reporter/index.js';

export const INDUSTRY_REPORT_NOT_FOUND = 'Report not found.';

/** A report as the industry reporter aggregates it: its metrics under their headers, in order. */
export type IndustryReportSource = {
  id: number;
  name: string;
  /** Whose formulas its metrics read first; 'both' for reports written for every type. */
  fiType: FinancialFiType | 'both';
  category: string;
  metrics: { metric: MetricDefinition; header: string }[];
};

function formulaTypeOf(report: ReportDefinition): FinancialFiType | 'both' {
  if (report.kind === 'metrics') return report.formulaType;
  if (report.kind === 'custom') {
    if (report.fiType === 'both') return 'both';
    return report.fiType === 'credit_union' ? 'credit_union' : 'bank';
  }
  return 'both';
}

/**
 * A report's metrics once each, in its order. An industry report reads every metric at the run's
 * span and set: a custom report's element that fixes its own span is aggregated at the run's, since
 * the groups, not the element, decide what is comparable.
 */
function sourceOf(report: ReportDefinition): IndustryReportSource {
  const seen = new Set<string>();
  const metrics = reportMetricElements(report).flatMap(({ metric, header }) => {
    if (seen.has(metric.id)) return [];
    seen.add(metric.id);
    return [{ metric, header: header ?? report.name }];
  });
  return {
    id: report.id,
    name: report.name,
    fiType: formulaTypeOf(report),
    category: listEntry(report).category,
    metrics,
  };
}

/**
 * The reports an industry report can aggregate for the caller: Reporter's built-in metric reports
 * and the custom reports they may run that hold metrics (technographic reports have no figures to sum).
 */
export async function industryReportChoices(
  database: Database,
  actor: Actor,
): Promise<IndustryReportSource[]> {
  const reports = await reportsForActor(database, actor, null);
  return reports.map(sourceOf).filter((r) => r.metrics.length > 0);
}

/**
 * The one place a report id becomes the metrics an industry report computes: 'Please select
 * Report.' without one, 404 for a report the caller may not run or that has no metrics, and a bound
 * on how many metrics one run computes.
 */
export async function industryReport(
  database: Database,
  actor: Actor,
  id: number | null,
): Promise<IndustryReportSource> {
  if (id === null) throw unprocessable(MESSAGES.selection.selectReport);
  const source = sourceOf(await resolveReport(database, actor, id));
  if (source.metrics.length === 0) throw notFound(INDUSTRY_REPORT_NOT_FOUND);
  if (source.metrics.length > INDUSTRY_REPORTER_LIMITS.maxMetrics) {
    throw unprocessable(
      `Validation failed. An industry report computes at most ${INDUSTRY_REPORTER_LIMITS.maxMetrics} metrics.`,
    );
  }
  return source;
}
