import { quarterLabel } from '@fin-atlas/domain';
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../core/api/api-error';
import { FormAlert } from '../../../ui/FormAlert';
import { useQueryResults } from './api';
import { ResultsTable } from './ResultsTable';

const number = new Intl.NumberFormat('en-US');

/** The last run's institutions, with how current the data is and whether the tree changed since. */
export function ResultsPanel({
  runJson,
  changedSinceRun,
  onRunAgain,
}: {
  runJson: string | null;
  changedSinceRun: boolean;
  onRunAgain: () => void;
}) {
  const results = useQueryResults(runJson);
  if (runJson === null) {
    return (
      <FormAlert tone="info">Build the criteria and press Run query to list the institutions.</FormAlert>
    );
  }
  if (results.isPending) {
    return (
      <Group gap="xs" py="xl" justify="center">
        <Loader size="sm" />
        <Text c="dimmed">Finding the institutions…</Text>
      </Group>
    );
  }
  if (results.isError) return <FormAlert>{errorMessage(results.error)}</FormAlert>;
  const data = results.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm">
          <Text fw={700} fz="lg" data-testid="results-total">
            {number.format(data.total)} {data.total === 1 ? 'institution' : 'institutions'}
          </Text>
          {data.data_as_of ? (
            <Text fz="sm" c="dimmed">
              Data as of {quarterLabel(data.data_as_of)}
            </Text>
          ) : null}
          {data.is_demo ? (
            <Badge size="sm" variant="filled" color="dark.6" data-testid="demo-data">
              Demo data
            </Badge>
          ) : null}
        </Group>
        {changedSinceRun ? (
          <Group gap="xs">
            <Text fz="sm" c="orange.8">
              The criteria changed since this run.
            </Text>
            <Button size="xs" onClick={onRunAgain}>
              Run again
            </Button>
          </Group>
        ) : null}
      </Group>
      {data.total === 0 ? (
        <FormAlert tone="info">
          No institution matches every rule. Loosen a rule or use an OR group.
        </FormAlert>
      ) : (
        <ResultsTable results={data} />
      )}
    </Stack>
  );
}
