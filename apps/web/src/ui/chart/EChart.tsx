import { Box, Loader, Text } from '@mantine/core';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { CHART_THEME } from './chart-theme';
import { type ECharts, loadECharts } from './load-echarts';

type EChartProps = {
  option: EChartsCoreOption;
  height: number;
  /** What the chart shows, for screen readers (a table beside it holds the same figures). */
  label: string;
  testId?: string;
  /** Loads ECharts with the pieces this chart needs; the shared bar, line and pie build by default. */
  load?: () => Promise<ECharts>;
  /** SVG by default (crisp, readable by tests); canvas for thousands of shapes (county maps). */
  renderer?: 'svg' | 'canvas';
};

/**
 * One ECharts chart, drawn once the library has loaded (its own chunk, fetched with the first
 * chart), redrawn when its option changes and resized with its box.
 */
export function EChart({ option, height, label, testId, load = loadECharts, renderer = 'svg' }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | null = null;
    load()
      .then((echarts) => {
        if (disposed || !element.current) return;
        chart.current = echarts.init(element.current, CHART_THEME, { renderer });
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
  }, [load, renderer]);

  useEffect(() => {
    if (state === 'ready') chart.current?.setOption(option, { notMerge: true });
  }, [option, state]);

  return (
    <Box pos="relative" h={height}>
      <Box ref={element} h={height} role="img" aria-label={label} data-testid={testId} />
      {state === 'loading' ? (
        <Box pos="absolute" inset={0} style={{ display: 'grid', placeItems: 'center' }}>
          <Loader size="sm" aria-label="Loading chart" />
        </Box>
      ) : null}
      {state === 'failed' ? (
        <Box pos="absolute" inset={0} style={{ display: 'grid', placeItems: 'center' }}>
          <Text c="dimmed" fz="sm">
            The chart could not be loaded; the table has the same figures.
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}
