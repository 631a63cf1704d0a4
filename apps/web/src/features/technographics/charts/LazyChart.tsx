import { Box, Skeleton, Text } from '@mantine/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';

type LazyChartProps = {
  option: EChartsCoreOption;
  height: number;
  /** What the chart shows, read by screen readers; the figures are also in a table beside it. */
  label: string;
};

type ChartInstance = {
  setOption(option: EChartsCoreOption, notMerge?: boolean): void;
  resize(): void;
  dispose(): void;
};

/**
 * An ECharts chart whose library is fetched only when the first chart mounts (its own chunk), drawn
 * as SVG and resized with its box.
 */
export function LazyChart({ option, height, label }: LazyChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | null = null;
    import('./echarts-setup')
      .then(({ echarts }) => {
        if (disposed || !box.current) return;
        chart.current = echarts.init(box.current, undefined, { renderer: 'svg' });
        setReady(true);
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => chart.current?.resize());
          observer.observe(box.current);
        }
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption(option, true);
  }, [ready, option]);

  return (
    <Box pos="relative" h={height}>
      {!ready && !failed ? <Skeleton pos="absolute" inset={0} h={height} /> : null}
      {failed ? (
        <Text pos="absolute" inset={0} c="dimmed" fz="sm" p="md">
          The chart could not be loaded; the figures are in the table.
        </Text>
      ) : null}
      <Box ref={box} h={height} role="img" aria-label={label} />
    </Box>
  );
}
