import type { Publication } from '@fin-atlas/domain';
import { Button, Container, EmptyState, Modal, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { notifySuccess } from '../../core/notify';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { positiveParam, useFilterParams } from '../../ui/use-filter-params';
import { useDeletePublication, useEditPublication, usePublications, useUploadPublication } from './api';
import { draftOf, PublicationForm } from './PublicationForm';
import { PublicationList } from './PublicationList';

/** `/super_admin/strategy/publications`: a FIN Admin publishes PDFs, edits who may read them and deletes them. */
export function ManagePublicationsPage() {
  const [params, update] = useFilterParams();
  const search = params.get('q') ?? '';
  const page = positiveParam(params.get('page'), 1);
  const list = usePublications('admin', search, page);
  const upload = useUploadPublication();
  const edit = useEditPublication();
  const remove = useDeletePublication();
  const [editing, setEditing] = useState<Publication | null>(null);
  const data = list.data;
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Publications"
        description="The Strategy library: publish PDFs to every client with Strategy or to chosen client groups."
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="lg" mb="sm">
            Publish a PDF
          </Title>
          <PublicationForm
            initial={draftOf()}
            needsFile
            submitLabel="Publish"
            onSubmit={async (draft) => {
              if (!draft.file) return;
              await upload.mutateAsync({ ...draft, file: draft.file });
              notifySuccess('Publication published.');
            }}
          />
        </Paper>
        <Stack gap="md">
          <SearchField
            label="Search publications"
            value={search}
            onSearch={(q) => update({ q })}
            placeholder="Title or summary"
          />
          {list.isError ? <FormAlert>{errorMessage(list.error)}</FormAlert> : null}
          {data && data.total === 0 ? (
            <EmptyState
              title="Nothing published yet"
              description="Publications you upload are listed here."
              py="xl"
            />
          ) : null}
          {data && data.total > 0 ? (
            <PublicationList
              publications={data.publications}
              total={data.total}
              page={data.page}
              perPage={data.per_page}
              onPage={(p) => update({ page: p })}
              actions={(p) => (
                <>
                  <Button size="compact-sm" variant="subtle" onClick={() => setEditing(p)}>
                    Edit
                  </Button>
                  <ConfirmButton
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    title="Delete publication"
                    message={`Delete "${p.title}"? Readers lose it at once.`}
                    confirmLabel="Delete"
                    busy={remove.isPending}
                    onConfirm={async () => {
                      await remove.mutateAsync(p.id);
                      notifySuccess('Publication deleted.');
                    }}
                  >
                    Delete
                  </ConfirmButton>
                </>
              )}
            />
          ) : null}
        </Stack>
      </SimpleGrid>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title="Edit publication"
        size="lg"
        centered
      >
        {editing ? (
          <PublicationForm
            key={editing.id}
            initial={draftOf(editing)}
            needsFile={false}
            submitLabel="Save"
            onCancel={() => setEditing(null)}
            onSubmit={async ({ file: _file, ...body }) => {
              await edit.mutateAsync({ id: editing.id, body });
              notifySuccess('Publication saved.');
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
    </Container>
  );
}
