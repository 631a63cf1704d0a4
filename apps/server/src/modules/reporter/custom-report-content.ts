import {
  effectiveSetId,
  type FormatNode,
  METRIC_ELEMENT_TYPES,
  metricElementId,
  type ReportElement,
  SCOPE,
  SET_ID,
  type SetId,
  SPANS,
  type SpanId,
} from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { unprocessable } from '../../http/app-error.js';
import { metricByElementId } from '../../metrics/catalog/index.js';
import { displayFormat } from '../../metrics/display-format.js';
import { summarize } from '../../metrics/statistics.js';
import type { Actor } from '../identity/index.js';
import { valueLine } from './custom-value-lines.js';
import type { CustomReport } from './report-definition.js';
import type { ReportLine } from './report-lines.js';
import {
  type CurrentValues,
  computeMetricReport,
  type MetricReading,
  type MetricReportValues,
  reportPeriods,
} from './report-values.js';

export const isMetricElement = (
  element: ReportElement,
): element is Extract<ReportElement, { element_type: (typeof METRIC_ELEMENT_TYPES)[number] }> =>
  (METRIC_ELEMENT_TYPES as readonly string[]).includes(element.element_type);

/** An element with the id its line travels under, unique in the report, and where it sits. */
type PlacedElement = { element: ReportElement; id: number; header: string | null };

type ElementNode = Extract<FormatNode, { type: 'element' }>;

/**
 * Which report element a layout node places: the element of its type and id (ids repeat across
 * types: firmographic 3 and solution 3), or for a node written without a type the first of that id.
 */
function nodeTarget(report: CustomReport, node: ElementNode): number {
  return report.elements.findIndex(
    (e) => e.element_id === node.element_id && (!node.element_type || e.element_type === node.element_type),
  );
}

/** The line id of each report element: its element id the first time an id is met, else one of its own. */
function lineIds(report: CustomReport): number[] {
  const used = new Set<number>();
  return report.elements.map((element, position) => {
    const first = !used.has(element.element_id);
    used.add(element.element_id);
    return first
      ? element.element_id
      : metricElementId(`custom:${report.id}:${position}:${element.element_type}:${element.element_id}`);
  });
}

/**
 * The report's elements in layout order (those the layout does not place after, in report order),
 * each under the header last opened before it, as the view lays sections out.
 */
export function placeElements(report: CustomReport): PlacedElement[] {
  const headers = new Map<number, string>();
  const order = new Map<number, number>();
  let current: string | null = null;
  const visit = (node: FormatNode): void => {
    if (node.type === 'header') current = node.text.trim() || null;
    if (node.type === 'element') {
      const target = nodeTarget(report, node);
      if (target >= 0 && !order.has(target)) {
        order.set(target, order.size);
        if (current !== null) headers.set(target, current);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  for (const node of report.format) visit(node);
  const ids = lineIds(report);
  return report.elements
    .map((element, position) => ({
      element,
      id: ids[position] as number,
      header: headers.get(position) ?? null,
      rank: order.get(position) ?? Number.MAX_SAFE_INTEGER,
      position,
    }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ element, id, header }) => ({ element, id, header }));
}

/** The span and set of the view switches (the run's, or another the view asked for). */
export type ViewReading = { span: SpanId; set: SetId; fiType: string };

/**
 * How a metric element reads: with is_global_setting it follows the view's span and set switches
 * (and shows the trend, as every Reporter metric does); otherwise its own span, set and scope.
 * The merger set only applies to banks.
 */
function readingOf(
  element: Extract<ReportElement, { element_type: (typeof METRIC_ELEMENT_TYPES)[number] }>,
  view: ViewReading,
): { span: SpanId; set: SetId; trend: boolean; fixed: boolean } {
  const p = element.element_properties;
  if (p.is_global_setting)
    return { span: view.span, set: effectiveSetId(view.set, view.fiType), trend: true, fixed: false };
  return {
    span: p.span,
    set: effectiveSetId(p.set, view.fiType),
    trend: p.scope === SCOPE.TREND,
    fixed: true,
  };
}

/** "Return on Assets (T12)": an element with its own span says so, since the span switch leaves it be. */
function metricName(name: string, reading: { span: SpanId; set: SetId; fixed: boolean }): string {
  if (!reading.fixed) return name;
  const span = SPANS.find((s) => s.id === reading.span)?.name ?? '';
  return `${name} (${span}${reading.set === SET_ID.MERGER_RESTATED ? ', Merger Restated' : ''})`;
}

/** Names are how the view ties rows to lines: two lines of one name are told apart. */
function uniqueNames(lines: ReportLine[]): ReportLine[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const n = (seen.get(line.name) ?? 0) + 1;
    seen.set(line.name, n);
    return n === 1 ? line : { ...line, name: `${line.name} (${n})` };
  });
}

/**
 * The layout tree as the view reads it: the report's own, its element nodes naming their lines (and
 * graphs the lines of their metrics, numbers only), or its lines in order.
 */
function layoutTree(report: CustomReport, lines: readonly ReportLine[]): FormatNode[] {
  const charted = new Set(lines.filter((l) => !l.text).map((l) => l.id));
  const ids = lineIds(report);
  const metricLine = (metricId: number): number | undefined => {
    const position = report.elements.findIndex((e) => isMetricElement(e) && e.element_id === metricId);
    return position >= 0 ? ids[position] : undefined;
  };
  const place = (node: FormatNode): FormatNode => {
    const children = node.children?.map(place);
    const withChildren = children ? { ...node, children } : node;
    if (node.type === 'graph') {
      const metrics = node.metrics
        .map(metricLine)
        .filter((id): id is number => id !== undefined && charted.has(id));
      return { ...withChildren, type: 'graph', metrics };
    }
    if (node.type === 'element') {
      const target = nodeTarget(report, node);
      const id = target >= 0 ? (ids[target] as number) : node.element_id;
      return { type: 'element', id: node.id, element_id: id, ...(children ? { children } : {}) };
    }
    return withChildren;
  };
  if (report.format.length > 0) return report.format.map(place);
  return lines.map((l): FormatNode => ({ type: 'element', id: `e${l.id}`, element_id: l.id }));
}

export type CustomContentRequest = {
  report: CustomReport;
  /** Who reads it: segment sets and "leave out my institution" are theirs. */
  actor: Actor;
  institutionIds: readonly number[];
  peerIds: readonly number[];
  view: ViewReading;
};

/**
 * A custom report's values: its metric elements over the five quarters through the metric service
 * (each at its own span and set), then every other element read once at the latest data, with the
 * lines and layout kept beside them. `onChunk` hears progress as computeMetricReport reports it,
 * then once per other element.
 */
export async function computeCustomReport(
  database: Database,
  request: CustomContentRequest,
  onChunk?: (done: number, total: number) => Promise<void>,
): Promise<MetricReportValues> {
  const { report, view } = request;
  const placed = placeElements(report);
  const metricPlaces: (PlacedElement & {
    reading: ReturnType<typeof readingOf>;
    metric: MetricReading['metric'];
  })[] = [];
  const valuePlaces: PlacedElement[] = [];
  for (const place of placed) {
    if (!isMetricElement(place.element)) {
      valuePlaces.push(place);
      continue;
    }
    const metric = metricByElementId(place.element.element_id);
    if (!metric) {
      throw unprocessable(
        `The report uses a metric (${place.element.element_id}) that no longer exists. Edit the report to remove it.`,
      );
    }
    metricPlaces.push({ ...place, metric, reading: readingOf(place.element, view) });
  }
  const steps = valuePlaces.length;
  let metricTotal = 0;
  const values = await computeMetricReport(
    database,
    {
      metrics: metricPlaces.map((m) => ({ metric: m.metric, span: m.reading.span, set: m.reading.set })),
      institutionIds: request.institutionIds,
      peerIds: request.peerIds,
      periods: await reportPeriods(database, view.fiType),
    },
    async (done, total) => {
      metricTotal = total;
      await onChunk?.(done, total + steps);
    },
  );
  const current: CurrentValues = { values: [], vendorIds: [], medians: [] };
  const lineOf = new Map<number, ReportLine>();
  metricPlaces.forEach((m, index) => {
    lineOf.set(m.id, {
      id: m.id,
      name: metricName(m.metric.name, m.reading),
      header: m.header,
      format: displayFormat(m.metric),
      unit: m.metric.format,
      higherIsBetter: m.metric.higherIsBetter,
      source: 'metric',
      index,
      trend: m.reading.trend,
      text: false,
    });
  });
  const peerPositions = values.ids.map((_, i) => i).slice(values.institutionCount);
  for (const [index, place] of valuePlaces.entries()) {
    const line = await valueLine(database, request.actor, place.element, values.ids);
    current.values.push(line.cells);
    current.vendorIds.push(line.vendorIds);
    current.medians.push(
      line.text ? null : summarize(peerPositions.map((p) => line.cells[p] as number | null)).median,
    );
    lineOf.set(place.id, {
      id: place.id,
      name: line.name,
      header: place.header,
      format: line.format,
      unit: line.text ? 'Text' : line.format,
      higherIsBetter: null,
      source: 'value',
      index,
      trend: false,
      text: line.text,
    });
    await onChunk?.(metricTotal + index + 1, metricTotal + steps);
  }
  const lines = uniqueNames(placed.map((p) => lineOf.get(p.id) as ReportLine));
  return { ...values, lines, format: layoutTree(report, lines), current };
}

/**
 * A custom report's lines and layout as a run of it shows them, without reading any institution's
 * figures: its menu, its metric list and the industry reporter read these.
 */
export async function customReportLines(
  database: Database,
  actor: Actor,
  report: CustomReport,
  view: ViewReading,
): Promise<{ lines: ReportLine[]; format: FormatNode[] }> {
  const planned = await computeCustomReport(database, {
    report,
    actor,
    institutionIds: [],
    peerIds: [],
    view,
  });
  return { lines: planned.lines ?? [], format: planned.format ?? [] };
}
