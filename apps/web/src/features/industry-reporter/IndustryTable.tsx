import {
  formatValue,
  type IndustryReportMetric,
  type IndustryReportView,
  type IndustryStat,
} from '@fin-atlas/domain';
import { Anchor, Table } from '@mantine/core';
import { Fragment } from 'react';
import { StickyRowTitle, stickyColumn, TableScroller } from '../../ui/table-scroller';
import { bySection, figure, type ShownRow } from './view-model';

const METRIC_WIDTH = 220;
const ROW_WIDTH = 190;
const figureStyle = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const QUARTILES: { stat: IndustryStat; label: string }[] = [
  { stat: 'p25', label: '25th Pct' },
  { stat: 'median', label: 'Median' },
  { stat: 'p75', label: '75th Pct' },
  { stat: 'count', label: 'Institutions' },
];

type TableProps = {
  view: IndustryReportView;
  rows: readonly ShownRow[];
  metrics: readonly { metric: IndustryReportMetric; index: number }[];
  trend: boolean;
  periodIndex: number;
  onOpenMetric: (id: string) => void;
};

/**
 * The report as a table: each metric's rows (group totals and segments) with the aggregate over the
 * quarters, newest first (Multi-Period) or at the chosen quarter (Single-Period), then the members'
 * quartiles, median and count at that quarter.
 */
export function IndustryTable({ view, rows, metrics, trend, periodIndex, onOpenMetric }: TableProps) {
  const periods = trend ? view.periods.map((_, i) => i).reverse() : [periodIndex];
  const at = view.headers[periodIndex] ?? '';
  const text = (value: number | null, metric: IndustryReportMetric, stat: IndustryStat) =>
    formatValue(value, stat === 'count' ? 'N0' : metric.format);
  const columns = 2 + periods.length + QUARTILES.length;
  return (
    <TableScroller label="Industry report table">
      <Table stickyHeader withTableBorder striped highlightOnHover data-testid="industry-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={stickyColumn(0, METRIC_WIDTH, false, true)}>Metric</Table.Th>
            <Table.Th style={stickyColumn(METRIC_WIDTH, ROW_WIDTH, true, true)}>Group / Segment</Table.Th>
            {periods.map((p) => (
              <Table.Th key={p} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {trend ? view.headers[p] : `Aggregate ${at}`}
              </Table.Th>
            ))}
            {QUARTILES.map((q) => (
              <Table.Th key={q.stat} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {trend ? `${q.label} ${at}` : q.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bySection(metrics).map((section) => (
            <Fragment key={section.header}>
              <Table.Tr>
                <Table.Td colSpan={columns} fw={700} bg="gray.1">
                  <StickyRowTitle>{section.header}</StickyRowTitle>
                </Table.Td>
              </Table.Tr>
              {section.metrics.map(({ metric, index }) =>
                rows.map((shown, r) => (
                  <Table.Tr
                    key={`${metric.id}:${shown.row.key}`}
                    data-metric={metric.id}
                    data-row={shown.row.key}
                  >
                    {r === 0 ? (
                      <Table.Td
                        rowSpan={rows.length}
                        style={{ ...stickyColumn(0, METRIC_WIDTH), verticalAlign: 'top' }}
                      >
                        <Anchor
                          component="button"
                          type="button"
                          fz="sm"
                          ta="left"
                          title={metric.definition}
                          onClick={() => onOpenMetric(metric.id)}
                        >
                          {metric.name}
                        </Anchor>
                      </Table.Td>
                    ) : null}
                    <Table.Td style={stickyColumn(METRIC_WIDTH, ROW_WIDTH, true)}>
                      <span style={{ color: shown.color, marginRight: 6 }} aria-hidden>
                        ●
                      </span>
                      {shown.label}
                    </Table.Td>
                    {periods.map((p) => (
                      <Table.Td key={p} ta="right" style={figureStyle}>
                        {text(figure(view, shown.index, index, p, 'aggregate'), metric, 'aggregate')}
                      </Table.Td>
                    ))}
                    {QUARTILES.map((q) => (
                      <Table.Td
                        key={q.stat}
                        ta="right"
                        style={figureStyle}
                        c={q.stat === 'count' ? undefined : 'dimmed'}
                      >
                        {text(figure(view, shown.index, index, periodIndex, q.stat), metric, q.stat)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                )),
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
