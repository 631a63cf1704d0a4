import {
  type CellValue,
  EXCEL_NUMBER_FORMATS,
  EXCEL_PEER_COLUMNS,
  EXCEL_VALUE_COLUMN_COUNT,
  type MetricRow,
  type MetricValue,
  type NumberFormatCode,
  type ReportViewPage,
} from '@fin-atlas/domain';
import type { SheetColumn, SheetRow, SheetSpec } from '../downloads';
import { layoutMetrics, reportLayout } from './report-layout';

// Percentiles are whole numbers 0-100 whatever the metric's own format.
const PERCENTILE_FORMAT = '0.0';
const RATIO_FORMAT = EXCEL_NUMBER_FORMATS.P1;

const numFmtOf = (code: NumberFormatCode | undefined) => (code ? EXCEL_NUMBER_FORMATS[code] : undefined);

/** The five period figures of a row as numbers for Excel ('NA' stays as the server wrote it). */
export function periodCells(row: MetricRow): CellValue[] {
  return Array.from({ length: EXCEL_VALUE_COLUMN_COUNT }, (_, i) =>
    row.excel_values.length > i ? (row.excel_values[i] ?? null) : (row.raw_values[i] ?? null),
  );
}

/** The latest figure of a row, as a number when there is one (the peer median's column). */
export function latestCell(row: MetricRow | null | undefined): CellValue {
  if (!row) return null;
  const last = EXCEL_VALUE_COLUMN_COUNT - 1;
  return row.raw_values[last] ?? row.raw_value ?? row.excel_values[last] ?? null;
}

function valueColumns(headers: readonly string[], showPeers: boolean): SheetColumn[] {
  const periods = Array.from({ length: EXCEL_VALUE_COLUMN_COUNT }, (_, i) => ({
    header: headers[i] ?? `Period ${i + 1}`,
    kind: 'value' as const,
  }));
  if (!showPeers) return periods;
  const [peer, percentile] = EXCEL_PEER_COLUMNS;
  return [
    ...periods,
    { header: peer, kind: 'value' },
    { header: percentile, kind: 'value', numFmt: PERCENTILE_FORMAT },
  ];
}

function peerCells(row: MetricRow, peer: MetricRow | null, showPeers: boolean): CellValue[] {
  return showPeers ? [peer ? latestCell(peer) : row.peer, row.national_rank] : [];
}

/** Multi metric: every metric of the report for each selected institution, under its section. */
export function multiMetricSheet(
  view: ReportViewPage,
  options: { name: string; showPeers: boolean },
): SheetSpec {
  const columns: SheetColumn[] = [
    { header: 'ID', kind: 'id' },
    { header: 'Institution', kind: 'text' },
    { header: 'Metric', kind: 'text' },
    ...valueColumns(view.headers, options.showPeers),
  ];
  const rows: SheetRow[] = [];
  for (const section of reportLayout(view)) {
    if (section.title) rows.push({ cells: [section.title], heading: true });
    for (const entry of section.entries) {
      if (entry.kind !== 'metric') continue;
      for (const row of entry.rows) {
        rows.push({
          cells: [
            row.bank_id,
            row.bank_name,
            entry.name,
            ...periodCells(row),
            ...peerCells(row, entry.peer, options.showPeers),
          ],
          numFmt: numFmtOf(view.display_formats[String(entry.id)] ?? row.format),
        });
      }
    }
  }
  return { kind: 'multi_metric', sheetName: options.name, columns, rows };
}

/** Single metric: the selected institutions, the peer median, then every peer, over five periods. */
export function singleMetricSheet(
  view: ReportViewPage,
  options: { name: string; metricId: number; showPeers: boolean },
): SheetSpec {
  const metric = layoutMetrics(reportLayout(view)).find((m) => m.id === options.metricId);
  const numFmt = numFmtOf(view.display_formats[String(options.metricId)] ?? metric?.rows[0]?.format);
  const columns: SheetColumn[] = [
    { header: 'ID', kind: 'id' },
    { header: 'Institution', kind: 'text' },
    { header: 'City', kind: 'text' },
    { header: 'State', kind: 'text' },
    ...valueColumns(view.headers, options.showPeers),
  ];
  const line = (row: MetricRow, name = row.bank_name): SheetRow => ({
    cells: [
      row.bank_id,
      name,
      row.bank_city,
      row.bank_state,
      ...periodCells(row),
      ...peerCells(row, metric?.peer ?? null, options.showPeers),
    ],
    numFmt,
  });
  const rows: SheetRow[] = (metric?.rows ?? []).map((row) => line(row));
  if (metric?.peer) {
    const peer = metric.peer;
    rows.push({
      cells: [null, peer.bank_name || 'Peer median', null, null, ...periodCells(peer)],
      numFmt,
    });
  }
  if (view.peer_table.length > 0) {
    rows.push({ cells: ['Peers'], heading: true });
    for (const row of view.peer_table) rows.push(line(row));
  }
  return { kind: 'single_metric', sheetName: options.name, columns, rows };
}

/**
 * The number behind a figure the server formatted (period view cells travel formatted only), to
 * the precision shown: '12.34%' is 0.1234, '$1,235M' is 1,235,000 thousands, '1,234.50' is 1234.5.
 * Text that is not a figure ('NA') stays as it is, and becomes 'NA' in the sheet.
 */
export function figureOfText(value: CellValue | undefined, code: NumberFormatCode | undefined): CellValue {
  if (value === undefined) return null;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const match = /^(-)?\$?(-)?([\d,]*\.?\d+)(%|M)?$/.exec(text);
  if (!match) return value;
  const sign = match[1] || match[2] ? -1 : 1;
  const number = sign * Number((match[3] as string).replaceAll(',', ''));
  if (!Number.isFinite(number)) return value;
  // Fifteen significant digits drop the binary noise of the division (1.3 / 100).
  if (match[4] === '%') return Number((number / 100).toPrecision(15));
  if (match[4] === 'M' || code === 'C0M' || code === 'C2M') return Number((number * 1000).toPrecision(15));
  return number;
}

/** The figure of one metric (or service) at the view's period in a row of the period table. */
export function periodValue(row: MetricRow, metricId: number): MetricValue | undefined {
  return row.metric_values?.find((v) => v.metric_id === metricId || v.element_id === metricId);
}

/** Period: institutions then peers, one column per metric, at the chosen quarter. */
export function periodSheet(view: ReportViewPage, options: { name: string }): SheetSpec {
  const metrics = view.metrics_list;
  const columns: SheetColumn[] = [
    { header: 'ID', kind: 'id' },
    { header: 'Institution', kind: 'text' },
    { header: 'City', kind: 'text' },
    { header: 'State', kind: 'text' },
    ...metrics.map((m) => ({
      header: m.name,
      kind: 'value' as const,
      numFmt: numFmtOf(view.display_formats[String(m.id)]),
    })),
  ];
  const line = (row: MetricRow): SheetRow => ({
    cells: [
      row.bank_id,
      row.bank_name,
      row.bank_city,
      row.bank_state,
      ...metrics.map((m) =>
        figureOfText(periodValue(row, m.id)?.value5 ?? null, view.display_formats[String(m.id)]),
      ),
    ],
  });
  const pinned = [...view.metrics, ...view.peer_metrics].filter((r) => r.metric_values);
  const rows: SheetRow[] = pinned.map(line);
  if (view.peer_table.length > 0) {
    rows.push({ cells: ['Peers'], heading: true });
    for (const row of view.peer_table) rows.push(line(row));
  }
  return { kind: 'period', sheetName: options.name, columns, rows };
}

/** Multi service: each institution's vendor and product for every service of the report. */
export function multiServiceSheet(
  view: ReportViewPage,
  options: { name: string; showPeers: boolean },
): SheetSpec {
  const columns: SheetColumn[] = [
    { header: 'ID', kind: 'id' },
    { header: 'Institution', kind: 'text' },
    { header: 'Service', kind: 'text' },
    { header: 'Vendor - Product', kind: 'text' },
    ...(options.showPeers
      ? [{ header: 'Peers with the same vendor', kind: 'value' as const, numFmt: RATIO_FORMAT }]
      : []),
  ];
  const rows: SheetRow[] = [];
  for (const row of view.metrics) {
    for (const service of row.metric_values ?? []) {
      if (service.space) continue;
      rows.push({
        cells: [
          row.bank_id,
          row.bank_name,
          service.name,
          service.value5,
          ...(options.showPeers ? [service.peer_vendor_ratio] : []),
        ],
      });
    }
  }
  return { kind: 'multi_service', sheetName: options.name, columns, rows };
}

/** Single service: who among the institutions and their peers runs which vendor's product. */
export function singleServiceSheet(
  view: ReportViewPage,
  options: { name: string; serviceId: number },
): SheetSpec {
  const columns: SheetColumn[] = [
    { header: 'ID', kind: 'id' },
    { header: 'Institution', kind: 'text' },
    { header: 'City', kind: 'text' },
    { header: 'State', kind: 'text' },
    { header: 'Vendor - Product', kind: 'text' },
  ];
  const line = (row: MetricRow): SheetRow => ({
    cells: [
      row.bank_id,
      row.bank_name,
      row.bank_city,
      row.bank_state,
      periodValue(row, options.serviceId)?.value5 ?? null,
    ],
  });
  const rows: SheetRow[] = view.metrics.map(line);
  if (view.peer_table.length > 0) {
    rows.push({ cells: ['Peers'], heading: true });
    for (const row of view.peer_table) rows.push(line(row));
  }
  return { kind: 'single_service', sheetName: options.name, columns, rows };
}
