import {
  type CellValue,
  formatValue,
  type MetricRow,
  type MetricValue,
  NOT_AVAILABLE,
  PEER_PAGE_SIZE,
  periodIdOf,
  quarterLabel,
  type ReportViewPage,
} from '@fin-atlas/domain';
import type { ReportContent } from './report-content.js';
import { formatOf, type ReportLine } from './report-lines.js';
import { sameVendorShare } from './report-technographics.js';
import type { MetricReportValues, ReportCell } from './report-values.js';
import {
  emptyRow,
  type InstitutionLabel,
  pageOf,
  type ViewBase,
  type ViewRequest,
} from './report-view-builder.js';

const VALUE_SLOTS = 5;
/** What an older quarter of a line that shows the latest alone holds: nothing, not a gap. */
const BLANK = '';

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

/** What every row of a metric report's view is made from. */
type LineViewContext = {
  content: ReportContent;
  values: MetricReportValues;
  lines: readonly ReportLine[];
  /** The index of the latest period. */
  last: number;
  label: (id: number) => InstitutionLabel;
  /** Positions in `values.ids` of the report's institutions, then of its peers. */
  institutionPositions: number[];
  peerPositions: number[];
  hasPeers: boolean;
  medianLabel: InstitutionLabel;
};

/** A line's own value at period p for the institution at `position` (a value line has the latest only). */
function cellAt(ctx: LineViewContext, line: ReportLine, p: number, position: number): ReportCell {
  if (line.source === 'metric') return ctx.values.values[line.index]?.[p]?.[position] ?? null;
  return p === ctx.last ? (ctx.values.current?.values[line.index]?.[position] ?? null) : null;
}

const numberOf = (cell: ReportCell): number | null => (typeof cell === 'number' ? cell : null);

/** A cell as the table shows it: numbers in the line's format, words as they are, NA for a gap. */
function shownAt(ctx: LineViewContext, line: ReportLine, p: number, position: number): string {
  if (line.source === 'metric') {
    return formattedColumn(ctx.values, line.index, p, line.format)[position] as string;
  }
  const cell = cellAt(ctx, line, p, position);
  return typeof cell === 'string' ? cell : formatValue(cell, line.format);
}

function medianAt(ctx: LineViewContext, line: ReportLine, p: number): number | null {
  if (line.source === 'metric') return ctx.values.medians[line.index]?.[p] ?? null;
  return p === ctx.last ? (ctx.values.current?.medians[line.index] ?? null) : null;
}

function nationalAt(ctx: LineViewContext, line: ReportLine, p: number, position: number): number | null {
  return line.source === 'metric' ? (ctx.values.national[line.index]?.[p]?.[position] ?? null) : null;
}

/** A technographic line: the share of peers on the institution's own vendor. */
function vendorShare(ctx: LineViewContext, line: ReportLine, position: number): number | null {
  const vendors = line.source === 'value' ? ctx.values.current?.vendorIds[line.index] : null;
  if (!vendors) return null;
  return sameVendorShare(
    ctx.peerPositions.map((p) => vendors[p]),
    vendors[position] ?? null,
  );
}

/** The Peer column of a line: the peers' median, or (technographics) the share on the same vendor. */
function peerCell(ctx: LineViewContext, line: ReportLine, position: number | null): string | null {
  if (!ctx.hasPeers) return null;
  if (line.text) {
    const share = position === null ? null : vendorShare(ctx, line, position);
    return share === null ? null : `${formatValue(share, 'P0')} on the same vendor`;
  }
  return formatValue(medianAt(ctx, line, ctx.last), line.format);
}

/** Line `line` over the five periods for the institution at `position`, or the peer median when null. */
function trendRowOf(ctx: LineViewContext, line: ReportLine, position: number | null): MetricRow {
  const periods = ctx.values.periods.map((_, p) => p);
  const shows = (p: number) => line.trend || p === ctx.last;
  const raw = periods.map((p) =>
    !shows(p) ? null : position === null ? medianAt(ctx, line, p) : numberOf(cellAt(ctx, line, p, position)),
  );
  const shown = periods.map((p) => {
    if (!shows(p)) return BLANK;
    if (position === null) return formatValue(medianAt(ctx, line, p), line.format);
    return shownAt(ctx, line, p, position);
  });
  const excel = periods.map((p): CellValue => {
    if (!shows(p)) return BLANK;
    const cell = position === null ? medianAt(ctx, line, p) : cellAt(ctx, line, p, position);
    return cell ?? NOT_AVAILABLE;
  });
  const pad = <T>(list: readonly T[], empty: T): T[] =>
    Array.from({ length: VALUE_SLOTS }, (_, i) => list[i - (VALUE_SLOTS - list.length)] ?? empty);
  const values = pad(raw, null);
  const texts = pad(shown, NOT_AVAILABLE);
  const who = position === null ? ctx.medianLabel : ctx.label(ctx.values.ids[position] as number);
  return {
    ...emptyRow(who, line.name),
    value1: texts[0] as string,
    value2: texts[1] as string,
    value3: texts[2] as string,
    value4: texts[3] as string,
    value5: texts[4] as string,
    raw_values: values,
    raw_value: values[VALUE_SLOTS - 1] ?? null,
    unformated_values: values,
    peer: peerCell(ctx, line, position),
    national_rank: position === null ? null : nationalAt(ctx, line, ctx.last, position),
    excel_values: pad(excel, NOT_AVAILABLE),
    format: line.format,
    group_name: position === null ? (ctx.content.peer_group?.name ?? null) : line.header,
    ...(line.source === 'value' && position !== null
      ? {
          metric_values: [
            {
              element_id: line.id,
              name: line.name,
              peer_vendor_ratio: vendorShare(ctx, line, position),
              value5: texts[4] as string,
              metric_id: line.id,
              space: false,
            },
          ],
        }
      : {}),
  };
}

/** Best first at period p: by the line's direction (descending without one), words A to Z, gaps last. */
function ranked(ctx: LineViewContext, line: ReportLine, p: number, positions: readonly number[]): number[] {
  return [...positions].sort((a, b) => {
    const x = cellAt(ctx, line, p, a);
    const y = cellAt(ctx, line, p, b);
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
    if (typeof x === 'string' || typeof y === 'string') return String(x).localeCompare(String(y));
    return line.higherIsBetter === false ? x - y : y - x;
  });
}

export function buildMetricView(
  reportId: number,
  lines: readonly ReportLine[],
  content: ReportContent,
  values: MetricReportValues,
  labels: ReadonlyMap<number, InstitutionLabel>,
  request: ViewRequest,
): ReportViewPage {
  const subject = values.ids[0];
  const ctx: LineViewContext = {
    content,
    values,
    lines,
    last: values.periods.length - 1,
    label: (id) => labels.get(id) ?? { id, name: String(id), city: null, state: null },
    institutionPositions: values.ids.slice(0, values.institutionCount).map((_, i) => i),
    peerPositions: values.ids.map((_, i) => i).slice(values.institutionCount),
    hasPeers: content.peer_group !== null,
    medianLabel: { id: content.peer_group?.id ?? subject ?? 1, name: 'Peer Median', city: null, state: null },
  };
  const base = lineViewBase(ctx, reportId, request);
  if (request.mode === 'multi') return multiMetricView(ctx, base);
  const line = lines.find((l) => l.id === request.metricId) ?? (lines[0] as ReportLine);
  if (request.mode === 'single') return singleMetricView(ctx, base, line);
  return periodView(ctx, base, line, request);
}

function lineViewBase(ctx: LineViewContext, reportId: number, request: ViewRequest): ViewBase {
  const { values, lines, content } = ctx;
  const format = formatOf(lines, values.format);
  const subject = values.ids[0];
  return {
    report_id: reportId,
    headers: values.periods.map(quarterLabel),
    score_metric_ids: [],
    bank_title: subject === undefined ? '' : ctx.label(subject).name,
    metrics_list: lines.map((l) => ({ id: l.id, name: l.name })),
    format,
    element_format: format,
    periodList: [...values.periods].reverse().map((p) => ({ id: periodIdOf(p), name: quarterLabel(p) })),
    display_formats: Object.fromEntries(lines.map((l) => [String(l.id), l.format])),
    report_view: request.mode,
    peer_group: content.peer_group,
    page_no: request.pageNo,
    page_count: 1,
    total_peers: ctx.peerPositions.length,
    is_technographics_only: false,
    current_metric_ids: lines.filter((l) => !l.trend).map((l) => l.id),
    text_metric_ids: lines.filter((l) => l.text).map((l) => l.id),
  };
}

/** Every line for the report's institutions, with the peer medians of its figures. */
function multiMetricView(ctx: LineViewContext, base: ViewBase): ReportViewPage {
  return {
    ...base,
    metrics: ctx.lines.flatMap((line) =>
      ctx.institutionPositions.map((position) => trendRowOf(ctx, line, position)),
    ),
    peer_metrics: ctx.hasPeers
      ? ctx.lines.filter((l) => !l.text).map((line) => trendRowOf(ctx, line, null))
      : [],
    peer_table: [],
    metric_id: null,
    period_id: null,
  };
}

/** One line for the report's institutions and every peer, best first on the latest period. */
function singleMetricView(ctx: LineViewContext, base: ViewBase, line: ReportLine): ReportViewPage {
  return {
    ...base,
    metrics: ctx.institutionPositions.map((position) => trendRowOf(ctx, line, position)),
    peer_metrics: ctx.hasPeers && !line.text ? [trendRowOf(ctx, line, null)] : [],
    peer_table: ranked(ctx, line, ctx.last, ctx.peerPositions).map((position) =>
      trendRowOf(ctx, line, position),
    ),
    metric_id: line.id,
    period_id: null,
  };
}

/** Every line at one quarter, the peers a page at a time, best first on the chosen line. */
function periodView(
  ctx: LineViewContext,
  base: ViewBase,
  line: ReportLine,
  request: ViewRequest,
): ReportViewPage {
  const p = request.periodIndex;
  const period = ctx.values.periods[p] as string;
  const sorted = ranked(ctx, line, p, ctx.peerPositions);
  return {
    ...base,
    headers: [quarterLabel(period)],
    metrics: ctx.institutionPositions.map((position) => periodRow(ctx, line, p, position)),
    peer_metrics: ctx.hasPeers ? [periodRow(ctx, line, p, null)] : [],
    peer_table: pageOf(sorted, request.pageNo).map((position) => periodRow(ctx, line, p, position)),
    page_count: Math.ceil(sorted.length / PEER_PAGE_SIZE),
    metric_id: line.id,
    period_id: periodIdOf(period),
  };
}

/** Every line at period p for the institution at `position`, or for the peer median when null. */
function periodRow(ctx: LineViewContext, line: ReportLine, p: number, position: number | null): MetricRow {
  const metricValues: MetricValue[] = ctx.lines.map((each) => ({
    element_id: each.id,
    name: each.name,
    peer_vendor_ratio: position === null ? null : vendorShare(ctx, each, position),
    value5:
      position === null
        ? each.text
          ? NOT_AVAILABLE
          : formatValue(medianAt(ctx, each, p), each.format)
        : shownAt(ctx, each, p, position),
    metric_id: each.id,
    space: false,
  }));
  const value = position === null ? medianAt(ctx, line, p) : numberOf(cellAt(ctx, line, p, position));
  const who = position === null ? ctx.medianLabel : ctx.label(ctx.values.ids[position] as number);
  const own = metricValues.find((v) => v.metric_id === line.id)?.value5 ?? null;
  return {
    ...emptyRow(who, line.name),
    value5: own,
    raw_values: [value],
    raw_value: value,
    unformated_values: [value],
    peer: line.text || !ctx.hasPeers ? null : formatValue(medianAt(ctx, line, p), line.format),
    national_rank: position === null ? null : nationalAt(ctx, line, p, position),
    excel_values: [
      position === null ? (value ?? NOT_AVAILABLE) : (cellAt(ctx, line, p, position) ?? NOT_AVAILABLE),
    ],
    format: line.format,
    group_name: position === null ? (ctx.content.peer_group?.name ?? null) : null,
    metric_values: metricValues,
  };
}
