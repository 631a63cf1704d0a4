import { MESSAGES } from '@fin-atlas/domain';
import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { notifyError, notifySuccess } from '../../core/notify';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { OrgListReview, OrgListUploadForm } from '../org-matching';
import { conferenceDownloadUrl, useConferences, useDeleteConference, useUploadConference } from './api';
import { ConferencesTable } from './ConferencesTable';

/**
 * /technographics/fin_query/conference_import: upload an attendee list, see each attendee's
 * organisation matched to its institution, review the unsure ones, and download the list enriched.
 */
export function ConferenceImportPage() {
  const conferences = useConferences();
  const upload = useUploadConference();
  const remove = useDeleteConference();
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('conference')) || null;
  const select = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('conference');
        else next.set('conference', String(id));
        return next;
      },
      { replace: true },
    );
  const selected = conferences.data?.conferences.find((c) => c.id === selectedId) ?? null;

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Conference Import"
        description="Upload a conference attendee list: every attendee's organisation is matched to its bank, holding company or credit union, ready to review and to download with firmographics and today's core, online and mobile banking vendors."
      />
      <Stack gap="lg">
        <Card withBorder padding="md" component="section" aria-label="Upload an attendee list">
          <Title order={2} fz="md" mb="xs">
            Upload an attendee list
          </Title>
          <OrgListUploadForm
            nameLabel="Conference name"
            namePlaceholder="e.g. Money 20/20 Las Vegas 2026"
            fileLabel="Attendee list"
            submitLabel="Upload and match"
            busy={upload.isPending}
            help="The header row is found even below a title block. Read columns: Organization, Company, Institution or Account; First and Last Name or Full Name; Title; Email (the domain of a work address identifies the institution); City; State; Website."
            onSubmit={async (name, file) => {
              const { conference } = await upload.mutateAsync({ name, file });
              const { matched, review, unmatched } = conference.counts;
              notifySuccess(
                `${conference.name}: ${matched} matched, ${review} to review, ${unmatched} not matched.`,
              );
              select(conference.id);
            }}
          />
        </Card>

        <section aria-label="Your conferences">
          <Title order={2} fz="md" mb="xs">
            Your conferences
          </Title>
          <ListState
            isPending={conferences.isPending}
            isFetching={conferences.isFetching && !conferences.isPending}
            errorText={conferences.isError ? errorMessage(conferences.error) : null}
            isEmpty={conferences.data?.conferences.length === 0}
            emptyTitle="No conferences yet"
            emptyDescription="Upload an attendee list above; everyone in your company sees the conferences uploaded here."
          >
            <ConferencesTable
              conferences={conferences.data?.conferences ?? []}
              selectedId={selectedId}
              onSelect={select}
              downloadUrl={conferenceDownloadUrl}
              deleting={remove.isPending}
              onDelete={async (conference) => {
                try {
                  const { message } = await remove.mutateAsync(conference.id);
                  notifySuccess(message || MESSAGES.toast.conferenceDeleted);
                  if (conference.id === selectedId) select(null);
                } catch (error) {
                  notifyError(error);
                }
              }}
            />
          </ListState>
        </section>

        {selected ? (
          <Card withBorder padding="md" component="section" aria-label={`Attendees of ${selected.name}`}>
            <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
              <div>
                <Title order={2} fz="lg">
                  {selected.name}
                </Title>
                <Text fz="xs" c="dimmed">
                  Organisation read from the column “{selected.column_map.organization}”
                  {selected.column_map.email
                    ? `, work e-mail domains from “${selected.column_map.email}”`
                    : ''}
                  {selected.column_map.state ? `, state from “${selected.column_map.state}”` : ''}.
                </Text>
              </div>
              <Group gap="xs">
                <Button component="a" href={conferenceDownloadUrl(selected.id)} download>
                  Download enriched Excel
                </Button>
                <Button variant="default" onClick={() => select(null)}>
                  Close
                </Button>
              </Group>
            </Group>
            <OrgListReview base="/api/conferences" listId={selected.id} noun="attendees" />
          </Card>
        ) : null}
      </Stack>
    </Container>
  );
}
