import { NOT_AVAILABLE, NOT_RESEARCHED_LABEL, quarterLabel } from '@fin-atlas/domain';
import { csvLine } from '../../http/csv.js';
import { type MetricReport, reportMetrics } from './report-catalog.js';
import type { TechnographicReportValues } from './report-technographics.js';
import type { MetricReportValues } from './report-values.js';
import type { InstitutionLabel } from './report-view-builder.js';

const roleOf = (position: number, institutionCount: number) =>
  position < institutionCount ? 'Institution' : 'Peer';

const labelOf = (labels: ReadonlyMap<number, InstitutionLabel>, id: number) =>
  labels.get(id) ?? { id, name: String(id), city: null, state: null };

/**
 * Every metric for every institution and peer over the report's periods, one row per metric and
 * institution, raw numbers (ratios as fractions, amounts in $ thousands as filed), NA for a gap.
 */
export function metricReportCsv(
  report: MetricReport,
  values: MetricReportValues,
  labels: ReadonlyMap<number, InstitutionLabel>,
): { csv: string; rowCount: number } {
  const entries = reportMetrics(report);
  const lines = [
    csvLine([
      'Metric',
      'Section',
      'Format',
      'Institution ID',
      'Institution',
      'City',
      'State',
      'Role',
      ...values.periods.map(quarterLabel),
    ]),
  ];
  entries.forEach(({ metric, header }, m) => {
    values.ids.forEach((id, position) => {
      const who = labelOf(labels, id);
      const numbers = values.values[m]?.map((byPeriod) => byPeriod[position] ?? null) ?? [];
      lines.push(
        csvLine([
          metric.name,
          header,
          metric.format,
          id,
          who.name,
          who.city,
          who.state,
          roleOf(position, values.institutionCount),
          ...numbers.map((v) => v ?? NOT_AVAILABLE),
        ]),
      );
    });
  });
  return { csv: `${lines.join('\r\n')}\r\n`, rowCount: lines.length - 1 };
}

/** Every bank service for every institution and peer: the current vendor and product. */
export function technographicReportCsv(
  values: TechnographicReportValues,
  labels: ReadonlyMap<number, InstitutionLabel>,
): { csv: string; rowCount: number } {
  const lines = [
    csvLine([
      'Bank Service',
      'Section',
      'Institution ID',
      'Institution',
      'City',
      'State',
      'Role',
      'Vendor - Product',
    ]),
  ];
  for (const service of values.services) {
    values.ids.forEach((id, position) => {
      const who = labelOf(labels, id);
      lines.push(
        csvLine([
          service.name,
          service.header,
          id,
          who.name,
          who.city,
          who.state,
          roleOf(position, values.institutionCount),
          values.choices[String(id)]?.[String(service.id)]?.label ?? NOT_RESEARCHED_LABEL,
        ]),
      );
    });
  }
  return { csv: `${lines.join('\r\n')}\r\n`, rowCount: lines.length - 1 };
}
