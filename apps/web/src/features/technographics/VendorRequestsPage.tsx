import { type CoverageRequest, type CoverageRequestStatus, roleHasAbility } from '@fin-atlas/domain';
import { Container, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { useSession } from '../../core/session/use-session';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { useCoverageRequests } from './api';
import { AnswerModal } from './requests/AnswerModal';
import { MyRequests } from './requests/MyRequests';
import { RequestsTable } from './requests/RequestsTable';

type StatusFilter = CoverageRequestStatus | 'all';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'added', label: 'Added' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
];

/** FIN Admins: every coverage request, by status, answered here. */
function AllRequests() {
  const [status, setStatus] = useState<StatusFilter>('open');
  const [answering, setAnswering] = useState<CoverageRequest | null>(null);
  const query = useCoverageRequests('all', status === 'all' ? undefined : status);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Status"
        w="fit-content"
        data={FILTERS}
        value={status}
        onChange={(value) => setStatus(value as StatusFilter)}
      />
      <ListState
        isPending={query.isPending}
        isFetching={query.isFetching && !query.isPending}
        errorText={query.isError ? errorMessage(query.error) : null}
        isEmpty={query.data?.requests.length === 0}
        emptyTitle={status === 'open' ? 'No open requests.' : 'No requests here.'}
      >
        <RequestsTable requests={query.data?.requests ?? []} onAnswer={setAnswering} />
      </ListState>
      <AnswerModal request={answering} onClose={() => setAnswering(null)} />
    </Stack>
  );
}

/**
 * /technographics/vendor_requests: FIN Admins see and answer every coverage request; anyone else
 * on the vendor menu asks for coverage and follows their own requests, as on /technographics/requests.
 */
export function VendorRequestsPage() {
  const { user } = useSession();
  const admin = roleHasAbility(user?.role.name, 'super_admin_board');
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Vendor Requests"
        description={
          admin
            ? 'Requests to cover a vendor or a solution, from every client. Answer each one: added to the catalog, or declined.'
            : 'Ask us to cover a vendor (yours, or one your prospects use) or a solution; the answer appears below.'
        }
      />
      {admin ? <AllRequests /> : <MyRequests />}
    </Container>
  );
}
