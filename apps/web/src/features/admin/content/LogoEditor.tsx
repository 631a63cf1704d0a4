import { CONTENT_LIMITS, type InstitutionLogo as LogoState } from '@fin-atlas/domain';
import { Button, FileInput, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { notifyError, notifySuccess } from '../../../core/notify';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { FormAlert } from '../../../ui/FormAlert';
import { formatDateTime, formatFileSize } from '../../../ui/format';
import { InstitutionLogo } from '../../institutions';
import { useInstitutionLogo, useRemoveLogo, useUploadLogo } from './api';
import { LOGO_TYPE_NAMES } from './labels';

function Showing({ state }: { state: LogoState }) {
  const { logo } = state;
  if (!logo) return <Text fz="sm">Showing the generated monogram.</Text>;
  return (
    <Text fz="sm">
      Showing the uploaded {LOGO_TYPE_NAMES[logo.content_type]} logo ({formatFileSize(logo.byte_size)}),
      uploaded {formatDateTime(logo.updated_at)}
      {logo.updated_by ? ` by ${logo.updated_by}` : ''}.
    </Text>
  );
}

/** One institution's logo: what is shown now, a new image to upload, and the way back to the monogram. */
export function LogoEditor({ institutionId }: { institutionId: number }) {
  const state = useInstitutionLogo(institutionId);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (state.isPending) return <Skeleton height={180} aria-label="Loading the logo" />;
  if (state.isError) return <FormAlert>{errorMessage(state.error)}</FormAlert>;
  const { institution, logo } = state.data;

  const submit = async () => {
    if (!file) return setProblem('Choose the logo image to upload.');
    if (file.size > CONTENT_LIMITS.maxLogoBytes) return setProblem('The logo is larger than 512 KB.');
    setProblem(null);
    try {
      await upload.mutateAsync({ id: institutionId, file });
      setFile(null);
      notifySuccess('Logo uploaded.');
    } catch (error) {
      // The server's reason (not an image, an SVG with a script) is the one to read.
      setProblem(errorMessage(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Logo of ${institution.name}`}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {institution.name}
        </Title>
        <Group gap="md" wrap="nowrap">
          <InstitutionLogo
            id={institution.id}
            name={institution.name}
            size={96}
            version={logo?.sha256 ?? 'monogram'}
          />
          <Showing state={state.data} />
        </Group>
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        <FileInput
          label="Logo image"
          description="PNG, JPEG or SVG, up to 512 KB. SVGs with scripts, event handlers, javascript: links, embedded HTML or references to other files are refused."
          accept="image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg"
          placeholder="Choose an image"
          value={file}
          onChange={setFile}
          clearable
          maw={520}
        />
        <Group>
          <Button onClick={() => void submit()} loading={upload.isPending}>
            Upload logo
          </Button>
          {logo ? (
            <ConfirmButton
              title="Restore the monogram"
              message={`Remove the uploaded logo of ${institution.name}? Its generated monogram is shown again.`}
              confirmLabel="Restore monogram"
              busy={remove.isPending}
              onConfirm={async () => {
                try {
                  await remove.mutateAsync(institutionId);
                  notifySuccess('Monogram restored.');
                } catch (error) {
                  notifyError(error);
                }
              }}
            >
              Restore monogram
            </ConfirmButton>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
