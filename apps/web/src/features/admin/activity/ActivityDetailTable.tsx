import { ADMIN_PAGE_SIZES, type UserActivityReport } from '@fin-atlas/domain';
import { Table, Text } from '@mantine/core';
import { formatDate } from '../../../ui/format';
import { TablePager } from '../../../ui/TablePager';
import { count, filesOf, moduleLabel, reportsOf } from './activity-labels';

type Props = {
  report: Pick<UserActivityReport, 'rows' | 'rows_total' | 'page' | 'per_page'>;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
};

/** Activity by user, module and day (newest day first), a page at a time. */
export function ActivityDetailTable({ report, onPage, onPerPage }: Props) {
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table striped aria-label="Activity by user, module and day">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>User</Table.Th>
              <Table.Th>Module</Table.Th>
              <Table.Th ta="right">Sign-ins</Table.Th>
              <Table.Th ta="right">Page views</Table.Th>
              <Table.Th ta="right">Reports</Table.Th>
              <Table.Th ta="right">Downloads</Table.Th>
              <Table.Th ta="right">Query runs</Table.Th>
              <Table.Th ta="right">Saved items</Table.Th>
              <Table.Th ta="right">Events</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <Table.Tr key={`${row.day}:${row.user.id}:${row.module}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.day)}</Table.Td>
                <Table.Td>
                  <Text fz="sm">{row.user.user_name}</Text>
                  <Text fz="xs" c="dimmed">
                    {row.user.email}
                  </Text>
                </Table.Td>
                <Table.Td>{moduleLabel(row.module)}</Table.Td>
                <Table.Td ta="right">{count(row.sign_ins)}</Table.Td>
                <Table.Td ta="right">{count(row.page_views)}</Table.Td>
                <Table.Td ta="right">{count(reportsOf(row))}</Table.Td>
                <Table.Td ta="right">{count(filesOf(row))}</Table.Td>
                <Table.Td ta="right">{count(row.query_runs)}</Table.Td>
                <Table.Td ta="right">{count(row.saved_items)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {count(row.events)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TablePager
        total={report.rows_total}
        page={report.page}
        perPage={report.per_page}
        pageSizes={ADMIN_PAGE_SIZES}
        onPageChange={onPage}
        onPerPageChange={onPerPage}
      />
    </>
  );
}
