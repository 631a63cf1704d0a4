import { describe, expect, it } from 'vitest';
import { ASSETS, multiView, ROA } from '../../test/report-fixtures';
import { chartableMetrics, layoutMetrics, reportLayout } from './report-layout';

describe('report layout', () => {
  it('groups metrics under the layout headers with each institution row and the peer median', () => {
    const sections = reportLayout(multiView());
    expect(sections.map((s) => s.title)).toEqual(['Profitability', 'Size']);
    const [roa, assets] = layoutMetrics(sections);
    expect(roa?.id).toBe(ROA.id);
    expect(roa?.rows.map((r) => r.bank_name)).toEqual(['First Bank', 'Second Bank']);
    expect(roa?.peer?.bank_name).toBe('Peer Median');
    expect(assets?.id).toBe(ASSETS.id);
  });

  it('keeps metrics the layout leaves out, after the laid-out ones', () => {
    const view = multiView();
    const sections = reportLayout({ ...view, element_format: [view.element_format[0] as never] });
    expect(sections.map((s) => s.title)).toEqual(['Profitability', 'Other metrics']);
    expect(layoutMetrics(sections).map((m) => m.id)).toEqual([ROA.id, ASSETS.id]);
  });

  it('lists every metric in one untitled section when the report has no layout', () => {
    const sections = reportLayout({ ...multiView(), element_format: [] });
    expect(sections).toHaveLength(1);
    expect(sections[0]?.title).toBeNull();
    expect(layoutMetrics(sections).map((m) => m.id)).toEqual([ROA.id, ASSETS.id]);
  });

  it('places graphs where the layout puts them', () => {
    const view = multiView();
    const sections = reportLayout({
      ...view,
      element_format: [...view.element_format, { type: 'graph', id: 'g1', metrics: [ROA.id, ASSETS.id] }],
    });
    expect(sections.at(-1)?.entries.at(-1)).toEqual({
      kind: 'graph',
      key: 'g1',
      metricIds: [ROA.id, ASSETS.id],
    });
  });

  it('marks a custom report’s word and latest-only lines, and charts figures only', () => {
    const view = multiView();
    const sections = reportLayout({
      ...view,
      element_format: [...view.element_format, { type: 'graph', id: 'g1', metrics: [ROA.id, ASSETS.id] }],
      text_metric_ids: [ASSETS.id],
      current_metric_ids: [ASSETS.id],
    });
    const assets = layoutMetrics(sections).find((m) => m.id === ASSETS.id);
    expect(assets).toMatchObject({ text: true, current: true });
    expect(layoutMetrics(sections).find((m) => m.id === ROA.id)).toMatchObject({
      text: false,
      current: false,
    });
    expect(chartableMetrics(sections).map((m) => m.id)).toEqual([ROA.id]);
    expect(sections.at(-1)?.entries.at(-1)).toEqual({ kind: 'graph', key: 'g1', metricIds: [ROA.id] });
  });
});
