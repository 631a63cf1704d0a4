import { Alert, Anchor, Container, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../../core/api/api-error';
import { TECHNOGRAPHICS_PATHS } from '../report-links';

type ReportStateProps<T> = {
  /** "Vendor Report", "Product Report", "Solution Report": the heading until the report names itself. */
  kind: string;
  query: { data: T | undefined; isError: boolean; error: unknown };
  children: (data: T) => ReactNode;
};

/** A report that cannot be shown: not found (yellow) or failed (red), with the way back to search. */
export function ReportProblem({
  kind,
  notFound,
  message,
}: {
  kind: string;
  notFound: boolean;
  message: string;
}) {
  return (
    <Container size="xl" py="lg">
      <Title order={1} fz={28} mb="md">
        {kind}
      </Title>
      <Alert
        color={notFound ? 'yellow' : 'red'}
        title={notFound ? 'Not found' : 'This report could not be loaded'}
      >
        <Stack gap="xs">
          {message}
          <Anchor component={Link} to={TECHNOGRAPHICS_PATHS.productSearch}>
            Search for a vendor, product or solution
          </Anchor>
        </Stack>
      </Alert>
    </Container>
  );
}

/** Loading, not-found and failure states around a report; the report itself once it has arrived. */
export function ReportState<T>({ kind, query, children }: ReportStateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <ReportProblem
        kind={kind}
        notFound={isApiError(query.error, 404)}
        message={errorMessage(query.error)}
      />
    );
  }
  return (
    <Container size="xl" py="lg" aria-busy="true" aria-label="Loading report">
      <Title order={1} fz={28} mb="md">
        {kind}
      </Title>
      <Stack gap="md">
        <Skeleton h={90} />
        <Skeleton h={280} />
        <Skeleton h={280} />
      </Stack>
    </Container>
  );
}
