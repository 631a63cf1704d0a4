import type { CrmSourceId } from '@fin-atlas/domain';
import { Anchor, Card, Container, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { useCrmLists } from './api';
import { CrmListPanel } from './CrmListPanel';
import { CrmListsTable } from './CrmListsTable';
import { CrmUploadForm } from './CrmUploadForm';
import { useSelectedList } from './use-selected-list';

/**
 * /technographics/crm_data (and its FIN Query twin): upload a CRM account export, review the
 * matches, download the accounts enriched with firmographics and the vendors the user picks.
 */
export function CrmDataPage() {
  const lists = useCrmLists();
  const [source, setSource] = useState<CrmSourceId>('salesforce');
  const [selectedId, select] = useSelectedList();
  const selected = lists.data?.crm_lists.find((l) => l.id === selectedId) ?? null;
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="CRM Data Enrichment"
        description={
          <>
            Match the accounts of your CRM to their banks, holding companies and credit unions, and take them
            back with firmographics and the vendors they use today. How to export from your CRM:{' '}
            <Anchor component={Link} to="/crm_data/sign_in">
              Connect your CRM
            </Anchor>
            .
          </>
        }
      />
      <Stack gap="lg">
        <Card withBorder padding="md" component="section" aria-label="Upload a CRM export">
          <Title order={2} fz="md" mb="xs">
            Upload a CRM export
          </Title>
          <CrmUploadForm source={source} onSourceChange={setSource} onUploaded={(list) => select(list.id)} />
        </Card>
        <section aria-label="Your CRM lists">
          <Title order={2} fz="md" mb="xs">
            Your CRM lists
          </Title>
          <ListState
            isPending={lists.isPending}
            isFetching={lists.isFetching && !lists.isPending}
            errorText={lists.isError ? errorMessage(lists.error) : null}
            isEmpty={lists.data?.crm_lists.length === 0}
            emptyTitle="No CRM lists yet"
            emptyDescription="Upload an account export above; everyone in your company sees the lists uploaded here."
          >
            <CrmListsTable lists={lists.data?.crm_lists ?? []} selectedId={selectedId} onSelect={select} />
          </ListState>
        </section>
        {selected ? <CrmListPanel key={selected.id} list={selected} onClose={() => select(null)} /> : null}
      </Stack>
    </Container>
  );
}
