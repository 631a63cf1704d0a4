import { ActionIcon, Box, Group, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/** A collapsed panel keeps this much width: enough for its button and its name written upright. */
export const RAIL_WIDTH = 40;

type CollapsibleRailProps = {
  /** The panel's name: the landmark's label, its heading and its buttons' names. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which edge of the page the panel sits on: the arrows point the way it folds. */
  side: 'left' | 'right';
  width: number;
  children: ReactNode;
  testId?: string;
  /** Inside a page rather than at its edge: a border all round with rounded corners. */
  framed?: boolean;
};

/**
 * A side panel that folds into a narrow rail so the content beside it gets the width, with its name
 * still on the rail and one button to open it again.
 */
export function CollapsibleRail({
  title,
  open,
  onOpenChange,
  side,
  width,
  children,
  testId,
  framed = false,
}: CollapsibleRailProps) {
  const inward = side === 'left' ? '‹' : '›';
  const outward = side === 'left' ? '›' : '‹';
  // Inside the page's main landmark a panel is a labelled region; only the page's edge has asides.
  const landmark = framed ? 'section' : 'aside';
  const edge = '1px solid var(--mantine-color-gray-3)';
  const frame = framed
    ? { border: edge, borderRadius: 'var(--mantine-radius-md)', alignSelf: 'flex-start' }
    : { [side === 'left' ? 'borderRight' : 'borderLeft']: edge };
  const shown = open ? width : RAIL_WIDTH;
  return (
    <Box
      component={landmark}
      aria-label={title}
      data-testid={testId}
      data-open={String(open)}
      w={shown}
      p={open ? (framed ? 'xs' : 'md') : undefined}
      bg="white"
      style={{ flex: `0 0 ${shown}px`, minWidth: 0, ...frame }}
    >
      {open ? (
        <>
          <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs">
            <Title order={2} fz="lg">
              {title}
            </Title>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onOpenChange(false)}
              aria-label={`Hide ${title}`}
              aria-expanded
              title={`Hide ${title}`}
            >
              <span aria-hidden style={{ fontSize: 18, lineHeight: 1 }}>
                {inward}
              </span>
            </ActionIcon>
          </Group>
          {children}
        </>
      ) : (
        <UnstyledButton
          onClick={() => onOpenChange(true)}
          aria-label={`Show ${title}`}
          aria-expanded={false}
          title={`Show ${title}`}
          w="100%"
          py="sm"
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}
        >
          <span aria-hidden style={{ fontSize: 18, lineHeight: 1 }}>
            {outward}
          </span>
          <Box
            component="span"
            fz="sm"
            fw={600}
            c="dimmed"
            style={{ writingMode: 'vertical-rl', transform: side === 'left' ? 'rotate(180deg)' : undefined }}
          >
            {title}
          </Box>
        </UnstyledButton>
      )}
    </Box>
  );
}
