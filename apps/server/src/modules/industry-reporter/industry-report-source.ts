import { INDUSTRY_REPORTER_LIMITS, MESSAGES } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { notFound, unprocessable } from '../../http/app-error.js';
import type { FinancialFiType, MetricDefinition } from '../../metrics/metric-definition.js';
import type { Actor } from '../identity/index.js';
import { BUILT_IN_REPORTS, builtInReport, reportMetrics } from '../reporter/index.js';

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

const FIN_REPORTS = 'fin_reports';

/**
 * The metric reports an industry report can aggregate: Reporter's built-in metric reports
 * (technographic reports have no figures to sum). Custom reports of the report writer join through
 * `industryReport` once Reporter resolves them.
 */
export function industryReportChoices(): IndustryReportSource[] {
  return BUILT_IN_REPORTS.flatMap((report) =>
    report.kind === 'metrics'
      ? [
          {
            id: report.id,
            name: report.name,
            fiType: report.formulaType,
            category: FIN_REPORTS,
            metrics: reportMetrics(report),
          },
        ]
      : [],
  );
}

/**
 * The one place a report id becomes the metrics an industry report computes: 'Please select
 * Report.' without one, 404 for a report that does not exist or has no metrics, and a bound on how
 * many metrics one run computes. Reporter's `resolveReport` (custom reports the caller may run)
 * replaces the built-in lookup here.
 */
export async function industryReport(
  _database: Database,
  _actor: Actor,
  id: number | null,
): Promise<IndustryReportSource> {
  if (id === null) throw unprocessable(MESSAGES.selection.selectReport);
  const report = builtInReport(id);
  if (report?.kind !== 'metrics') throw notFound(INDUSTRY_REPORT_NOT_FOUND);
  const metrics = reportMetrics(report);
  if (metrics.length > INDUSTRY_REPORTER_LIMITS.maxMetrics) {
    throw unprocessable(
      `Validation failed. An industry report computes at most ${INDUSTRY_REPORTER_LIMITS.maxMetrics} metrics.`,
    );
  }
  return { id: report.id, name: report.name, fiType: report.formulaType, category: FIN_REPORTS, metrics };
}
