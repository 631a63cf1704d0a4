import type { SegmentationSummary } from '@fin-atlas/domain';
import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { formatDateTime } from '../../ui/format';

type SegmentSetsTableProps = {
  sets: readonly SegmentationSummary[];
  caption: string;
  onOpen: (set: SegmentationSummary) => void;
  onCopy: (set: SegmentationSummary) => void;
  onDelete: (set: SegmentationSummary) => Promise<unknown>;
  deleting: boolean;
};

function kindOf(set: SegmentationSummary) {
  if (set.built_in)
    return (
      <Badge variant="light" color="gray">
        Built-in
      </Badge>
    );
  if (set.is_global)
    return (
      <Badge variant="light" color="grape">
        Global
      </Badge>
    );
  return set.editable ? (
    <Badge variant="light">Mine</Badge>
  ) : (
    <Text fz="sm">{set.owner?.user_name ?? 'Shared'}</Text>
  );
}

/** Segment sets with what each splits by and its segments; editable ones open, others copy. */
export function SegmentSetsTable({
  sets,
  caption,
  onOpen,
  onCopy,
  onDelete,
  deleting,
}: SegmentSetsTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Splits by</Table.Th>
            <Table.Th>Segments</Table.Th>
            <Table.Th>Owner</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sets.map((set) => (
            <Table.Tr key={set.id} data-testid="segment-set-row">
              <Table.Td>
                <Anchor component="button" type="button" fw={600} ta="left" onClick={() => onOpen(set)}>
                  {set.name}
                </Anchor>
                {set.description ? (
                  <Text fz="xs" c="dimmed" lineClamp={2} maw={360}>
                    {set.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{set.element_name}</Table.Td>
              <Table.Td>
                <Text fz="sm" lineClamp={2} maw={420}>
                  {set.segmentation_set_details_attributes.map((d) => d.name).join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td>{kindOf(set)}</Table.Td>
              <Table.Td>
                <Text fz="sm">{set.updated_at ? formatDateTime(set.updated_at) : '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onOpen(set)}
                    aria-label={`${set.editable ? 'Edit' : 'View'} ${set.name}`}
                  >
                    {set.editable ? 'Edit' : 'View'}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => onCopy(set)}
                    aria-label={`Copy ${set.name}`}
                  >
                    Copy
                  </Button>
                  {set.editable ? (
                    <ConfirmButton
                      size="xs"
                      title="Delete segment set"
                      message={`Delete “${set.name}”? Reports and queries that use it will no longer find it.`}
                      confirmLabel="Delete"
                      onConfirm={() => onDelete(set)}
                      busy={deleting}
                      aria-label={`Delete ${set.name}`}
                    >
                      Delete
                    </ConfirmButton>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
