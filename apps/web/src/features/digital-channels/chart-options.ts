import {
  CHART_COLOR_SERIES,
  type DigitalChannelsColumn,
  type DigitalChannelsResult,
  type DigitalChannelsRow,
  formatValue,
} from '@fin-atlas/domain';
import type { EChartsCoreOption } from 'echarts/core';
import {
  chartValue,
  columnNames,
  featureColumns,
  featureName,
  formatOf,
  isPercentFormat,
  ratingColumns,
  rowName,
  shareColumns,
  trendColumns,
} from './chart-columns';

/** A chart ready to draw: its option, its height and what it shows (for screen readers). */
export type ChartSpec = { option: EChartsCoreOption; height: number; label: string; heatmap?: boolean };

const ROW_HEIGHT = 28;
const percentText = (v: unknown) => formatValue(Number(v), 'P1', { percentPoints: true });

function axisFormatter(percent: boolean) {
  return percent ? (v: number) => `${v}%` : undefined;
}

/** Horizontal bars, a vendor per line and a series per column (current first, strongest colour). */
function vendorBars(
  result: DigitalChannelsResult,
  rows: readonly DigitalChannelsRow[],
  columns: DigitalChannelsColumn[],
  label: string,
  valueMax?: number,
): ChartSpec {
  const names = columnNames(columns);
  const percent = columns.every((c) => isPercentFormat(formatOf(result, c)));
  const first = columns[0];
  const code = first ? formatOf(result, first) : 'N2';
  const tooltip = percent ? percentText : (v: unknown) => formatValue(Number(v), code);
  return {
    label,
    height: Math.max(220, rows.length * ROW_HEIGHT * Math.max(1, columns.length * 0.6) + 70),
    option: {
      color: [...CHART_COLOR_SERIES],
      aria: { enabled: true },
      legend: columns.length > 1 ? { top: 0 } : undefined,
      grid: { left: 8, right: 56, top: columns.length > 1 ? 32 : 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: tooltip },
      xAxis: { type: 'value', max: valueMax, axisLabel: { formatter: axisFormatter(percent) } },
      yAxis: {
        type: 'category',
        inverse: true,
        data: rows.map(rowName),
        axisLabel: { width: 200, overflow: 'truncate' },
      },
      series: columns.map((column, i) => ({
        type: 'bar',
        name: names[i],
        data: rows.map((row) => chartValue(row, column)),
        barMaxWidth: 18,
        // Earlier periods are context: lighter, so the current share reads first.
        itemStyle: i === 0 ? undefined : { opacity: 0.55 },
      })),
    },
  };
}

/** Market share: the current share of each vendor, with the previous and beginning periods beside it. */
export function marketShareChart(
  result: DigitalChannelsResult,
  rows: readonly DigitalChannelsRow[],
): ChartSpec {
  return vendorBars(result, rows, shareColumns(result.columns), 'Market share by vendor, bar chart');
}

/** Satisfaction: the rating of each vendor (overall, or by client size group), on the stores' 5-point scale. */
export function satisfactionChart(
  result: DigitalChannelsResult,
  rows: readonly DigitalChannelsRow[],
): ChartSpec {
  const columns = ratingColumns(result.columns);
  const ratings = rows.flatMap((row) => columns.map((c) => chartValue(row, c) ?? 0));
  const fivePoint = ratings.every((v) => v <= 5);
  return vendorBars(result, rows, columns, 'App rating by vendor, bar chart', fivePoint ? 5 : undefined);
}

/** Feature adoption: a grid of vendors by features, the share of each vendor's clients offering it. */
export function featuresChart(result: DigitalChannelsResult, rows: readonly DigitalChannelsRow[]): ChartSpec {
  const columns = featureColumns(result.columns);
  const features = columns.map(featureName);
  const cells = rows.flatMap((row, y) =>
    columns.map((column, x) => [x, y, chartValue(row, column)] as const),
  );
  const percent = columns.every((c) => isPercentFormat(formatOf(result, c)));
  return {
    label: 'Feature adoption by vendor, heatmap',
    heatmap: true,
    height: Math.max(240, rows.length * 32 + 120),
    option: {
      aria: { enabled: true },
      tooltip: {
        position: 'top',
        formatter: (p: { value: [number, number, number | null] }) =>
          `${rowName(rows[p.value[1]] ?? { vendor_name: '', product_name: null })}<br/>${features[p.value[0]]}: ${
            percent ? percentText(p.value[2]) : formatValue(p.value[2], 'N2')
          }`,
      },
      grid: { left: 8, right: 16, top: 8, bottom: 56, containLabel: true },
      xAxis: {
        type: 'category',
        data: features,
        splitArea: { show: true },
        axisLabel: { interval: 0, rotate: 30 },
      },
      yAxis: {
        type: 'category',
        inverse: true,
        data: rows.map(rowName),
        splitArea: { show: true },
        axisLabel: { width: 200, overflow: 'truncate' },
      },
      visualMap: {
        min: 0,
        max: percent ? 100 : Math.max(1, ...cells.map((c) => c[2] ?? 0)),
        calculable: true,
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        itemHeight: 120,
        inRange: { color: ['#f1f5fb', CHART_COLOR_SERIES[0]] },
        formatter: percent ? (v: number) => `${Math.round(v)}%` : undefined,
      },
      series: [
        {
          type: 'heatmap',
          name: 'Adoption',
          data: cells.map(([x, y, v]) => [x, y, v]),
          label: {
            show: true,
            formatter: (p: { value: [number, number, number | null] }) =>
              p.value[2] === null ? '' : `${Math.round(p.value[2])}${percent ? '%' : ''}`,
          },
        },
      ],
    },
  };
}

/** Trend: a line per vendor across the periods, oldest first. */
export function trendChart(result: DigitalChannelsResult, rows: readonly DigitalChannelsRow[]): ChartSpec {
  const columns = trendColumns(result.columns);
  const percent = columns.every((c) => isPercentFormat(formatOf(result, c)));
  return {
    label: 'Share by vendor over time, line chart',
    height: 380,
    option: {
      color: [...CHART_COLOR_SERIES],
      aria: { enabled: true },
      legend: { type: 'scroll', top: 0 },
      grid: { left: 8, right: 24, top: 40, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        valueFormatter: percent ? percentText : (v: unknown) => formatValue(Number(v), 'N2'),
      },
      xAxis: { type: 'category', data: columnNames(columns), boundaryGap: false },
      yAxis: { type: 'value', axisLabel: { formatter: axisFormatter(percent) } },
      series: rows.map((row) => ({
        type: 'line',
        name: rowName(row),
        data: columns.map((column) => chartValue(row, column)),
        symbolSize: 6,
        connectNulls: false,
      })),
    },
  };
}

const BY_KIND = {
  market_share: marketShareChart,
  features: featuresChart,
  satisfaction: satisfactionChart,
  trend: trendChart,
} as const;

/** The chart of a report's kind, drawn over the vendor rows shown (Grand Total and Others apart). */
export function reportChart(
  kind: keyof typeof BY_KIND,
  result: DigitalChannelsResult,
  rows: readonly DigitalChannelsRow[],
): ChartSpec {
  return BY_KIND[kind](result, rows);
}
