import type { FormatNode, IdName, MetricRow, ReportViewPage, ReportViewResponse } from '@fin-atlas/domain';

export type LayoutMetric = {
  kind: 'metric';
  id: number;
  name: string;
  /** The selected institutions' rows for this metric, in report order. */
  rows: MetricRow[];
  /** The peer group's median row, when the server sent one. */
  peer: MetricRow | null;
  /** Its values are words (a vendor, a city, a segment): tables only, no chart. */
  text: boolean;
  /** It shows the latest period alone (a custom report's Current Period element, or a figure read once). */
  current: boolean;
};

export type LayoutGraph = { kind: 'graph'; key: string; metricIds: number[] };

export type LayoutSection = { key: string; title: string | null; entries: (LayoutMetric | LayoutGraph)[] };

type ViewParts = Pick<ReportViewResponse, 'element_format' | 'metrics_list' | 'metrics' | 'peer_metrics'> &
  Partial<Pick<ReportViewPage, 'text_metric_ids' | 'current_metric_ids'>>;

/** Rows name their metric, not its id: the metrics list ties the two together. */
function rowsByMetric(list: readonly IdName[], rows: readonly MetricRow[]): Map<number, MetricRow[]> {
  const idByName = new Map(list.map((m) => [m.name, m.id]));
  const byId = new Map<number, MetricRow[]>();
  for (const row of rows) {
    const id = idByName.get(row.name);
    if (id === undefined) continue;
    const bucket = byId.get(id) ?? [];
    bucket.push(row);
    byId.set(id, bucket);
  }
  return byId;
}

/**
 * The multi view's table as the report's layout tree arranges it: each header opens a section of
 * the metrics (and graphs) beneath it. A report without a layout lists its metrics in one section.
 */
export function reportLayout(view: ViewParts): LayoutSection[] {
  const rows = rowsByMetric(view.metrics_list, view.metrics);
  const peers = rowsByMetric(view.metrics_list, view.peer_metrics);
  const names = new Map(view.metrics_list.map((m) => [m.id, m.name]));
  const texts = new Set(view.text_metric_ids ?? []);
  const currents = new Set(view.current_metric_ids ?? []);
  const placed = new Set<number>();
  const sections: LayoutSection[] = [];
  let current: LayoutSection = { key: 'top', title: null, entries: [] };
  sections.push(current);

  const metric = (id: number): LayoutMetric => {
    placed.add(id);
    return {
      kind: 'metric',
      id,
      name: names.get(id) ?? rows.get(id)?.[0]?.name ?? `Metric ${id}`,
      rows: rows.get(id) ?? [],
      peer: peers.get(id)?.[0] ?? null,
      text: texts.has(id),
      current: currents.has(id),
    };
  };

  const visit = (node: FormatNode) => {
    if (node.type === 'header') {
      current = { key: node.id, title: node.text, entries: [] };
      sections.push(current);
    } else if (node.type === 'element') {
      if (names.has(node.element_id) || rows.has(node.element_id))
        current.entries.push(metric(node.element_id));
    } else if (node.type === 'graph') {
      // A graph charts figures: words (vendors, cities) have no place on an axis.
      const metricIds = node.metrics.filter((id) => !texts.has(id));
      if (metricIds.length > 0) current.entries.push({ kind: 'graph', key: node.id, metricIds });
    }
    for (const child of node.children ?? []) visit(child);
  };
  for (const node of view.element_format) visit(node);

  // Metrics the layout does not place still belong in the table, after the laid-out ones.
  const rest = view.metrics_list.filter((m) => !placed.has(m.id));
  if (rest.length > 0) {
    current = { key: 'other', title: sections.length > 1 ? 'Other metrics' : null, entries: [] };
    sections.push(current);
    for (const m of rest) current.entries.push(metric(m.id));
  }
  return sections.filter((s) => s.entries.length > 0);
}

/** Every metric of the layout in table order. */
export function layoutMetrics(sections: readonly LayoutSection[]): LayoutMetric[] {
  return sections.flatMap((s) => s.entries.filter((e): e is LayoutMetric => e.kind === 'metric'));
}

/** The metrics a chart can draw: figures, not words. */
export function chartableMetrics(sections: readonly LayoutSection[]): LayoutMetric[] {
  return layoutMetrics(sections).filter((m) => !m.text);
}
