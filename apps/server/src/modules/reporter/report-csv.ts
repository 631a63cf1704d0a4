import { NOT_AVAILABLE, NOT_RESEARCHED_LABEL, quarterLabel } from '@fin-atlas/domain';
import { csvLine } from '../../http/csv.js';
import type { ReportContent } from './report-content.js';
import type { ReportDefinition } from './report-definition.js';
import { linesOf, type ReportLine } from './report-lines.js';
import type { TechnographicReportValues } from './report-technographics.js';
import type { MetricReportValues, ReportCell } from './report-values.js';
import type { InstitutionLabel } from './report-view-builder.js';

/** Every value of a report as one table: the download's CSV and a subscription's CSV or XLSX. */
export type ReportTable = { header: string[]; rows: ReportCell[][] };

const roleOf = (position: number, institutionCount: number) =>
  position < institutionCount ? 'Institution' : 'Peer';

const labelOf = (labels: ReadonlyMap<number, InstitutionLabel>, id: number) =>
  labels.get(id) ?? { id, name: String(id), city: null, state: null };

/**
 * Every line for every institution and peer over the report's periods, one row per line and
 * institution, raw numbers (ratios as fractions, amounts in $ thousands as filed), NA for a gap; a
 * line that shows the latest period alone fills that column only, words as they are.
 */
export function metricReportTable(
  lines: readonly ReportLine[],
  values: MetricReportValues,
  labels: ReadonlyMap<number, InstitutionLabel>,
): ReportTable {
  const last = values.periods.length - 1;
  const rows: ReportCell[][] = [];
  for (const line of lines) {
    values.ids.forEach((id, position) => {
      const who = labelOf(labels, id);
      const cells = values.periods.map((_, p): ReportCell => {
        if (line.source === 'metric') {
          if (!line.trend && p !== last) return '';
          return values.values[line.index]?.[p]?.[position] ?? NOT_AVAILABLE;
        }
        return p === last ? (values.current?.values[line.index]?.[position] ?? NOT_AVAILABLE) : '';
      });
      const role = roleOf(position, values.institutionCount);
      rows.push([line.name, line.header, line.unit, id, who.name, who.city, who.state, role, ...cells]);
    });
  }
  return {
    header: [
      'Metric',
      'Section',
      'Format',
      'Institution ID',
      'Institution',
      'City',
      'State',
      'Role',
      ...values.periods.map(quarterLabel),
    ],
    rows,
  };
}

/** Every bank service for every institution and peer: the current vendor and product. */
export function technographicReportTable(
  values: TechnographicReportValues,
  labels: ReadonlyMap<number, InstitutionLabel>,
): ReportTable {
  const rows: ReportCell[][] = [];
  for (const service of values.services) {
    values.ids.forEach((id, position) => {
      const who = labelOf(labels, id);
      rows.push([
        service.name,
        service.header,
        id,
        who.name,
        who.city,
        who.state,
        roleOf(position, values.institutionCount),
        values.choices[String(id)]?.[String(service.id)]?.label ?? NOT_RESEARCHED_LABEL,
      ]);
    });
  }
  return {
    header: [
      'Bank Service',
      'Section',
      'Institution ID',
      'Institution',
      'City',
      'State',
      'Role',
      'Vendor - Product',
    ],
    rows,
  };
}

/** Every value of a computed report, whatever its kind. */
export function reportTable(
  report: ReportDefinition,
  content: ReportContent,
  labels: ReadonlyMap<number, InstitutionLabel>,
): ReportTable {
  const values = content.values;
  if (values.kind === 'technographics') return technographicReportTable(values, labels);
  return metricReportTable(linesOf(report.kind === 'metrics' ? report : null, values), values, labels);
}

export function tableCsv(table: ReportTable): { csv: string; rowCount: number } {
  const lines = [csvLine(table.header), ...table.rows.map((row) => csvLine(row))];
  return { csv: `${lines.join('\r\n')}\r\n`, rowCount: table.rows.length };
}
