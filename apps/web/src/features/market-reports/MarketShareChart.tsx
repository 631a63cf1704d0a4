import {
  blankPlaceholderProduct,
  CHART_COLOR_SERIES,
  formatShare,
  type MarketShareReportRow,
  splitMarketShareRows,
} from '@fin-atlas/domain';
import { Group, SegmentedControl, Text } from '@mantine/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, useState } from 'react';
import { EChart } from '../../ui/chart/EChart';

type Slice = { name: string; share: number };

/** A ranked line's name: the vendor, or its product first when products are shown and known. */
export function lineName(row: Pick<MarketShareReportRow, 'vendor' | 'product'>): string {
  const product = blankPlaceholderProduct(row.product);
  return product ? `${product} (${row.vendor})` : row.vendor;
}

/** One slice per ranked line (a vendor, or a vendor's product), then Others. */
export function chartSlices(rows: readonly MarketShareReportRow[]): Slice[] {
  const split = splitMarketShareRows(rows);
  const slices = split.rows.map((row) => ({ name: lineName(row), share: row.share }));
  if (split.others && split.others.share > 0) slices.push({ name: 'Others', share: split.others.share });
  return slices;
}

function barOption(slices: Slice[], measureName: string): EChartsCoreOption {
  return {
    color: [CHART_COLOR_SERIES[0]],
    aria: { enabled: true },
    grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'item', valueFormatter: (v: unknown) => formatShare(Number(v)) },
    xAxis: { type: 'value', axisLabel: { formatter: (v: number) => `${v}%` } },
    yAxis: {
      type: 'category',
      inverse: true,
      data: slices.map((s) => s.name),
      axisLabel: { width: 220, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        name: `Share of ${measureName}`,
        data: slices.map((s) => Number(s.share.toFixed(4))),
        barMaxWidth: 22,
        label: { show: true, position: 'right', formatter: (p: { value: number }) => formatShare(p.value) },
      },
    ],
  };
}

/** Slices narrower than this many degrees (about 4% of the ring) carry no label of their own. */
const PIE_LABEL_MIN_ANGLE = 14;

function pieOption(slices: Slice[], measureName: string): EChartsCoreOption {
  return {
    color: [...CHART_COLOR_SERIES],
    aria: { enabled: true },
    tooltip: { trigger: 'item', valueFormatter: (v: unknown) => formatShare(Number(v)) },
    // The legend sits below the ring, so labels on the right never run into it.
    legend: { type: 'plain', orient: 'horizontal', bottom: 0, left: 'center', itemGap: 12 },
    series: [
      {
        type: 'pie',
        name: `Share of ${measureName}`,
        radius: ['28%', '52%'],
        center: ['50%', '40%'],
        data: slices.map((s) => ({ name: s.name, value: Number(s.share.toFixed(4)) })),
        // Thin slices are named in the legend and the tooltip: sixteen labels around one ring pile up.
        minShowLabelAngle: PIE_LABEL_MIN_ANGLE,
        labelLayout: { hideOverlap: true },
        label: {
          formatter: (p: { name: string; value: number }) => `${p.name}\n${formatShare(p.value)}`,
          lineHeight: 16,
          // Labels keep to the chart's edges (long vendor names break onto a second line).
          alignTo: 'edge',
          edgeDistance: 8,
          width: 160,
          overflow: 'break',
        },
      },
    ],
  };
}

export function MarketShareChart({
  rows,
  measureName,
}: {
  rows: readonly MarketShareReportRow[];
  measureName: string;
}) {
  const [kind, setKind] = useState<'bar' | 'pie'>('bar');
  const slices = useMemo(() => chartSlices(rows), [rows]);
  const option = useMemo(
    () => (kind === 'bar' ? barOption(slices, measureName) : pieOption(slices, measureName)),
    [kind, slices, measureName],
  );
  const height = kind === 'bar' ? Math.max(220, slices.length * 28 + 40) : 460;
  return (
    <div>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Share of {measureName}</Text>
        <SegmentedControl
          size="xs"
          aria-label="Chart type"
          value={kind}
          onChange={(next) => setKind(next === 'pie' ? 'pie' : 'bar')}
          data={[
            { value: 'bar', label: 'Bar' },
            { value: 'pie', label: 'Pie' },
          ]}
        />
      </Group>
      <EChart
        testId="market-chart"
        option={option}
        height={height}
        label={`Share of ${measureName} by vendor, ${kind} chart`}
      />
    </div>
  );
}
