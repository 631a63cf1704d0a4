import type { EChartsCoreOption } from 'echarts/core';
import { MAP_NAMES, STATE_OUTLINES } from './map-names';
import type { MapLevel } from './us-geography';
import type { MapModel } from './us-map-model';

export const MAP_COLORS = {
  low: '#d6e4f3',
  high: '#173f70',
  empty: '#eef1f4',
  border: '#ffffff',
  stateBorder: '#7b8794',
  hover: '#fcc419',
  dot: '#d9480f',
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type TooltipParams = {
  seriesType?: string;
  name: string;
  value?: unknown;
  data?: { title?: string; details?: readonly string[] } | null;
};

export type MapOptionText = {
  level: MapLevel;
  valueLabel: string;
  formatValue: (value: number) => string;
  /** What a region without a figure reads as, e.g. "No branches". */
  emptyText: string;
};

function tooltip(model: MapModel, text: MapOptionText) {
  return (params: TooltipParams) => {
    const details = (params.data?.details ?? []).map((d) => `<br/>${escapeHtml(d)}`).join('');
    if (params.seriesType === 'scatter') return `<strong>${escapeHtml(params.name)}</strong>${details}`;
    const title = params.data?.title ?? model.titles.get(params.name) ?? params.name;
    const value = typeof params.value === 'number' && Number.isFinite(params.value) ? params.value : null;
    const figure = value === null ? text.emptyText : `${text.valueLabel}: ${text.formatValue(value)}`;
    return `<strong>${escapeHtml(title)}</strong><br/>${escapeHtml(figure)}${details}`;
  };
}

/** A choropleth of the model's regions on the projected Census boundaries, with dots and a legend. */
export function usMapOption(model: MapModel, text: MapOptionText): EChartsCoreOption {
  const geo = {
    map: MAP_NAMES[text.level],
    // The boundaries are projected already (us-projection), so ECharts draws them as they are.
    projection: { project: (p: number[]) => p, unproject: (p: number[]) => p },
    center: model.focus.center,
    zoom: model.focus.zoom,
    left: 8,
    right: 8,
    top: 8,
    bottom: 40,
    roam: false,
    selectedMode: false,
    label: { show: false },
    itemStyle: {
      areaColor: MAP_COLORS.empty,
      borderColor: MAP_COLORS.border,
      borderWidth: text.level === 'county' ? 0.3 : 0.8,
    },
    emphasis: { label: { show: false }, itemStyle: { areaColor: MAP_COLORS.hover, borderColor: '#ffffff' } },
  };
  const outlines =
    text.level === 'county'
      ? [
          {
            ...geo,
            map: STATE_OUTLINES,
            silent: true,
            tooltip: { show: false },
            itemStyle: { areaColor: 'transparent', borderColor: MAP_COLORS.stateBorder, borderWidth: 0.7 },
            emphasis: { disabled: true },
            z: 3,
          },
        ]
      : [];
  return {
    tooltip: { trigger: 'item', confine: true, formatter: tooltip(model, text) },
    geo: [geo, ...outlines],
    visualMap: {
      type: 'continuous',
      seriesIndex: 0,
      min: model.range.min,
      max: model.range.max > model.range.min ? model.range.max : model.range.min + 1,
      text: [text.formatValue(model.range.max), text.formatValue(model.range.min)],
      inRange: { color: [MAP_COLORS.low, MAP_COLORS.high] },
      orient: 'horizontal',
      left: 12,
      bottom: 8,
      itemWidth: 10,
      itemHeight: 160,
      calculable: false,
      // Zoomed in, land runs under the key: a white backing keeps it legible.
      backgroundColor: 'rgba(255, 255, 255, 0.9)',
      padding: [6, 10],
      textStyle: { fontSize: 11, color: '#495057' },
    },
    series: [
      { type: 'map', geoIndex: 0, name: text.valueLabel, data: model.regions },
      ...(model.points.length > 0
        ? [
            {
              type: 'scatter',
              coordinateSystem: 'geo',
              geoIndex: 0,
              data: model.points,
              z: 5,
              itemStyle: { color: MAP_COLORS.dot, borderColor: '#ffffff', borderWidth: 0.6, opacity: 0.9 },
              emphasis: { scale: 1.6 },
            },
          ]
        : []),
    ],
  };
}
