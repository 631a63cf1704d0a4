import type { Publication } from '@fin-atlas/domain';
import { Button, Container, Modal, Paper, SimpleGrid, Title } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../core/notify';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { PageHeader } from '../../ui/PageHeader';
import { useDeletePublication, useEditPublication, useUploadPublication } from './api';
import { draftOf, PublicationForm } from './PublicationForm';
import { PublicationLibrary } from './PublicationLibrary';

/** `/super_admin/strategy/publications`: a FIN Admin publishes PDFs, edits who may read them and deletes them. */
export function ManagePublicationsPage() {
  const upload = useUploadPublication();
  const edit = useEditPublication();
  const remove = useDeletePublication();
  const [editing, setEditing] = useState<Publication | null>(null);
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
        <PublicationLibrary
          scope="admin"
          emptyDescription="Publications you upload are listed here."
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
