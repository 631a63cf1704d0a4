import {
  CHART_COLOR_SERIES,
  type FormatNode,
  formatValue,
  nodeNamesElement,
  type ReportPreview,
  type ReportPreviewElement,
} from '@fin-atlas/domain';
import { Box, Divider, Group, Space, Stack, Table, Text, Title } from '@mantine/core';
import type { EChartsCoreOption } from 'echarts/core';
import { EChart } from '../../ui/chart/EChart';

type Cell = ReportPreviewElement['rows'][number]['values'][number];

const shown = (value: Cell, format: string | null): string => {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && format) return formatValue(value, format);
  return String(value);
};

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** A trend: the quarters across, the values beneath. */
function TrendTable({
  periods,
  values,
  format,
}: {
  periods: string[];
  values: Cell[];
  format: string | null;
}) {
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {periods.map((p) => (
              <Table.Th key={p} ta="right" fz="xs" c="dimmed" fw={500}>
                {p}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            {values.map((value, i) => (
              <Table.Td key={periods[i] ?? i} ta="right" style={numeric}>
                {shown(value, format)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * One element's values: a metric with its reading (span, set, quarter) and one value or a five-quarter
 * trend; other elements a line per column they give (a technographic's vendor, product, installed year).
 */
export function PreviewElement({ element }: { element: ReportPreviewElement }) {
  const periods = element.periods;
  const single = element.rows.length === 1 ? element.rows[0] : undefined;
  const trend = single && periods && periods.length > 1 ? single : undefined;
  const caption =
    single && periods ? `${single.label}${periods.length === 1 ? ` · ${periods[0]}` : ''}` : null;
  return (
    <Box data-testid="preview-element">
      <Group justify="space-between" wrap="nowrap" align="baseline" gap="xs">
        <Text fz="sm" fw={600}>
          {element.name}
        </Text>
        {single && !trend ? (
          <Text fz="sm" style={numeric} ta="right">
            {shown(single.values[0] ?? null, single.format)}
          </Text>
        ) : null}
      </Group>
      {caption ? (
        <Text fz="xs" c="dimmed">
          {caption}
        </Text>
      ) : null}
      {trend && periods ? <TrendTable periods={periods} values={trend.values} format={trend.format} /> : null}
      {!single
        ? element.rows.map((row) => (
            <Group key={row.label} justify="space-between" wrap="nowrap" gap="xs" pl="xs">
              <Text fz="xs" c="dimmed">
                {row.label}
              </Text>
              <Text fz="sm" style={numeric} ta="right">
                {shown(row.values[0] ?? null, row.format)}
              </Text>
            </Group>
          ))
        : null}
      {element.note ? (
        <Text fz="xs" c="dimmed">
          {element.note}
        </Text>
      ) : null}
    </Box>
  );
}

/** A graph of the report's metrics over the quarters the preview read (a trend draws five). */
function PreviewGraph({
  metrics,
  elements,
}: {
  metrics: number[];
  elements: readonly ReportPreviewElement[];
}) {
  const drawn = metrics.flatMap((id) => {
    const element = elements.find((e) => e.element_id === id && e.periods !== null);
    return element ? [element] : [];
  });
  const periods = drawn.reduce<string[]>(
    (longest, e) => ((e.periods?.length ?? 0) > longest.length ? (e.periods ?? []) : longest),
    [],
  );
  if (drawn.length === 0 || periods.length === 0) {
    return (
      <Text fz="xs" c="dimmed">
        Graph: choose metrics of the report to draw.
      </Text>
    );
  }
  // Graphs usually draw metrics of one kind (ratios, or amounts): the first one's format labels the axis.
  const format = drawn[0]?.rows[0]?.format ?? 'N2';
  const option: EChartsCoreOption = {
    color: [...CHART_COLOR_SERIES],
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) => (typeof v === 'number' ? formatValue(v, format) : '—'),
    },
    legend: { bottom: 0, type: 'scroll' },
    grid: { left: 48, right: 16, top: 16, bottom: 40 },
    xAxis: { type: 'category', data: periods },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: (v: number) => formatValue(v, format) } },
    series: drawn.map((e) => {
      const values = e.rows[0]?.values ?? [];
      const padded = [...Array(periods.length - values.length).fill(null), ...values];
      return { name: e.name, type: periods.length > 1 ? 'line' : 'bar', data: padded };
    }),
  };
  return (
    <EChart
      option={option}
      height={200}
      label={`Graph of ${drawn.map((e) => e.name).join(', ')}`}
      testId="preview-graph"
    />
  );
}

/** The layout as the report will read, filled with the sample institution's values. */
export function PreviewTree({
  nodes,
  preview,
  elements,
}: {
  nodes: readonly FormatNode[];
  preview: ReportPreview;
  elements: readonly { element_id: number; element_type: string }[];
}) {
  const valuesOf = (node: { element_id: number; element_type?: string }) => {
    const index = elements.findIndex((e) => nodeNamesElement(node, e));
    return index >= 0 ? preview.elements[index] : undefined;
  };
  return (
    <Stack gap="xs">
      {nodes.map((node) => {
        const children = node.children?.length ? (
          <Box key={`${node.id}-children`} pl="sm">
            <PreviewTree nodes={node.children} preview={preview} elements={elements} />
          </Box>
        ) : null;
        switch (node.type) {
          case 'header':
            return (
              <Box key={node.id}>
                <Title order={3} fz="md" mb={4}>
                  {node.text}
                </Title>
                {children}
              </Box>
            );
          case 'graph':
            return (
              <Box key={node.id}>
                <PreviewGraph metrics={node.metrics} elements={preview.elements} />
                {children}
              </Box>
            );
          case 'element': {
            const values = valuesOf(node);
            return (
              <Box key={node.id}>
                {values ? <PreviewElement element={values} /> : null}
                {children}
              </Box>
            );
          }
          case 'space':
            return <Space key={node.id} h="md" />;
          default:
            return <Divider key={node.id} />;
        }
      })}
    </Stack>
  );
}
