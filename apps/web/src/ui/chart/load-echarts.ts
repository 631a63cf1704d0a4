import type { EChartsType } from 'echarts/core';

export type ECharts = {
  init: (
    element: HTMLElement,
    theme?: string | null,
    options?: { renderer?: 'svg' | 'canvas' },
  ) => EChartsType;
};

let loading: Promise<ECharts> | null = null;

/**
 * ECharts is large, so it is fetched only when a chart is first drawn, as one chunk holding just
 * the bar, line and pie charts with the SVG renderer (crisp at any zoom, and readable by tests).
 */
export function loadECharts(): Promise<ECharts> {
  loading ??= import('./echarts-setup').then((m) => m.echarts);
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
