import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

/** jsdom and the first render have no layout: draw as if on a laptop screen until measured. */
const INITIAL_RECT = { width: 1280, height: 800 };

export type TableWindow = {
  /** Indexes of the rows to draw, with the row element's ref that measures its real height. */
  rows: { index: number; key: string | number | bigint }[];
  measureRow: (element: HTMLTableRowElement | null) => void;
  /** Blank space standing for the rows above and below the drawn ones. */
  padTop: number;
  padBottom: number;
  /** Indexes of the value columns to draw; every column when the table is narrow enough. */
  columns: number[];
  padLeft: number;
  padRight: number;
};

/**
 * Which rows and value columns of a long, wide table to draw: only those near the scroll box's view,
 * so a peer group of thousands by dozens of metrics stays quick to draw and scroll. The value columns
 * are windowed only from `windowColumnsFrom` on, and start after `stickyWidth` px of name columns.
 */
export function useTableWindow({
  scrollRef,
  rowCount,
  rowHeight,
  columnCount,
  columnWidth,
  stickyWidth,
  windowColumnsFrom,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
  rowCount: number;
  rowHeight: number;
  columnCount: number;
  columnWidth: number;
  stickyWidth: number;
  windowColumnsFrom: number;
}): TableWindow {
  const rowWindow = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    initialRect: INITIAL_RECT,
  });
  const windowed = columnCount >= windowColumnsFrom;
  const columnWindow = useVirtualizer({
    horizontal: true,
    count: windowed ? columnCount : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => columnWidth,
    scrollMargin: stickyWidth,
    overscan: 3,
    initialRect: INITIAL_RECT,
  });
  const rowItems = rowWindow.getVirtualItems();
  const firstRow = rowItems[0];
  const lastRow = rowItems.at(-1);
  const columnItems = columnWindow.getVirtualItems();
  const firstColumn = columnItems[0];
  const lastColumn = columnItems.at(-1);
  return {
    rows: rowItems.map((item) => ({ index: item.index, key: item.key })),
    measureRow: rowWindow.measureElement,
    padTop: firstRow ? firstRow.start : 0,
    padBottom: lastRow ? rowWindow.getTotalSize() - lastRow.end : 0,
    columns: windowed
      ? columnItems.map((item) => item.index)
      : Array.from({ length: columnCount }, (_, i) => i),
    padLeft: windowed && firstColumn ? firstColumn.start - stickyWidth : 0,
    padRight: windowed && lastColumn ? columnWindow.getTotalSize() - (lastColumn.end - stickyWidth) : 0,
  };
}
