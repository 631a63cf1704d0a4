import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An Others or Grand Total row under a report's ranked rows: ruled off from them, the grand total
 * in bold. `data-summary` names which one it is.
 */
export function SummaryRow({ kind, children }: { kind: string; children: ReactNode }) {
  return (
    <Table.Tr
      data-summary={kind}
      style={{
        fontWeight: kind === 'grand_total' ? 700 : 400,
        borderTop: '1px solid var(--mantine-color-gray-4)',
      }}
    >
      {children}
    </Table.Tr>
  );
}
