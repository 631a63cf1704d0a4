import { CONTENT_LIMITS } from '@fin-atlas/domain';
import {
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { notifyError, notifySuccess } from '../../../core/notify';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { FormAlert } from '../../../ui/FormAlert';
import { formatDateTime } from '../../../ui/format';
import { useApplyNameOverride, useNameOverride, useRemoveNameOverride } from './api';

/** One institution's display name: the regulator's name beside the override, and the override's form. */
export function NameEditor({ institutionId }: { institutionId: number }) {
  const state = useNameOverride(institutionId);
  if (state.isPending) return <Skeleton height={220} aria-label="Loading the name" />;
  if (state.isError) return <FormAlert>{errorMessage(state.error)}</FormAlert>;
  return <NameForm key={state.dataUpdatedAt} institutionId={institutionId} state={state.data} />;
}

function NameForm({
  institutionId,
  state,
}: {
  institutionId: number;
  state: NonNullable<ReturnType<typeof useNameOverride>['data']>;
}) {
  const apply = useApplyNameOverride();
  const remove = useRemoveNameOverride();
  const { institution, override } = state;
  const [displayName, setDisplayName] = useState(override?.display_name ?? institution.name);
  const [reason, setReason] = useState(override?.reason ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const regulatorName = override?.regulator_name ?? institution.name;

  const save = async () => {
    if (!displayName.trim()) return setProblem('Enter the display name.');
    setProblem(null);
    try {
      await apply.mutateAsync({ id: institutionId, body: { display_name: displayName, reason } });
      notifySuccess('Display name saved.');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Name of ${institution.name}`}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {institution.name}
        </Title>
        <Text fz="sm">
          The regulator's name: <strong>{regulatorName}</strong>
          {override && override.regulator_name === override.display_name ? (
            <Badge ml="xs" color="teal" variant="light">
              The regulator now agrees
            </Badge>
          ) : null}
        </Text>
        {override ? (
          <Text fz="xs" c="dimmed">
            Overridden {formatDateTime(override.updated_at)}
            {override.updated_by ? ` by ${override.updated_by}` : ''}. Every regulator load keeps this name
            and records what the regulator says.
          </Text>
        ) : (
          <Text fz="xs" c="dimmed">
            No override: users see the regulator's name.
          </Text>
        )}
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        <TextInput
          label="Display name"
          required
          value={displayName}
          maxLength={CONTENT_LIMITS.maxDisplayName}
          onChange={(e) => setDisplayName(e.currentTarget.value)}
        />
        <Textarea
          label="Reason"
          description="Why the regulator's name is not the right one, for the next admin."
          autosize
          minRows={2}
          value={reason}
          maxLength={CONTENT_LIMITS.maxReason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group>
          <Button onClick={() => void save()} loading={apply.isPending}>
            Save display name
          </Button>
          {override ? (
            <ConfirmButton
              title="Remove the override"
              message={`Show the regulator's name "${regulatorName}" again?`}
              confirmLabel="Remove override"
              busy={remove.isPending}
              onConfirm={async () => {
                try {
                  await remove.mutateAsync(institutionId);
                  notifySuccess("The regulator's name is shown again.");
                } catch (error) {
                  notifyError(error);
                }
              }}
            >
              Remove override
            </ConfirmButton>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
