import {
  type ChartType,
  DEFAULT_METRIC_SET_ID,
  DEFAULT_SPAN_ID,
  isMergerRestateAvailable,
  METRIC_MODES,
  type MenuData,
  type MetricMode,
  type SetId,
  type SpanId,
} from '@fin-atlas/domain';

/** What the left menu points at: a catalog metric, or a bank service of a technographic report. */
export type ViewSelection = { kind: 'metric'; id: number } | { kind: 'service'; id: number };

/** The report view's controls; every field but `periodId` is a control of the Report Options panel. */
export type ReportViewState = {
  mode: MetricMode;
  chartType: ChartType;
  spanId: SpanId;
  setId: SetId;
  /** The peer group the view compares with; starts as the one chosen for the run. */
  peerGroupId: number | null;
  showPeers: boolean;
  selection: ViewSelection | null;
  /** Quarter end as yyyymmdd in period view; null lets the server pick the latest. */
  periodId: number | null;
};

/**
 * What the report itself decides about which controls apply; `textSelected`: the metric chosen is
 * words (a custom report's vendor, city or segment), which no chart draws.
 */
export type ReportViewContext = { isTechnographic: boolean; fiType: string | null; textSelected?: boolean };

export type ReportViewAction =
  | { type: 'mode'; mode: MetricMode }
  | { type: 'chartType'; chartType: ChartType }
  | { type: 'span'; spanId: SpanId }
  | { type: 'set'; setId: SetId }
  | { type: 'peerGroup'; peerGroupId: number }
  | { type: 'showPeers'; showPeers: boolean }
  | { type: 'select'; selection: ViewSelection }
  | { type: 'period'; periodId: number | null };

/**
 * The view a report opens on: the run's peer group, and the span and set of the company's Single
 * Click Defaults where it set them (else T12, As Reported).
 */
export function initialViewState(
  peerGroupId: number | null,
  landing: { spanId?: SpanId | null; setId?: SetId | null } = {},
): ReportViewState {
  return {
    mode: 'multi',
    chartType: 'bar',
    spanId: landing.spanId ?? DEFAULT_SPAN_ID,
    setId: landing.setId ?? DEFAULT_METRIC_SET_ID,
    peerGroupId,
    showPeers: true,
    selection: null,
    periodId: null,
  };
}

/** The selection a menu entry stands for; entries with neither id are headings. */
export function selectionOfMenu(entry: MenuData): ViewSelection | null {
  if (entry.metric_id !== null) return { kind: 'metric', id: entry.metric_id };
  if (entry.bank_service_id !== null) return { kind: 'service', id: entry.bank_service_id };
  return null;
}

export function reportViewReducer(state: ReportViewState, action: ReportViewAction): ReportViewState {
  switch (action.type) {
    case 'mode':
      return { ...state, mode: action.mode };
    case 'chartType':
      return { ...state, chartType: action.chartType };
    case 'span':
      if (action.spanId === state.spanId) return state;
      // A period of one span (a quarter end read as YTD) is not the same figure under another.
      return { ...state, spanId: action.spanId, periodId: state.mode === 'period' ? null : state.periodId };
    case 'set':
      return { ...state, setId: action.setId };
    case 'peerGroup':
      return { ...state, peerGroupId: action.peerGroupId };
    case 'showPeers':
      return { ...state, showPeers: action.showPeers };
    case 'select':
      return {
        ...state,
        selection: action.selection,
        // Picking one metric from the full table means reading that metric on its own.
        mode: state.mode === 'multi' ? 'single' : state.mode,
      };
    case 'period':
      return { ...state, periodId: action.periodId };
  }
}

export type ReportViewControls = {
  modes: readonly MetricMode[];
  /** The mode shown: a technographic report asked for period falls back to multi. */
  mode: MetricMode;
  /** The chart actually drawn: a non-metric selection has only the peer table. */
  chartType: ChartType;
  chartTypeDisabled: boolean;
  /** Period view has no Show Peers switch at all. */
  showPeersVisible: boolean;
  showPeersDisabled: boolean;
  /** Whether peers' columns are shown, after the disabled cases. */
  showPeers: boolean;
  /** A technographic report is a snapshot of vendors and products, not a trend: no span to choose. */
  spanVisible: boolean;
  setVisible: boolean;
  /** The set the server is asked for: only banks use the chosen one. */
  setId: SetId;
};

/** The controls' derived state (spec section 5: disabled Show Peers and chart type cases). */
export function viewControls(state: ReportViewState, context: ReportViewContext): ReportViewControls {
  const modes: readonly MetricMode[] = context.isTechnographic
    ? METRIC_MODES.filter((m) => m !== 'period')
    : METRIC_MODES;
  const mode = modes.includes(state.mode) ? state.mode : 'multi';
  const nonMetric =
    context.isTechnographic ||
    state.selection?.kind === 'service' ||
    (context.textSelected === true && mode === 'single');
  const chartType: ChartType = nonMetric ? 'peer_table' : state.chartType;
  const showPeersVisible = mode !== 'period';
  const singlePeerTable = mode === 'single' && chartType === 'peer_table';
  const technographicSingle = context.isTechnographic && mode === 'single';
  const showPeersDisabled = singlePeerTable || technographicSingle;
  const setVisible = isMergerRestateAvailable({
    fiType: context.fiType,
    isTechnographic: context.isTechnographic,
  });
  return {
    modes,
    mode,
    chartType,
    chartTypeDisabled: nonMetric,
    showPeersVisible,
    showPeersDisabled,
    showPeers: showPeersVisible && !showPeersDisabled && state.showPeers,
    spanVisible: !context.isTechnographic,
    setVisible,
    setId: setVisible ? state.setId : DEFAULT_METRIC_SET_ID,
  };
}
