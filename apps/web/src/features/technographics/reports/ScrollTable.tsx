import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

type ScrollTableProps = {
  /** Names the scrolling box, which keyboard users focus to scroll a wide table sideways. */
  label: string;
  minWidth: number;
  mt?: string;
  children: ReactNode;
};

/** A table that scrolls sideways on narrow screens, reachable and scrollable from the keyboard. */
export function ScrollTable({ label, minWidth, mt, children }: ScrollTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      mt={mt}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
