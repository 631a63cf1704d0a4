import type { NumberFormatCode } from '@fin-atlas/domain';
import { Table, Text } from '@mantine/core';
import { TableScroller } from '../../../ui/table-scroller';
import { type Cell, formatCell } from '../builder/result-rows';

const asCell = (value: unknown): Cell =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;

/** The first rows of the list as the file will hold them, every column. */
export function SampleRows({
  labels,
  formats,
  samples,
}: {
  labels: readonly string[];
  /** Each label's number format, as the results screen shows the column. */
  formats: readonly (NumberFormatCode | null)[];
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
                {labels.map((label, c) => (
                  <Table.Td
                    key={label}
                    ta={typeof row[label] === 'number' ? 'right' : undefined}
                    style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {formatCell(asCell(row[label]), { key: label, format: formats[c] ?? null })}
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
