import {
  type CellValue,
  type FormatNode,
  formatValue,
  type MetricMode,
  type MetricRow,
  type MetricValue,
  NOT_AVAILABLE,
  NOT_RESEARCHED_LABEL,
  PEER_PAGE_SIZE,
  periodIdOf,
  quarterLabel,
  type ReportViewPage,
} from '@fin-atlas/domain';
import { displayFormat } from '../../metrics/display-format.js';
import type { MetricDefinition } from '../../metrics/metric-definition.js';
import { type BuiltInReport, elementIdOf, type MetricReport, reportMetrics } from './report-catalog.js';
import type { ReportContent } from './report-content.js';
import { reportFormat } from './report-layout.js';
import {
  peerVendorRatio,
  type ReportService,
  type TechnographicReportValues,
} from './report-technographics.js';
import type { MetricReportValues } from './report-values.js';

export type InstitutionLabel = { id: number; name: string; city: string | null; state: string | null };

export type ViewRequest = {
  mode: MetricMode;
  /** A metric element id (metric reports) or a bank service id (technographic reports). */
  metricId: number | null;
  /** Index into the content's periods (period view). */
  periodIndex: number;
  pageNo: number;
};

type Base = Omit<ReportViewPage, 'metrics' | 'peer_metrics' | 'peer_table' | 'metric_id' | 'period_id'>;

const VALUE_SLOTS = 5;

/**
 * Formatted values of a stored result, by metric and period, made once per result: a period page
 * formats every metric of hundreds of peers, and the result never changes.
 */
const formattedColumns = new WeakMap<MetricReportValues, Map<number, string[]>>();

function formattedColumn(values: MetricReportValues, m: number, p: number, format: string): string[] {
  let byColumn = formattedColumns.get(values);
  if (!byColumn) {
    byColumn = new Map();
    formattedColumns.set(values, byColumn);
  }
  const key = m * 64 + p;
  let column = byColumn.get(key);
  if (!column) {
    column = (values.values[m]?.[p] ?? []).map((v) => formatValue(v, format));
    byColumn.set(key, column);
  }
  return column;
}
const fill5 = <T>(list: readonly T[], empty: T): T[] =>
  Array.from({ length: VALUE_SLOTS }, (_, i) => list[i - (VALUE_SLOTS - list.length)] ?? empty);

function emptyRow(label: InstitutionLabel, name: string): MetricRow {
  return {
    bank_id: label.id,
    bank_name: label.name,
    bank_city: label.city,
    bank_state: label.state,
    value1: null,
    value2: null,
    value3: null,
    value4: null,
    value5: null,
    raw_values: [],
    raw_value: null,
    unformated_values: [],
    peer: null,
    national_rank: null,
    excel_values: [],
    format: 'N0',
    name,
    group_name: null,
  };
}

/** Five period values as a row: formatted for display, raw for charts, 'NA' for spreadsheets. */
function trendRow(
  label: InstitutionLabel,
  metric: MetricDefinition,
  groupName: string | null,
  raw: readonly (number | null)[],
  peer: number | null | undefined,
  national: number | null,
  formatted?: readonly string[],
): MetricRow {
  const values = fill5(raw, null);
  const shown = formatted
    ? fill5(formatted, NOT_AVAILABLE)
    : values.map((v) => formatValue(v, displayFormat(metric)));
  return {
    ...emptyRow(label, metric.name),
    value1: shown[0] as string,
    value2: shown[1] as string,
    value3: shown[2] as string,
    value4: shown[3] as string,
    value5: shown[4] as string,
    raw_values: values,
    raw_value: values[VALUE_SLOTS - 1] ?? null,
    unformated_values: values,
    peer: peer === undefined ? null : formatValue(peer, displayFormat(metric)),
    national_rank: national,
    excel_values: values.map((v): CellValue => v ?? NOT_AVAILABLE),
    format: displayFormat(metric),
    group_name: groupName,
  };
}

/** Best first: by the metric's direction (descending when it has none), gaps last. */
function byLatest(higherIsBetter: boolean | null) {
  return (a: number | null, b: number | null): number => {
    if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
    return higherIsBetter === false ? a - b : b - a;
  };
}

const pageOf = <T>(list: readonly T[], pageNo: number): T[] =>
  list.slice((pageNo - 1) * PEER_PAGE_SIZE, pageNo * PEER_PAGE_SIZE);

type MetricEntry = ReturnType<typeof reportMetrics>[number];

/** What every row of a metric report's view is made from. */
type MetricViewContext = {
  content: ReportContent;
  values: MetricReportValues;
  entries: MetricEntry[];
  elementIds: number[];
  /** The index of the latest period. */
  last: number;
  label: (id: number) => InstitutionLabel;
  /** Positions in `values.ids` of the report's institutions, then of its peers. */
  institutionPositions: number[];
  peerPositions: number[];
  hasPeers: boolean;
  medianLabel: InstitutionLabel;
};

export function buildMetricView(
  report: MetricReport,
  content: ReportContent,
  values: MetricReportValues,
  labels: ReadonlyMap<number, InstitutionLabel>,
  request: ViewRequest,
): ReportViewPage {
  const entries = reportMetrics(report);
  const subject = values.ids[0];
  const ctx: MetricViewContext = {
    content,
    values,
    entries,
    elementIds: entries.map(({ metric }) => elementIdOf(metric)),
    last: values.periods.length - 1,
    label: (id) => labels.get(id) ?? { id, name: String(id), city: null, state: null },
    institutionPositions: values.ids.slice(0, values.institutionCount).map((_, i) => i),
    peerPositions: values.ids.map((_, i) => i).slice(values.institutionCount),
    hasPeers: content.peer_group !== null,
    medianLabel: { id: content.peer_group?.id ?? subject ?? 1, name: 'Peer Median', city: null, state: null },
  };
  const base = metricViewBase(ctx, report, request);
  if (request.mode === 'multi') return multiMetricView(ctx, base);
  const chosen =
    request.metricId === null
      ? 0
      : entries.findIndex(({ metric }) => elementIdOf(metric) === request.metricId);
  const m = Math.max(0, chosen);
  if (request.mode === 'single') return singleMetricView(ctx, base, m);
  return periodView(ctx, base, m, request);
}

function metricViewBase(ctx: MetricViewContext, report: MetricReport, request: ViewRequest): Base {
  const { values, entries, content } = ctx;
  const format: FormatNode[] = reportFormat(report, []);
  const subject = values.ids[0];
  return {
    report_id: report.id,
    headers: values.periods.map(quarterLabel),
    score_metric_ids: [],
    bank_title: subject === undefined ? '' : ctx.label(subject).name,
    metrics_list: entries.map(({ metric }) => ({ id: elementIdOf(metric), name: metric.name })),
    format,
    element_format: format,
    periodList: [...values.periods].reverse().map((p) => ({ id: periodIdOf(p), name: quarterLabel(p) })),
    display_formats: Object.fromEntries(
      entries.map(({ metric }) => [String(elementIdOf(metric)), displayFormat(metric)]),
    ),
    report_view: request.mode,
    peer_group: content.peer_group,
    page_no: request.pageNo,
    page_count: 1,
    total_peers: ctx.peerPositions.length,
    is_technographics_only: false,
  };
}

/** Metric m over the five periods for the institution at `position`. */
function trendRowAt(ctx: MetricViewContext, m: number, position: number): MetricRow {
  const { values, last } = ctx;
  const entry = ctx.entries[m] as MetricEntry;
  const raw = values.values[m]?.map((byPeriod) => byPeriod[position] ?? null) ?? [];
  const national = values.national[m]?.[last]?.[position] ?? null;
  const peer = ctx.hasPeers ? (values.medians[m]?.[last] ?? null) : undefined;
  const shown = values.periods.map(
    (_, p) => formattedColumn(values, m, p, displayFormat(entry.metric))[position] as string,
  );
  return trendRow(
    ctx.label(values.ids[position] as number),
    entry.metric,
    entry.header,
    raw,
    peer,
    national,
    shown,
  );
}

/** Metric m over the five periods for the peer median. */
function medianTrendRow(ctx: MetricViewContext, m: number): MetricRow {
  const entry = ctx.entries[m] as MetricEntry;
  const medians = ctx.values.medians[m] ?? [];
  return trendRow(
    ctx.medianLabel,
    entry.metric,
    ctx.content.peer_group?.name ?? null,
    medians,
    medians[ctx.last],
    null,
  );
}

/** Every metric for the report's institutions, with the peer medians. */
function multiMetricView(ctx: MetricViewContext, base: Base): ReportViewPage {
  return {
    ...base,
    metrics: ctx.entries.flatMap((_, m) =>
      ctx.institutionPositions.map((position) => trendRowAt(ctx, m, position)),
    ),
    peer_metrics: ctx.hasPeers ? ctx.entries.map((_, m) => medianTrendRow(ctx, m)) : [],
    peer_table: [],
    metric_id: null,
    period_id: null,
  };
}

/** One metric for the report's institutions and every peer, best first on the latest period. */
function singleMetricView(ctx: MetricViewContext, base: Base, m: number): ReportViewPage {
  const { values, last } = ctx;
  const metric = (ctx.entries[m] as MetricEntry).metric;
  const sorted = [...ctx.peerPositions].sort((a, b) =>
    byLatest(metric.higherIsBetter)(
      values.values[m]?.[last]?.[a] ?? null,
      values.values[m]?.[last]?.[b] ?? null,
    ),
  );
  return {
    ...base,
    metrics: ctx.institutionPositions.map((position) => trendRowAt(ctx, m, position)),
    peer_metrics: ctx.hasPeers ? [medianTrendRow(ctx, m)] : [],
    peer_table: sorted.map((position) => trendRowAt(ctx, m, position)),
    metric_id: elementIdOf(metric),
    period_id: null,
  };
}

/** Every metric at one quarter, the peers a page at a time, best first on the chosen metric m. */
function periodView(ctx: MetricViewContext, base: Base, m: number, request: ViewRequest): ReportViewPage {
  const { values } = ctx;
  const metric = (ctx.entries[m] as MetricEntry).metric;
  const p = request.periodIndex;
  const period = values.periods[p] as string;
  const sorted = [...ctx.peerPositions].sort((a, b) =>
    byLatest(metric.higherIsBetter)(values.values[m]?.[p]?.[a] ?? null, values.values[m]?.[p]?.[b] ?? null),
  );
  return {
    ...base,
    headers: [quarterLabel(period)],
    metrics: ctx.institutionPositions.map((position) => periodRow(ctx, m, p, position)),
    peer_metrics: ctx.hasPeers ? [periodRow(ctx, m, p, null)] : [],
    peer_table: pageOf(sorted, request.pageNo).map((position) => periodRow(ctx, m, p, position)),
    page_count: Math.ceil(sorted.length / PEER_PAGE_SIZE),
    metric_id: elementIdOf(metric),
    period_id: periodIdOf(period),
  };
}

/** Every metric at period p for the institution at `position`, or for the peer median when null. */
function periodRow(ctx: MetricViewContext, m: number, p: number, position: number | null): MetricRow {
  const { values, entries, elementIds } = ctx;
  const metric = (entries[m] as MetricEntry).metric;
  const at = (k: number) =>
    position === null ? (values.medians[k]?.[p] ?? null) : (values.values[k]?.[p]?.[position] ?? null);
  const metricValues: MetricValue[] = entries.map(({ metric: each }, k) => ({
    element_id: elementIds[k] as number,
    name: each.name,
    peer_vendor_ratio: null,
    value5:
      position === null
        ? formatValue(at(k), displayFormat(each))
        : (formattedColumn(values, k, p, displayFormat(each))[position] as string),
    metric_id: elementIds[k] as number,
    space: false,
  }));
  const value = at(m);
  const who = position === null ? ctx.medianLabel : ctx.label(values.ids[position] as number);
  return {
    ...emptyRow(who, metric.name),
    value5: metricValues[m]?.value5 ?? null,
    raw_values: [value],
    raw_value: value,
    unformated_values: [value],
    peer: ctx.hasPeers ? formatValue(values.medians[m]?.[p] ?? null, displayFormat(metric)) : null,
    national_rank: position === null ? null : (values.national[m]?.[p]?.[position] ?? null),
    excel_values: [value ?? NOT_AVAILABLE],
    format: displayFormat(metric),
    group_name: position === null ? (ctx.content.peer_group?.name ?? null) : null,
    metric_values: metricValues,
  };
}

export function buildTechnographicView(
  report: BuiltInReport,
  content: ReportContent,
  values: TechnographicReportValues,
  labels: ReadonlyMap<number, InstitutionLabel>,
  request: ViewRequest,
): ReportViewPage {
  const services: ReportService[] = values.services;
  const format = reportFormat(report, services);
  const label = (id: number): InstitutionLabel =>
    labels.get(id) ?? { id, name: String(id), city: null, state: null };
  const subject = values.ids[0];
  const choiceOf = (id: number, serviceId: number) => values.choices[String(id)]?.[String(serviceId)];
  const base: Base = {
    report_id: report.id,
    headers: ['Vendor - Product'],
    score_metric_ids: [],
    bank_title: subject === undefined ? '' : label(subject).name,
    metrics_list: services.map((s) => ({ id: s.id, name: s.name })),
    format,
    element_format: format,
    periodList: [],
    display_formats: {},
    report_view: request.mode,
    peer_group: content.peer_group,
    page_no: request.pageNo,
    page_count: 1,
    total_peers: values.ids.length - values.institutionCount,
    is_technographics_only: true,
  };
  const selected = values.ids.slice(0, values.institutionCount);
  const peers = values.ids.slice(values.institutionCount);
  if (request.mode === 'multi') {
    return {
      ...base,
      metrics: selected.map((id) => ({
        ...emptyRow(label(id), report.name),
        metric_values: services.map((s) => {
          const choice = choiceOf(id, s.id);
          return {
            element_id: s.id,
            name: s.name,
            peer_vendor_ratio: peerVendorRatio(values, s.id, choice?.vendorId ?? null),
            value5: choice?.label ?? NOT_RESEARCHED_LABEL,
            metric_id: s.id,
            space: false,
          };
        }),
      })),
      peer_metrics: [],
      peer_table: [],
      metric_id: null,
      period_id: null,
    };
  }
  const service = services.find((s) => s.id === request.metricId) ?? (services[0] as ReportService);
  const serviceRow = (id: number): MetricRow => {
    const choice = choiceOf(id, service.id);
    const shown = choice?.label ?? NOT_RESEARCHED_LABEL;
    return {
      ...emptyRow(label(id), service.name),
      value5: shown,
      excel_values: [shown],
      group_name: service.header,
      metric_values: [
        {
          element_id: service.id,
          name: service.name,
          peer_vendor_ratio: peerVendorRatio(values, service.id, choice?.vendorId ?? null),
          value5: shown,
          metric_id: service.id,
          space: false,
        },
      ],
    };
  };
  const table = peers
    .map(serviceRow)
    .sort(
      (a, b) => String(a.value5).localeCompare(String(b.value5)) || a.bank_name.localeCompare(b.bank_name),
    );
  return {
    ...base,
    metrics: selected.map(serviceRow),
    peer_metrics: [],
    peer_table: table,
    metric_id: service.id,
    period_id: null,
  };
}
