import { DEFAULT_SPAN_ID, SET_ID, SPAN_ID } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import {
  initialViewState,
  type ReportViewState,
  reportViewReducer,
  selectionOfMenu,
  viewControls,
} from './view-state';

const metrics = { isTechnographic: false, fiType: 'bank' };
const technographic = { isTechnographic: true, fiType: 'bank' };

const start = initialViewState(7);
const inPeriod: ReportViewState = { ...start, mode: 'period', periodId: 20250630 };

describe('report view state', () => {
  it('opens on multi, bar chart, T12, as reported, the run peer group, peers shown', () => {
    expect(start).toMatchObject({
      mode: 'multi',
      chartType: 'bar',
      spanId: DEFAULT_SPAN_ID,
      setId: SET_ID.AS_REPORTED,
      peerGroupId: 7,
      showPeers: true,
      periodId: null,
    });
    expect(DEFAULT_SPAN_ID).toBe(SPAN_ID.T12);
  });

  it('clears the chosen period when the span changes in period view', () => {
    const next = reportViewReducer(inPeriod, { type: 'span', spanId: SPAN_ID.QTR });
    expect(next.spanId).toBe(SPAN_ID.QTR);
    expect(next.periodId).toBeNull();
  });

  it('keeps the period when the span is picked again, or when set or peer group change', () => {
    expect(reportViewReducer(inPeriod, { type: 'span', spanId: SPAN_ID.T12 }).periodId).toBe(20250630);
    expect(reportViewReducer(inPeriod, { type: 'set', setId: SET_ID.MERGER_RESTATED }).periodId).toBe(
      20250630,
    );
    expect(reportViewReducer(inPeriod, { type: 'peerGroup', peerGroupId: 9 }).periodId).toBe(20250630);
  });

  it('opens a metric picked from the full table in single view, and stays in period view', () => {
    const single = reportViewReducer(start, { type: 'select', selection: { kind: 'metric', id: 3 } });
    expect(single.mode).toBe('single');
    expect(single.selection).toEqual({ kind: 'metric', id: 3 });
    const period = reportViewReducer(inPeriod, { type: 'select', selection: { kind: 'metric', id: 3 } });
    expect(period.mode).toBe('period');
  });

  it('forces the peer table and disables the chart type for a non-metric selection', () => {
    const service: ReportViewState = { ...start, selection: { kind: 'service', id: 12 }, chartType: 'bar' };
    expect(viewControls(service, metrics)).toMatchObject({
      chartType: 'peer_table',
      chartTypeDisabled: true,
    });
    expect(viewControls(start, technographic)).toMatchObject({
      chartType: 'peer_table',
      chartTypeDisabled: true,
    });
    expect(viewControls(start, metrics)).toMatchObject({ chartType: 'bar', chartTypeDisabled: false });
  });

  it('disables Show Peers in the single-metric peer table and the technographic single service view', () => {
    const peerTable: ReportViewState = { ...start, mode: 'single', chartType: 'peer_table' };
    expect(viewControls(peerTable, metrics)).toMatchObject({ showPeersDisabled: true, showPeers: false });
    const singleBar: ReportViewState = { ...start, mode: 'single', chartType: 'bar' };
    expect(viewControls(singleBar, metrics)).toMatchObject({ showPeersDisabled: false, showPeers: true });
    const singleService: ReportViewState = {
      ...start,
      mode: 'single',
      selection: { kind: 'service', id: 1 },
    };
    expect(viewControls(singleService, technographic)).toMatchObject({ showPeersDisabled: true });
    expect(viewControls(start, technographic)).toMatchObject({ showPeersDisabled: false, showPeers: true });
  });

  it('has no Show Peers switch in period view', () => {
    expect(viewControls(inPeriod, metrics)).toMatchObject({ showPeersVisible: false, showPeers: false });
  });

  it('offers no period view for technographic reports and falls back to multi', () => {
    expect(viewControls(start, technographic).modes).toEqual(['multi', 'single']);
    expect(viewControls(inPeriod, technographic).mode).toBe('multi');
    expect(viewControls(start, metrics).modes).toEqual(['multi', 'single', 'period']);
  });

  it('offers a span only where the report is a trend, never for technographic reports', () => {
    expect(viewControls(start, metrics).spanVisible).toBe(true);
    expect(viewControls(start, technographic).spanVisible).toBe(false);
  });

  it('offers merger restatement for banks only and never for technographic reports', () => {
    const restated: ReportViewState = { ...start, setId: SET_ID.MERGER_RESTATED };
    expect(viewControls(restated, metrics)).toMatchObject({ setVisible: true, setId: 2 });
    expect(viewControls(restated, { isTechnographic: false, fiType: 'credit_union' })).toMatchObject({
      setVisible: false,
      setId: 1,
    });
    expect(viewControls(restated, technographic)).toMatchObject({ setVisible: false, setId: 1 });
  });

  it('reads a menu entry as a metric, a bank service, or a heading', () => {
    const entry = { product: '', product_id: null, tree_id: null, menu_display: 'x' };
    expect(selectionOfMenu({ ...entry, metric_id: 5, bank_service_id: null })).toEqual({
      kind: 'metric',
      id: 5,
    });
    expect(selectionOfMenu({ ...entry, metric_id: null, bank_service_id: 8 })).toEqual({
      kind: 'service',
      id: 8,
    });
    expect(selectionOfMenu({ ...entry, metric_id: null, bank_service_id: null })).toBeNull();
  });

  it('draws no chart for a word element of a custom report in single view, and charts again in multi', () => {
    const single: ReportViewState = { ...start, mode: 'single', selection: { kind: 'metric', id: 3 } };
    const words = { ...metrics, textSelected: true };
    expect(viewControls(single, words)).toMatchObject({ chartType: 'peer_table', chartTypeDisabled: true });
    expect(viewControls({ ...single, mode: 'multi' }, words)).toMatchObject({
      chartType: 'bar',
      chartTypeDisabled: false,
    });
    expect(viewControls(single, metrics).chartType).toBe('bar');
  });
});
