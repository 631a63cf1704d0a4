import {
  INDUSTRY_STATS,
  type IndustryReporterState,
  type IndustryReportMetric,
  type IndustryReportRow,
  type IndustryReportView,
  type IndustryStat,
  periodIdOf,
  SCOPE,
} from '@fin-atlas/domain';

/** A line of the report as shown: its label and colour, and where its figures are in the view. */
export type ShownRow = { row: IndustryReportRow; index: number; label: string; color: string };

/** What the options allow for this view (spec section 5: toggles disabled until they mean something). */
export type IndustryControls = {
  segmentsEnabled: boolean;
  segmentsShown: boolean;
  totalsEnabled: boolean;
  totalsShown: boolean;
  graphEnabled: boolean;
  graphShown: boolean;
  /** Merger restatement applies to banks only: off for credit-union groups and reports. */
  setEnabled: boolean;
  /** The quarter of single-period scope and of the quartile columns (index into view.periods). */
  periodIndex: number;
};

export function industryControls(view: IndustryReportView, state: IndustryReporterState): IndustryControls {
  const segmentsEnabled = view.segmentation !== null;
  const segmentsShown = segmentsEnabled && state.showSegments;
  const periodIndex = view.periods.findIndex((p) => periodIdOf(p) === state.periodId);
  const banksRead = view.metrics.some((m) => m.formula_type === 'bank');
  const onlyCreditUnions = view.groups.every((g) => g.fi_type === 'credit_union');
  return {
    segmentsEnabled,
    segmentsShown,
    // Without segments the totals are all there is to show.
    totalsEnabled: segmentsShown,
    totalsShown: !segmentsShown || state.showTotals,
    // A chart display is all graph; the graph above a table is the option.
    graphEnabled: state.displayType === 'table',
    graphShown: state.displayType === 'chart' || state.showGraph,
    setEnabled: banksRead && !onlyCreditUnions,
    periodIndex: periodIndex >= 0 ? periodIndex : view.periods.length - 1,
  };
}

/** A row's label: the group's name for its total, the segment's (with the group's when several) otherwise. */
export function rowLabel(view: IndustryReportView, row: IndustryReportRow): string {
  const group = view.groups[row.group_index]?.name ?? '';
  if (row.segment_id === null) return group;
  return view.groups.length > 1 ? `${group} · ${row.name}` : row.name;
}

/** The rows the toggles show, each with its colour from the series (repeating past its length). */
export function shownRows(
  view: IndustryReportView,
  controls: IndustryControls,
  colors: readonly string[],
): ShownRow[] {
  const shown = view.rows.flatMap((row, index) =>
    (row.segment_id === null ? controls.totalsShown : controls.segmentsShown) ? [{ row, index }] : [],
  );
  return shown.map(({ row, index }, i) => ({
    row,
    index,
    label: rowLabel(view, row),
    color: colors[i % colors.length] ?? '#4E79A7',
  }));
}

const STAT_INDEX = Object.fromEntries(INDUSTRY_STATS.map((s, i) => [s, i])) as Record<IndustryStat, number>;

/** One figure of the view: a statistic of a metric for a row at a period (null when none). */
export function figure(
  view: IndustryReportView,
  rowIndex: number,
  metricIndex: number,
  periodIndex: number,
  stat: IndustryStat,
): number | null {
  return view.values[rowIndex]?.[metricIndex]?.[periodIndex]?.[STAT_INDEX[stat]] ?? null;
}

/** The metrics shown: all in multi mode, the chosen one (or the first) in single mode. */
export function shownMetrics(
  view: IndustryReportView,
  state: IndustryReporterState,
): { metric: IndustryReportMetric; index: number }[] {
  const all = view.metrics.map((metric, index) => ({ metric, index }));
  if (state.metricMode === 'multi') return all;
  const chosen = all.find((m) => m.metric.id === state.metricId) ?? all[0];
  return chosen ? [chosen] : [];
}

/** Consecutive metrics under one header, for the table's section rows and the metric list. */
export function bySection<T extends { metric: IndustryReportMetric }>(
  metrics: readonly T[],
): { header: string; metrics: T[] }[] {
  const sections: { header: string; metrics: T[] }[] = [];
  for (const entry of metrics) {
    const last = sections.at(-1);
    if (last && last.header === entry.metric.header) last.metrics.push(entry);
    else sections.push({ header: entry.metric.header, metrics: [entry] });
  }
  return sections;
}

export const isTrend = (state: IndustryReporterState): boolean => state.scope === SCOPE.TREND;
