import { Container } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader';
import { MyRequests } from './requests/MyRequests';

/** /technographics/requests: ask for a vendor or solution to be covered, and follow the answers. */
export function RequestsPage() {
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Requests"
        description="Missing a vendor or a solution? Ask us to cover it; the answer appears below."
      />
      <MyRequests />
    </Container>
  );
}
