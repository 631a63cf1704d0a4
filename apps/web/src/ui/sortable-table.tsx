import { Table, UnstyledButton } from '@mantine/core';
import { type CSSProperties, type ReactNode, useMemo, useState } from 'react';

export type SortDirection = 'asc' | 'desc';
export type SortState<K extends string> = { key: K; direction: SortDirection };

/** A click on a column: the same column reverses the order, another sorts in its first direction. */
export function nextSort<K extends string>(
  current: SortState<K>,
  key: K,
  firstDirection: SortDirection,
): SortState<K> {
  return current.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: firstDirection };
}

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
    setSort((current) => nextSort(current, key, firstDirection));
  return { sorted, sort, toggle };
}

type SortableThProps<K extends string> = {
  column: K;
  sort: SortState<K>;
  onSort: (key: K, firstDirection: SortDirection) => void;
  numeric?: boolean;
  /** Figures sort largest first on the first click, text A to Z; dates may ask for newest first. */
  firstDirection?: SortDirection;
  /**
   * The column's name for the button's label ("Sort by Assets, now descending"); such a header also
   * shows, faintly, the direction its first click sorts in.
   */
  label?: string;
  /** Extra cell style, such as a sticky column's. */
  style?: CSSProperties;
  children: ReactNode;
};

const ARROW = { asc: '▲', desc: '▼' } as const;
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The one sortable column header: a button that sorts by its column, a second click reversing it. */
export function SortableTh<K extends string>({
  column,
  sort,
  onSort,
  numeric = false,
  firstDirection = numeric ? 'desc' : 'asc',
  label,
  style,
  children,
}: SortableThProps<K>) {
  const active = sort.key === column;
  const labelled = label !== undefined;
  return (
    <Table.Th
      scope="col"
      aria-sort={active ? ARIA_SORT[sort.direction] : 'none'}
      style={{ textAlign: numeric ? 'right' : 'left', whiteSpace: labelled ? undefined : 'nowrap', ...style }}
    >
      <UnstyledButton
        fz="sm"
        fw={700}
        onClick={() => onSort(column, firstDirection)}
        style={labelled ? undefined : { whiteSpace: 'nowrap' }}
        aria-label={
          labelled ? `Sort by ${label}${active ? `, now ${ARIA_SORT[sort.direction]}` : ''}` : undefined
        }
      >
        {children}
        {labelled ? (
          <span aria-hidden="true" style={{ marginLeft: 4, opacity: active ? 1 : 0.25 }}>
            {ARROW[active ? sort.direction : firstDirection]}
          </span>
        ) : (
          <span aria-hidden>{active ? ` ${ARROW[sort.direction]}` : ''}</span>
        )}
      </UnstyledButton>
    </Table.Th>
  );
}
