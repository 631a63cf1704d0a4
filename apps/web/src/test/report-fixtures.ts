import {
  formatValue,
  type MetricRow,
  NOT_AVAILABLE,
  type NumberFormatCode,
  type ReportViewPage,
} from '@fin-atlas/domain';

// Views shaped as the server builds them (report-view-builder), for the unit tests of this feature.

export const HEADERS = ['2024 Q2', '2024 Q3', '2024 Q4', '2025 Q1', '2025 Q2'];

export function metricRow(
  bank: { id: number; name: string },
  metric: { name: string; format: NumberFormatCode; group?: string },
  raw: (number | null)[],
  extra: Partial<MetricRow> = {},
): MetricRow {
  const shown = raw.map((v) => formatValue(v, metric.format));
  return {
    bank_id: bank.id,
    bank_name: bank.name,
    bank_city: 'Columbus',
    bank_state: 'OH',
    value1: shown[0] ?? null,
    value2: shown[1] ?? null,
    value3: shown[2] ?? null,
    value4: shown[3] ?? null,
    value5: shown[4] ?? null,
    raw_values: raw,
    raw_value: raw[4] ?? null,
    unformated_values: raw,
    peer: null,
    national_rank: null,
    excel_values: raw.map((v) => v ?? NOT_AVAILABLE),
    format: metric.format,
    name: metric.name,
    group_name: metric.group ?? null,
    ...extra,
  };
}

export function viewPage(extra: Partial<ReportViewPage>): ReportViewPage {
  return {
    report_id: 1,
    metrics: [],
    headers: HEADERS,
    peer_metrics: [],
    peer_table: [],
    score_metric_ids: [],
    bank_title: 'First Bank',
    metrics_list: [],
    metric_id: null,
    format: [],
    element_format: [],
    periodList: [],
    display_formats: {},
    period_id: null,
    report_view: 'multi',
    peer_group: { id: 3, name: 'Ohio peers', peer_count: 2 },
    page_no: 1,
    page_count: 1,
    total_peers: 0,
    is_technographics_only: false,
    ...extra,
  };
}

export const FIRST = { id: 11, name: 'First Bank' };
export const SECOND = { id: 12, name: 'Second Bank' };
export const ROA = { id: 101, name: 'Return on Assets', format: 'P2' as const, group: 'Profitability' };
export const ASSETS = { id: 102, name: 'Total Assets', format: 'C0M' as const, group: 'Size' };

/** A multi view of two metrics under two headers for two institutions, with peer medians. */
export function multiView(): ReportViewPage {
  const median = { id: 3, name: 'Peer Median' };
  return viewPage({
    metrics_list: [
      { id: ROA.id, name: ROA.name },
      { id: ASSETS.id, name: ASSETS.name },
    ],
    display_formats: { [String(ROA.id)]: 'P2', [String(ASSETS.id)]: 'C0M' },
    element_format: [
      {
        type: 'header',
        id: 'h1',
        text: 'Profitability',
        children: [{ type: 'element', id: 'm1', element_id: ROA.id }],
      },
      {
        type: 'header',
        id: 'h2',
        text: 'Size',
        children: [{ type: 'element', id: 'm2', element_id: ASSETS.id }],
      },
    ],
    metrics: [
      metricRow(FIRST, ROA, [0.011, 0.012, null, 0.0125, 0.013], { peer: '1.10%', national_rank: 71.5 }),
      metricRow(SECOND, ROA, [0.009, 0.01, 0.0101, 0.0099, 0.0102], { peer: '1.10%', national_rank: 40 }),
      metricRow(FIRST, ASSETS, [500_000, 510_000, 520_000, 530_000, 540_000], { national_rank: 80 }),
      metricRow(SECOND, ASSETS, [200_000, 205_000, 210_000, 215_000, 220_000], { national_rank: 30 }),
    ],
    peer_metrics: [
      metricRow(median, ROA, [0.01, 0.0105, 0.011, 0.0108, 0.011]),
      metricRow(median, ASSETS, [300_000, 305_000, 310_000, 315_000, 320_000]),
    ],
  });
}
