import { Box, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { EChart } from '../chart/EChart';
import { loadMapECharts, loadUsMap, type UsMapKit } from './load-us-map';
import type { MapLevel } from './us-geography';
import type { MapPoint, MapValue } from './us-map-model';
import { MAP_COLORS, usMapOption } from './us-map-option';

export type UsChoroplethMapProps = {
  level: MapLevel;
  /** Figures by FIPS code: two digits for a state, five for a county. */
  values: readonly MapValue[];
  /** Dots drawn over the regions, e.g. branches; `pointLabel` names them in the key. */
  points?: readonly MapPoint[];
  pointLabel?: string;
  /** The figure's heading, e.g. "Deposit market share by county". */
  title: string;
  /** What a value is, for tooltips and the table header, e.g. "Market share". */
  valueLabel: string;
  formatValue?: (value: number) => string;
  /** What a region without a figure reads as in its tooltip. */
  emptyText?: string;
  /** The text alternative: what the map shows, in a sentence or two. */
  summary: string;
  /** Lists the figures in a table for screen readers; off when the page shows them in its own table. */
  withTable?: boolean;
  footnote?: ReactNode;
  height?: number;
};

const defaultFormat = (value: number) => value.toLocaleString('en-US');
const NO_POINTS: readonly MapPoint[] = [];

function useMapKit(level: MapLevel): { kit: UsMapKit | null; failed: boolean } {
  const [state, setState] = useState<{ kit: UsMapKit | null; failed: boolean }>({ kit: null, failed: false });
  useEffect(() => {
    let current = true;
    setState({ kit: null, failed: false });
    loadUsMap(level)
      .then((kit) => current && setState({ kit, failed: false }))
      .catch(() => current && setState({ kit: null, failed: true }));
    return () => {
      current = false;
    };
  }, [level]);
  return state;
}

/**
 * The United States on Census boundaries, states or counties shaded by value (Alaska, Hawaii and
 * Puerto Rico as insets), optionally with dots, framed on the states that hold data. Map code and
 * boundaries load with the first map; the figure carries its own heading and text alternative.
 */
export function UsChoroplethMap({
  level,
  values,
  points = NO_POINTS,
  pointLabel,
  title,
  valueLabel,
  formatValue = defaultFormat,
  emptyText = 'No data',
  summary,
  withTable = false,
  footnote,
  height = 460,
}: UsChoroplethMapProps) {
  const titleId = useId();
  const { kit, failed } = useMapKit(level);
  const model = useMemo(
    () => (kit ? kit.buildModel(kit.geography, values, points) : null),
    [kit, values, points],
  );
  const option = useMemo(
    () => (model ? usMapOption(model, { level, valueLabel, formatValue, emptyText }) : null),
    [model, level, valueLabel, formatValue, emptyText],
  );
  // From the figures themselves, so the table is there even when the map cannot load.
  const listed = useMemo(
    () =>
      values
        .map((v) => ({ fips: v.fips, value: v.value, title: v.title ?? v.fips }))
        .sort((a, b) => b.value - a.value || a.title.localeCompare(b.title)),
    [values],
  );
  return (
    <Box
      component="figure"
      m={0}
      aria-labelledby={titleId}
      data-map-level={level}
      data-map-regions={kit?.registered}
      data-map-points={model?.points.length}
    >
      <Text component="figcaption" id={titleId} fw={600} fz="sm" mb={4}>
        {title}
      </Text>
      <Box
        style={{
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-sm)',
          overflow: 'hidden',
        }}
      >
        {option ? (
          <EChart
            option={option}
            height={height}
            label={summary}
            load={loadMapECharts}
            renderer="canvas"
            testId="us-map"
          />
        ) : (
          <Box h={height} style={{ display: 'grid', placeItems: 'center' }}>
            {failed ? (
              <Text c="dimmed" fz="sm">
                The map could not be loaded; the table has the same figures.
              </Text>
            ) : (
              <Loader size="sm" aria-label="Loading map" />
            )}
          </Box>
        )}
      </Box>
      <Group gap="md" mt={4} fz="xs" c="dimmed">
        {pointLabel && model && model.points.length > 0 ? (
          <Group gap={6} wrap="nowrap">
            <Box
              w={9}
              h={9}
              style={{ borderRadius: '50%', background: MAP_COLORS.dot, border: '1px solid #fff' }}
              aria-hidden="true"
            />
            <span>{pointLabel}</span>
          </Group>
        ) : null}
        {model && model.unmatched.length + model.pointsOffMap > 0 ? (
          <span>Places outside the 50 states, DC and Puerto Rico are not drawn; the table lists them.</span>
        ) : null}
        {footnote}
      </Group>
      {withTable ? (
        <VisuallyHidden>
          <table aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">{level === 'state' ? 'State' : 'County'}</th>
                <th scope="col">{valueLabel}</th>
              </tr>
            </thead>
            <tbody>
              {listed.length === 0 ? (
                <tr>
                  <td colSpan={2}>None</td>
                </tr>
              ) : (
                listed.map((r) => (
                  <tr key={r.fips}>
                    <th scope="row">{r.title}</th>
                    <td>{formatValue(r.value)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </VisuallyHidden>
      ) : null}
    </Box>
  );
}
