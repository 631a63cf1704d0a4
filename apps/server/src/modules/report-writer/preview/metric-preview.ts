import {
  effectiveSetId,
  FI_TYPE_LABELS,
  type FiType,
  quarterLabel,
  REPORT_WRITER_SPAN_OPTIONS,
  type ReportElement,
  type ReportPreviewElement,
  type ReportWriterElement,
  SCOPE,
  SET_ID,
  type SetId,
} from '@fin-atlas/domain';
import { metricByElementId } from '../../../metrics/catalog/index.js';
import { displayFormat } from '../../../metrics/display-format.js';
import { addQuarters, type Period } from '../../../metrics/periods.js';
import type { EngineContext } from '../../fin-query/index.js';

/** Quarters of a 5-Period Trend. */
export const TREND_PERIODS = 5;

type MetricElement = Extract<
  ReportElement,
  { element_type: 'metrics' | 'common_metric' | 'financial_statements' | 'common_financial_statements' }
>;
type Row = EngineContext['universe']['rows'][number];

const spanLabel = (span: number) => REPORT_WRITER_SPAN_OPTIONS.find((s) => s.value === span)?.label ?? '';

function readingLabel(span: number, set: SetId): string {
  return set === SET_ID.MERGER_RESTATED
    ? `${spanLabel(span)}, Merger Restated`
    : `${spanLabel(span)}, As Reported`;
}

/**
 * Metric and statement elements on one institution, computed by the metric service at the type's
 * latest quarter (and the four before it for a 5-Period Trend) with each element's span and set (a
 * merger restated set only where the type has one). Elements sharing a span and set are one call.
 */
export async function metricPreviews(
  context: EngineContext,
  row: Row,
  elements: readonly MetricElement[],
  offered: (element: ReportElement) => ReportWriterElement | undefined,
): Promise<Map<ReportElement, ReportPreviewElement>> {
  const out = new Map<ReportElement, ReportPreviewElement>();
  const latest = context.universe.latestPeriod.get(row.fiType);
  const periods: Period[] = latest
    ? Array.from({ length: TREND_PERIODS }, (_, i) => addQuarters(latest, i - (TREND_PERIODS - 1)))
    : [];
  const groups = new Map<string, MetricElement[]>();
  for (const element of elements) {
    const { span, set } = element.element_properties;
    const key = `${span}|${effectiveSetId(set, row.fiType)}`;
    groups.set(key, [...(groups.get(key) ?? []), element]);
  }
  for (const group of groups.values()) {
    const first = group[0] as MetricElement;
    const span = first.element_properties.span;
    const set = effectiveSetId(first.element_properties.set, row.fiType) as SetId;
    const metrics = group.flatMap((e) => {
      const metric = metricByElementId(e.element_id);
      return metric ? [metric] : [];
    });
    const result =
      periods.length > 0 && metrics.length > 0
        ? await context.metrics.compute({
            metricIds: metrics.map((m) => m.id),
            institutions: [{ id: row.id, fiType: row.fiType }],
            periods,
            span,
            set,
          })
        : null;
    for (const element of group) {
      const metric = metricByElementId(element.element_id);
      const trend = element.element_properties.scope === SCOPE.TREND;
      const shown = trend ? periods : periods.slice(-1);
      const values = shown.map((p) =>
        metric ? (result?.cells.get(metric.id)?.get(p)?.get(row.id)?.value ?? null) : null,
      );
      const reports = offered(element)?.fi_types ?? [];
      const typeName = FI_TYPE_LABELS[row.fiType as FiType] ?? row.fiType;
      const note =
        reports.length > 0 && !reports.includes(row.fiType)
          ? `${typeName}s do not report ${metric?.name ?? 'this element'}.`
          : values.every((v) => v === null)
            ? `No value for ${shown.length > 1 ? 'these quarters' : 'this quarter'}.`
            : null;
      out.set(element, {
        element_id: element.element_id,
        element_type: element.element_type,
        name: metric?.name ?? offered(element)?.name ?? `Element ${element.element_id}`,
        periods: shown.map(quarterLabel),
        rows: [
          {
            label: readingLabel(span, set),
            format: metric ? displayFormat(metric) : null,
            values,
          },
        ],
        note,
      });
    }
  }
  return out;
}
