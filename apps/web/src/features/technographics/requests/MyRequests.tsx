import { Stack, Title } from '@mantine/core';
import { errorMessage } from '../../../core/api/api-error';
import { ListState } from '../../../ui/ListState';
import { useCoverageRequests } from '../api';
import { RequestForm } from './RequestForm';
import { RequestsTable } from './RequestsTable';

/** The request form and the user's own requests with their status and answers. */
export function MyRequests() {
  const query = useCoverageRequests('mine');
  return (
    <Stack gap="xl">
      <RequestForm />
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Your requests
        </Title>
        <ListState
          isPending={query.isPending}
          isFetching={query.isFetching && !query.isPending}
          errorText={query.isError ? errorMessage(query.error) : null}
          isEmpty={query.data?.requests.length === 0}
          emptyTitle="You have not asked for anything yet."
        >
          <RequestsTable requests={query.data?.requests ?? []} />
        </ListState>
      </Stack>
    </Stack>
  );
}
