import { Table, UnstyledButton } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';

export type SortDirection = 'asc' | 'desc';
export type SortState<K extends string> = { key: K; direction: SortDirection };

/** Sorted copy of the rows by one accessor; text ascending, figures descending on first click. */
export function useSortedRows<R, K extends string>(
  rows: readonly R[],
  accessors: Record<K, (row: R) => string | number | null>,
  initial: SortState<NoInfer<K>>,
) {
  const [sort, setSort] = useState<SortState<K>>(initial);
  const sorted = useMemo(() => {
    const read = accessors[sort.key];
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = read(a);
      const y = read(b);
      if (x === y) return 0;
      if (x === null) return 1;
      if (y === null) return -1;
      return (
        (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * factor
      );
    });
  }, [rows, accessors, sort]);
  const toggle = (key: K, firstDirection: SortDirection) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: firstDirection },
    );
  return { sorted, sort, toggle };
}

type SortableThProps<K extends string> = {
  column: K;
  sort: SortState<K>;
  onSort: (key: K, firstDirection: SortDirection) => void;
  numeric?: boolean;
  /** Figures sort largest first on the first click, text A to Z; dates may ask for newest first. */
  firstDirection?: SortDirection;
  children: ReactNode;
};

export function SortableTh<K extends string>({
  column,
  sort,
  onSort,
  numeric = false,
  firstDirection = numeric ? 'desc' : 'asc',
  children,
}: SortableThProps<K>) {
  const active = sort.key === column;
  const arrow = active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : '';
  return (
    <Table.Th
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ textAlign: numeric ? 'right' : 'left', whiteSpace: 'nowrap' }}
    >
      <UnstyledButton
        fz="sm"
        fw={700}
        onClick={() => onSort(column, firstDirection)}
        style={{ whiteSpace: 'nowrap' }}
      >
        {children}
        <span aria-hidden>{arrow}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
