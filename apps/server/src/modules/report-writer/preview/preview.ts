import {
  isMetricElementType,
  queryTypeOf,
  type ReportElement,
  type ReportPreview,
  type ReportPreviewBody,
  reportElementKey,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { queryEngineFor } from '../../fin-query/index.js';
import type { Actor } from '../../identity/index.js';
import { checkReportContent } from '../report-checks.js';
import { elementPreview } from './element-preview.js';
import { metricPreviews } from './metric-preview.js';
import { sampleInstitution } from './sample-institution.js';

type MetricElement = Extract<
  ReportElement,
  { element_type: 'metrics' | 'common_metric' | 'financial_statements' | 'common_financial_statements' }
>;
const isMetric = (element: ReportElement): element is MetricElement =>
  isMetricElementType(element.element_type);

/**
 * The report being written, on one institution: each element's value at the latest quarter (five
 * quarters for a 5-Period Trend) with its span, set and scope, no peers. The elements are checked as
 * a save checks them first, so a bad element is a 422 and never a failed computation.
 */
export async function previewReport(
  database: Database,
  actor: Actor,
  body: ReportPreviewBody,
): Promise<ReportPreview> {
  const catalog = await checkReportContent(database, actor, body);
  const context = await queryEngineFor(database).context(actor, queryTypeOf(body.is_mbc));
  const sample = sampleInstitution(context, actor, {
    institutionId: body.institution_id ?? null,
    fiType: body.fi_type,
    isMbc: body.is_mbc,
  });
  const row = context.universe.rows[sample.position];
  if (!row) throw new Error('sample institution outside the universe');
  const offered = (element: ReportElement) => catalog.byKey.get(reportElementKey(element));
  const metrics = await metricPreviews(context, row, body.report_elements.filter(isMetric), offered);
  const elements: ReportPreview['elements'] = [];
  for (const element of body.report_elements) {
    const name = offered(element)?.name ?? `Element ${element.element_id}`;
    elements.push(
      metrics.get(element) ??
        (await elementPreview(database, actor, context, sample.position, element, name, body.is_mbc)),
    );
  }
  return {
    institution: { id: row.id, name: row.name, fi_type: row.fiType, city: row.city, state: row.state },
    chosen_by: sample.chosenBy,
    elements,
    data_as_of: context.universe.dataAsOf,
    is_demo: context.universe.isDemo,
  };
}
