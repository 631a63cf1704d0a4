import {
  fiTypeLabel,
  type StrategyWhiteSpace,
  WHITE_SPACE_FIT_FACTORS,
  WHITE_SPACE_FIT_LABELS,
  type WhiteSpaceProspectStatus,
} from '@fin-atlas/domain';
import { Badge, Group, Pagination, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { TableScroller } from '../../ui/table-scroller';
import { assets, share } from './figures';
import { statusLabel } from './white-space-columns';

const PER_PAGE = 25;

/** Dark enough for white text on every row (striped or hovered). */
const STATUS_COLORS: Record<WhiteSpaceProspectStatus, string> = {
  competitor: 'red.9',
  sibling: 'grape.9',
  in_house: 'blue.9',
  no_service: 'gray.7',
};

/** The ranked prospects, a page at a time, each with its score and the factors behind it. */
export function ProspectTable({ view }: { view: StrategyWhiteSpace }) {
  const [page, setPage] = useState(1);
  const rows = view.prospects.rows;
  const pages = Math.max(1, Math.ceil(rows.length / PER_PAGE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * PER_PAGE, current * PER_PAGE);
  return (
    <Stack gap="xs">
      <TableScroller label="Prospects" maxHeight="none">
        <Table striped highlightOnHover withTableBorder fz="sm" data-testid="prospects-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">Rank</Table.Th>
              <Table.Th miw={260}>Institution</Table.Th>
              <Table.Th>{view.segmentation.name}</Table.Th>
              <Table.Th miw={220}>Runs today</Table.Th>
              <Table.Th ta="right">Fit score</Table.Th>
              {WHITE_SPACE_FIT_FACTORS.map((f) => (
                <Table.Th key={f} ta="right">
                  {WHITE_SPACE_FIT_LABELS[f]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((p, i) => (
              <Table.Tr key={p.id}>
                <Table.Td ta="right">{(current - 1) * PER_PAGE + i + 1}</Table.Td>
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {p.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {[fiTypeLabel(p.fi_type), [p.city, p.state].filter(Boolean).join(', '), assets(p.assets)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.segment ?? '—'}</Table.Td>
                <Table.Td>
                  <Badge variant="filled" color={STATUS_COLORS[p.status]}>
                    {statusLabel(view, p.status)}
                  </Badge>
                  {p.current && p.status !== 'no_service' ? (
                    <Text fz="xs" mt={2}>
                      {p.current}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">
                  <Tooltip
                    withArrow
                    label={WHITE_SPACE_FIT_FACTORS.map(
                      (f) => `${WHITE_SPACE_FIT_LABELS[f]} ${share(p.factors[f])}`,
                    ).join(' · ')}
                  >
                    <Text fz="sm" fw={700} span>
                      {p.score.toFixed(1)}
                    </Text>
                  </Tooltip>
                </Table.Td>
                {WHITE_SPACE_FIT_FACTORS.map((f) => (
                  <Table.Td key={f} ta="right" c="dimmed">
                    {share(p.factors[f])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroller>
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          {rows.length < view.prospects.total
            ? `The best ${rows.length.toLocaleString('en-US')} of ${view.prospects.total.toLocaleString('en-US')} prospects; the Excel file holds up to 5,000 and FIN Query every one.`
            : `${view.prospects.total.toLocaleString('en-US')} prospects.`}
        </Text>
        {pages > 1 ? <Pagination size="sm" total={pages} value={current} onChange={setPage} /> : null}
      </Group>
    </Stack>
  );
}
