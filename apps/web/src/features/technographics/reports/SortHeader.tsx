import { Table, UnstyledButton } from '@mantine/core';

export type SortState<K extends string> = { sort: K; dir: 'asc' | 'desc' };

type SortHeaderProps<K extends string> = {
  column: K;
  label: string;
  state: SortState<K>;
  onSort: (next: SortState<K>) => void;
  /** The direction a first click sorts in: figures and dates largest first, text A to Z. */
  firstDir?: 'asc' | 'desc';
  align?: 'left' | 'right';
};

const ARROW = { asc: '▲', desc: '▼' } as const;

/** A column header that sorts by its column; a second click reverses the order. */
export function SortHeader<K extends string>({
  column,
  label,
  state,
  onSort,
  firstDir = 'asc',
  align = 'left',
}: SortHeaderProps<K>) {
  const active = state.sort === column;
  const next = active ? (state.dir === 'asc' ? 'desc' : 'asc') : firstDir;
  return (
    <Table.Th
      scope="col"
      ta={align}
      aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton
        fz="sm"
        fw={700}
        onClick={() => onSort({ sort: column, dir: next })}
        aria-label={`Sort by ${label}${active ? `, now ${state.dir === 'asc' ? 'ascending' : 'descending'}` : ''}`}
      >
        {label}
        <span aria-hidden="true" style={{ marginLeft: 4, opacity: active ? 1 : 0.25 }}>
          {active ? ARROW[state.dir] : ARROW[firstDir]}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
