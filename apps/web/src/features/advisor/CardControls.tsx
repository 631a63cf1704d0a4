import { ActionIcon, Group, Tooltip } from '@mantine/core';

type CardControlsProps = {
  title: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMove: (by: -1 | 1) => void;
  onHide: () => void;
};

/** Reorder and hide buttons of a card: plain buttons, so the keyboard reaches them in order. */
export function CardControls({ title, first, last, disabled, onMove, onHide }: CardControlsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Move earlier">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Move ${title} earlier`}
          disabled={disabled || first}
          onClick={() => onMove(-1)}
        >
          ↑
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Move later">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Move ${title} later`}
          disabled={disabled || last}
          onClick={() => onMove(1)}
        >
          ↓
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Hide card">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Hide ${title}`}
          disabled={disabled}
          onClick={onHide}
        >
          ×
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
