import { Box } from '@mantine/core';
import type { CSSProperties, ReactNode, Ref } from 'react';

/**
 * The scroll box of a wide table: it scrolls both ways itself so the header (Table stickyHeader) and
 * the name columns (stickyColumn) stay in view whichever way the reader scrolls. Focusable, so the
 * keyboard can scroll it too.
 */
export function TableScroller({
  label,
  maxHeight = 'calc(100vh - 180px)',
  ref,
  children,
}: {
  label: string;
  maxHeight?: CSSProperties['maxHeight'];
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <Box
      ref={ref}
      role="region"
      aria-label={label}
      tabIndex={0}
      data-table-scroll
      style={{ overflow: 'auto', maxHeight, position: 'relative', overscrollBehaviorX: 'contain' }}
    >
      {children}
    </Box>
  );
}

/**
 * A cell that stays put at `left` px while the rest of its row scrolls sideways. The last one of the
 * sticky columns draws the edge the scrolled figures slide under.
 */
export function stickyColumn(left: number, width: number, last = false, header = false): CSSProperties {
  // A sticky header cell draws its own bottom rule (Mantine's sticky header does it with a shadow too).
  const edges = [
    last ? 'inset -1px 0 0 var(--mantine-color-gray-3)' : null,
    header ? 'inset 0 -1px 0 var(--table-border-color)' : null,
  ].filter(Boolean);
  return {
    position: 'sticky',
    left,
    zIndex: 1,
    width,
    minWidth: width,
    maxWidth: width,
    background: 'var(--mantine-color-body)',
    boxShadow: edges.length > 0 ? edges.join(', ') : undefined,
  };
}

/** A full-width section row's title, kept at the left edge while the row scrolls sideways. */
export function StickyRowTitle({ children }: { children: ReactNode }) {
  return <span style={{ position: 'sticky', left: 12, display: 'inline-block' }}>{children}</span>;
}
