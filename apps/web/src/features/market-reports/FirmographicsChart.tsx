import {
  CHART_COLOR_SERIES,
  type FirmographicsRow,
  formatShare,
  splitMarketShareRows,
} from '@fin-atlas/domain';
import { Text } from '@mantine/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { EChart } from '../../ui/chart/EChart';
import { lineName } from './MarketShareChart';

type Bar = { name: string; parts: number[] };

/** Each ranked line's base, then Others and the whole market, as percents per asset group. */
function bars(rows: readonly FirmographicsRow[]): Bar[] {
  const split = splitMarketShareRows(rows);
  const list = split.rows.map((row) => ({ name: lineName(row), values: row.asset_group_values }));
  for (const summary of [split.others, split.grandTotal]) {
    if (summary && summary.value > 0) list.push({ name: summary.vendor, values: summary.asset_group_values });
  }
  return list.map(({ name, values }) => {
    const total = values.reduce((s, v) => s + v, 0);
    return { name, parts: values.map((v) => (total > 0 ? Number(((v / total) * 100).toFixed(2)) : 0)) };
  });
}

/** Stacked bars: how each vendor's client base splits across asset groups, next to the market's. */
export function FirmographicsChart({
  rows,
  assetGroups,
  measureName,
}: {
  rows: readonly FirmographicsRow[];
  assetGroups: readonly { id: number; name: string }[];
  measureName: string;
}) {
  const data = useMemo(() => bars(rows), [rows]);
  const option = useMemo<EChartsCoreOption>(
    () => ({
      color: [...CHART_COLOR_SERIES],
      aria: { enabled: true },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (v: unknown) => formatShare(Number(v)),
      },
      xAxis: { type: 'value', max: 100, axisLabel: { formatter: (v: number) => `${v}%` } },
      yAxis: {
        type: 'category',
        inverse: true,
        data: data.map((b) => b.name),
        axisLabel: { width: 220, overflow: 'truncate' },
      },
      series: assetGroups.map((group, i) => ({
        type: 'bar',
        stack: 'base',
        name: group.name,
        barMaxWidth: 22,
        data: data.map((b) => b.parts[i] ?? 0),
      })),
    }),
    [data, assetGroups],
  );
  return (
    <div>
      <Text fw={600} mb="xs">
        {measureName} by asset group, as a share of each vendor's base
      </Text>
      <EChart
        testId="market-chart"
        option={option}
        height={Math.max(240, data.length * 28 + 60)}
        label={`${measureName} by asset group for each vendor`}
      />
    </div>
  );
}
