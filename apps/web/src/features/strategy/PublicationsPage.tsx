import { Container } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader';
import { PublicationLibrary } from './PublicationLibrary';

/** `/strategy/publications`: FIN Atlas publications the user's company may read, searchable, as PDFs. */
export function PublicationsPage() {
  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Publications"
        description="FIN Atlas research on vendors, solutions and market shifts, as PDFs to read and share inside your company."
      />
      <PublicationLibrary
        scope="reader"
        emptyDescription="FIN Atlas publishes its research here as PDFs; new ones appear as soon as they are released to your company."
      />
    </Container>
  );
}
