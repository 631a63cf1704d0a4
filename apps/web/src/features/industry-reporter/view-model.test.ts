import {
  CHART_COLOR_SERIES,
  type IndustryReportView,
  industryReporterStateSchema,
  periodIdOf,
} from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { industrySheet } from './export-sheet';
import { figure, industryControls, shownMetrics, shownRows } from './view-model';

const PERIODS = ['2025-09-30', '2025-12-31', '2026-03-31', '2026-06-30', '2026-09-30'];
const cell = (aggregate: number) => [aggregate, aggregate - 0.01, aggregate, aggregate + 0.01, 10];

function view(overrides: Partial<IndustryReportView> = {}): IndustryReportView {
  const rows = [
    {
      key: '0:total',
      group_index: 0,
      segment_id: null,
      name: 'Total',
      members: { bank: 20, credit_union: 0 },
    },
    { key: '0:1', group_index: 0, segment_id: 1, name: '<$100M', members: { bank: 12, credit_union: 0 } },
    { key: '0:2', group_index: 0, segment_id: 2, name: '$100M-$500M', members: { bank: 8, credit_union: 0 } },
  ];
  const metrics = ['roa', 'total_assets'].map((id, i) => ({
    id,
    element_id: i + 1,
    name: id,
    header: i === 0 ? 'Profitability' : 'Size',
    format: i === 0 ? ('P2' as const) : ('C2M' as const),
    formula_type: 'bank' as const,
    higher_is_better: true,
    definition: '',
  }));
  return {
    run: {} as IndustryReportView['run'],
    report: { id: 1, name: 'Key Metrics' },
    segmentation: { id: 1, name: 'Asset Bands' },
    periods: PERIODS,
    headers: PERIODS.map((_, i) => `Q${i + 1}`),
    span_id: 2,
    set_id: 1,
    demo: true,
    groups: [
      {
        ref: 'industry:bank',
        name: 'All Banks',
        kind: 'industry',
        fi_type: 'bank',
        member_count: 20,
        unsegmented_count: 0,
        notes: [],
      },
    ],
    rows,
    metrics,
    values: rows.map((_, r) => metrics.map((_, m) => PERIODS.map((_, p) => cell(r * 100 + m * 10 + p)))),
    ...overrides,
  };
}

const state = (fields: Record<string, unknown> = {}) => industryReporterStateSchema.parse(fields);

describe('industry report view model', () => {
  it('shows segments and totals by default once a set splits the groups, each in the next colour', () => {
    const v = view();
    const controls = industryControls(v, state());
    expect(controls).toMatchObject({
      segmentsEnabled: true,
      segmentsShown: true,
      totalsEnabled: true,
      totalsShown: true,
    });
    const rows = shownRows(v, controls, CHART_COLOR_SERIES);
    expect(rows.map((r) => r.label)).toEqual(['All Banks', '<$100M', '$100M-$500M']);
    expect(rows.map((r) => r.color)).toEqual(CHART_COLOR_SERIES.slice(0, 3));
    const segmentsOnly = industryControls(v, state({ showTotals: false }));
    expect(shownRows(v, segmentsOnly, CHART_COLOR_SERIES).map((r) => r.row.key)).toEqual(['0:1', '0:2']);
  });

  it('keeps segments off and totals on while no segment set is chosen, and the graph toggle for tables only', () => {
    const whole = view({ segmentation: null });
    const controls = industryControls(whole, state({ showTotals: false, displayType: 'chart' }));
    expect(controls).toMatchObject({
      segmentsEnabled: false,
      segmentsShown: false,
      totalsEnabled: false,
      totalsShown: true,
      graphEnabled: false,
      graphShown: true,
    });
    expect(shownRows(whole, controls, CHART_COLOR_SERIES).map((r) => r.row.key)).toEqual(['0:total']);
    expect(industryControls(whole, state({ displayType: 'table', showGraph: false }))).toMatchObject({
      graphEnabled: true,
      graphShown: false,
    });
  });

  it('offers merger restatement only when bank formulas read a group that is not all credit unions', () => {
    expect(industryControls(view(), state()).setEnabled).toBe(true);
    const unions = view({
      groups: [
        {
          ref: 'industry:credit_union',
          name: 'All Credit Unions',
          kind: 'industry',
          fi_type: 'credit_union',
          member_count: 9,
          unsegmented_count: 0,
          notes: [],
        },
      ],
    });
    expect(industryControls(unions, state()).setEnabled).toBe(false);
  });

  it('picks the chosen quarter, the latest by default, and the chosen metric in single mode', () => {
    const v = view();
    expect(industryControls(v, state()).periodIndex).toBe(4);
    expect(industryControls(v, state({ periodId: periodIdOf('2026-03-31') })).periodIndex).toBe(2);
    expect(shownMetrics(v, state()).map((m) => m.metric.id)).toEqual(['roa', 'total_assets']);
    expect(
      shownMetrics(v, state({ metricMode: 'single', metricId: 'total_assets' })).map((m) => m.index),
    ).toEqual([1]);
    expect(figure(v, 2, 1, 3, 'aggregate')).toBe(213);
    expect(figure(v, 2, 1, 3, 'count')).toBe(10);
  });

  it('exports every statistic of every shown row and metric over the five quarters, and says demo data', () => {
    const v = view();
    const controls = industryControls(v, state({ showTotals: false }));
    const sheet = industrySheet(v, shownRows(v, controls, CHART_COLOR_SERIES), shownMetrics(v, state()));
    expect(sheet.kind).toBe('industry_report');
    expect(sheet.columns.map((c) => c.header)).toEqual([
      'Metric',
      'Group',
      'Segment',
      'Statistic',
      'Q1',
      'Q2',
      'Q3',
      'Q4',
      'Q5',
    ]);
    expect(sheet.rows.some((r) => r.heading && String(r.cells[0]).startsWith('Demo data'))).toBe(true);
    const data = sheet.rows.filter((r) => !r.heading);
    // 2 metrics x 2 segments x 5 statistics.
    expect(data).toHaveLength(20);
    const median = data.find(
      (r) => r.cells[0] === 'total_assets' && r.cells[2] === '<$100M' && r.cells[3] === 'Median',
    );
    expect(median?.cells.slice(4)).toEqual([110, 111, 112, 113, 114]);
    expect(median?.numFmt).toContain('M');
    expect(data.find((r) => r.cells[3] === 'Institutions')?.numFmt).toBe('#,##0');
  });
});
