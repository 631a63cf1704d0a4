import { CONTENT_LIMITS, type UserGuideModule } from '@fin-atlas/domain';
import { Anchor, Button, Container, FileInput, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { notifyError, notifySuccess } from '../../../core/notify';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { FormAlert } from '../../../ui/FormAlert';
import { formatDateTime, formatFileSize } from '../../../ui/format';
import { ListState } from '../../../ui/ListState';
import { PageHeader } from '../../../ui/PageHeader';
import { useGuideModules, useRemoveGuide, useUploadGuide } from './api';

function CurrentGuide({ module }: { module: UserGuideModule }) {
  if (module.upload) {
    return (
      <>
        <Anchor href={module.user_guide_url ?? undefined} fz="sm">
          {module.upload.file_name}
        </Anchor>
        <Text fz="xs" c="dimmed">
          Uploaded, {formatFileSize(module.upload.byte_size)}, {formatDateTime(module.upload.updated_at)}
          {module.upload.updated_by ? ` by ${module.upload.updated_by}` : ''}
        </Text>
      </>
    );
  }
  if (module.user_guide_url) {
    return (
      <Anchor href={module.user_guide_url} fz="sm">
        FIN Atlas guide
      </Anchor>
    );
  }
  return (
    <Text fz="sm" c="dimmed">
      None
    </Text>
  );
}

/** One module's row: its guide now, a PDF to upload in its place, and the way back. */
function GuideRow({ module }: { module: UserGuideModule }) {
  const upload = useUploadGuide();
  const remove = useRemoveGuide();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    if (!file) return setProblem('Choose the PDF user guide to upload.');
    if (file.size > CONTENT_LIMITS.maxGuideBytes) return setProblem('The PDF is larger than 20 MB.');
    setProblem(null);
    try {
      await upload.mutateAsync({ id: module.ui_module_id, file });
      setFile(null);
      notifySuccess(`${module.name} user guide uploaded.`);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Text fz="sm" fw={500}>
          {module.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <CurrentGuide module={module} />
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          {problem ? <FormAlert>{problem}</FormAlert> : null}
          <Group gap="xs" wrap="nowrap">
            <FileInput
              aria-label={`PDF guide for ${module.name}`}
              accept="application/pdf,.pdf"
              placeholder="Choose a PDF (up to 20 MB)"
              value={file}
              onChange={setFile}
              clearable
              w={260}
              size="xs"
            />
            <Button size="xs" onClick={() => void submit()} loading={upload.isPending}>
              Upload
            </Button>
            {module.upload ? (
              <ConfirmButton
                size="xs"
                title="Remove the uploaded guide"
                message={
                  module.generated_url
                    ? `The menu links ${module.name} to the FIN Atlas guide again.`
                    : `${module.name} has no FIN Atlas guide: the menu shows none.`
                }
                confirmLabel="Remove guide"
                busy={remove.isPending}
                onConfirm={async () => {
                  try {
                    await remove.mutateAsync(module.ui_module_id);
                    notifySuccess(`${module.name} user guide removed.`);
                  } catch (error) {
                    notifyError(error);
                  }
                }}
              >
                Remove
              </ConfirmButton>
            ) : null}
          </Group>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** /super_admin/upload_user_guides: each module's user guide PDF, linked from the menu. */
export function UploadUserGuidesPage() {
  const modules = useGuideModules();
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Upload User Guides"
        description="A module's user guide is the PDF its menu entry links to. An uploaded guide replaces FIN Atlas's own until it is removed."
      />
      <Paper withBorder radius="md" p="md">
        <ListState
          isPending={modules.isPending}
          isFetching={false}
          errorText={modules.isError ? errorMessage(modules.error) : null}
          isEmpty={modules.data?.modules.length === 0}
          emptyTitle="No module in the menu"
        >
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="sm" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Module</Table.Th>
                  <Table.Th>Guide</Table.Th>
                  <Table.Th>Upload a PDF</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(modules.data?.modules ?? []).map((m) => (
                  <GuideRow key={m.ui_module_id} module={m} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
      </Paper>
    </Container>
  );
}
