import { quarterLabel, type ReportElement, type ReportPreviewBodyInput } from '@fin-atlas/domain';
import { Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { InstitutionTypeahead } from '../institutions';
import { useReportPreview } from './api';
import type { ReportDraft } from './draft';
import { PreviewTree } from './PreviewTree';

const CHOSEN_BY = {
  request: 'the institution you chose',
  own_institution: 'your institution',
  largest: 'the largest institution of the report’s type',
} as const;

/** Edits settle for this long before the preview is asked again. */
const PREVIEW_DELAY_MS = 600;

/**
 * The report as it is being written, on one institution: the user's own (institution users), the
 * largest of the report's type, or one they pick. It follows every change after a short pause.
 */
export function ReportPreviewPanel({
  draft,
  previewable,
}: {
  draft: ReportDraft;
  /** The elements ready to compute (an element still missing a choice waits). */
  previewable: readonly ReportElement[];
}) {
  const [sample, setSample] = useState<{ id: number; name: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const body: ReportPreviewBodyInput | null =
    previewable.length === 0
      ? null
      : {
          institution_id: sample?.id ?? null,
          fi_type: draft.fi_type,
          is_mbc: draft.is_mbc,
          report_elements: [...previewable],
        };
  const [settled] = useDebouncedValue(body, PREVIEW_DELAY_MS);
  const preview = useReportPreview(settled);
  const data = preview.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="preview-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} fz="md" id="preview-title">
              Live preview
            </Title>
            {data ? (
              <Text fz="xs" c="dimmed" data-testid="preview-institution">
                On {data.institution.name}
                {data.institution.city ? `, ${data.institution.city}, ${data.institution.state ?? ''}` : ''} (
                {CHOSEN_BY[data.chosen_by]})
              </Text>
            ) : null}
          </div>
          <Group gap={6} wrap="nowrap">
            {preview.isFetching ? <Loader size="xs" aria-label="Updating the preview" /> : null}
            {data?.data_as_of ? (
              <Badge size="xs" variant="filled" color={data.is_demo ? 'dark.6' : 'teal.9'}>
                {data.is_demo ? 'Demo data' : 'Regulator data'} · {quarterLabel(data.data_as_of)}
              </Badge>
            ) : null}
          </Group>
        </Group>
        {picking ? (
          <InstitutionTypeahead
            label="Preview on"
            autoFocus
            onPick={(hit) => {
              setSample({ id: hit.id, name: hit.name });
              setPicking(false);
            }}
          />
        ) : (
          <Anchor component="button" type="button" fz="xs" onClick={() => setPicking(true)} ta="left">
            Preview on another institution
          </Anchor>
        )}
        {draft.elements.length === 0 ? (
          <Text fz="sm" c="dimmed">
            The preview fills in as you add elements.
          </Text>
        ) : previewable.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Finish the elements’ choices to see their values.
          </Text>
        ) : preview.isError ? (
          <FormAlert>{errorMessage(preview.error)}</FormAlert>
        ) : data && settled ? (
          <PreviewTree nodes={draft.format} preview={data} elements={settled.report_elements} />
        ) : (
          <Text fz="sm" c="dimmed" aria-busy="true">
            Computing the preview…
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
