import { ActionIcon, Group } from '@mantine/core';
import { useBuilder } from './builder-context';
import { moveNode } from './criteria-tree';

/** Move a rule or group among its siblings, or remove it. */
export function NodeActions({
  id,
  what,
  first,
  last,
  onRemove,
}: {
  id: string;
  what: string;
  first: boolean;
  last: boolean;
  onRemove: () => void;
}) {
  const { change } = useBuilder();
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`Move ${what} up`}
        disabled={first}
        onClick={() => change((tree) => moveNode(tree, id, -1))}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`Move ${what} down`}
        disabled={last}
        onClick={() => change((tree) => moveNode(tree, id, 1))}
      >
        ↓
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Remove ${what}`} onClick={onRemove}>
        ×
      </ActionIcon>
    </Group>
  );
}
