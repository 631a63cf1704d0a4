import type { SavedQueryListItem } from '@fin-atlas/domain';
import { Drawer, List, Skeleton, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../core/api/api-error';
import { FormAlert } from '../../../ui/FormAlert';
import { useElementList } from './api';

/** A saved query's elements in words; one whose element was since deleted reads "(Deleted)". */
export function ElementListDrawer({
  query,
  onClose,
}: {
  query: SavedQueryListItem | null;
  onClose: () => void;
}) {
  const list = useElementList(query?.id ?? null);
  return (
    <Drawer
      opened={query !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={query ? `Elements of “${query.name}”` : 'Elements'}
    >
      {list.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the elements">
          <Skeleton height={20} />
          <Skeleton height={20} />
        </Stack>
      ) : list.isError ? (
        <FormAlert>{errorMessage(list.error)}</FormAlert>
      ) : list.data.elements.length === 0 ? (
        <Text c="dimmed">This query has no elements.</Text>
      ) : (
        <List spacing="sm" listStyleType="none" aria-label="Query elements">
          {list.data.elements.map((element) => (
            <List.Item key={element.id}>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {element.element_section}
              </Text>
              {element.available ? (
                <Text fz="sm">{element.description}</Text>
              ) : (
                <Text fz="sm" c="dimmed" fs="italic">
                  (Deleted)
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Drawer>
  );
}
