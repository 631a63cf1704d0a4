import type { ECharts } from './load-echarts';

let loading: Promise<ECharts> | null = null;

/** ECharts with the heatmap and its colour scale, fetched with the first heatmap (EChart's `load`). */
export function loadHeatmapECharts(): Promise<ECharts> {
  loading ??= import('./heatmap-setup').then((m) => m.echarts);
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
