import { Table, Text } from '@mantine/core';
import { TableScroller } from '../../../ui/table-scroller';

const cellText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
};

/** The first rows of the list as the file will hold them, every column. */
export function SampleRows({
  labels,
  samples,
}: {
  labels: readonly string[];
  samples: readonly Record<string, unknown>[];
}) {
  return (
    <section aria-label="Sample rows">
      <Text fw={600} mb={4}>
        Sample rows
      </Text>
      <TableScroller label="Sample rows of the list" maxHeight={320}>
        <Table striped stickyHeader fz="xs" miw={labels.length * 110}>
          <Table.Thead>
            <Table.Tr>
              {labels.map((label) => (
                <Table.Th key={label} style={{ whiteSpace: 'nowrap' }}>
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {samples.map((row, r) => (
              // Sample rows have no identity of their own; their order is the list's.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for one quote
              <Table.Tr key={r}>
                {labels.map((label) => (
                  <Table.Td key={label} style={{ whiteSpace: 'nowrap' }}>
                    {cellText(row[label])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroller>
    </section>
  );
}
