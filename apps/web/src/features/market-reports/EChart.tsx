import { Box, Loader, Text } from '@mantine/core';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { loadECharts } from './load-echarts';

type EChartProps = {
  option: EChartsCoreOption;
  height: number;
  /** What the chart shows, for screen readers (the table below holds the same figures). */
  label: string;
};

/** One ECharts chart, drawn once the library has loaded and redrawn when its option changes. */
export function EChart({ option, height, label }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | null = null;
    loadECharts()
      .then((echarts) => {
        if (disposed || !element.current) return;
        chart.current = echarts.init(element.current, null, { renderer: 'svg' });
        setState('ready');
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => chart.current?.resize());
          observer.observe(element.current);
        }
      })
      .catch(() => {
        if (!disposed) setState('failed');
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (state === 'ready') chart.current?.setOption(option, { notMerge: true });
  }, [option, state]);

  return (
    <Box pos="relative" h={height}>
      <Box ref={element} h={height} role="img" aria-label={label} data-testid="market-chart" />
      {state === 'loading' ? (
        <Box pos="absolute" inset={0} style={{ display: 'grid', placeItems: 'center' }}>
          <Loader size="sm" aria-label="Loading chart" />
        </Box>
      ) : null}
      {state === 'failed' ? (
        <Box pos="absolute" inset={0} style={{ display: 'grid', placeItems: 'center' }}>
          <Text c="dimmed" fz="sm">
            The chart could not be loaded; the table below has the same figures.
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}
