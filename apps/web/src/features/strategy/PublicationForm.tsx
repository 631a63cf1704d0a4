import { type Publication, STRATEGY_LIMITS } from '@fin-atlas/domain';
import { Button, FileInput, Group, MultiSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { useClientGroups } from './api';

export type PublicationDraft = {
  title: string;
  summary: string;
  published_on: string;
  all_groups: boolean;
  group_ids: number[];
  file: File | null;
};

const today = () => new Date().toISOString().slice(0, 10);

export const draftOf = (p?: Publication): PublicationDraft => ({
  title: p?.title ?? '',
  summary: p?.summary ?? '',
  published_on: p?.published_on ?? today(),
  all_groups: p?.all_groups ?? true,
  group_ids: p?.groups.map((g) => g.id) ?? [],
  file: null,
});

/** What the form can say before asking the server: the server checks the same and more (the PDF's bytes). */
function problemOf(draft: PublicationDraft, needsFile: boolean): string | null {
  if (!draft.title.trim()) return 'Enter a title.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.published_on)) return 'Enter the publication date as YYYY-MM-DD.';
  if (!draft.all_groups && draft.group_ids.length === 0)
    return 'Choose the client groups who may read it, or all groups.';
  if (needsFile && !draft.file) return 'Choose the PDF to publish.';
  if (draft.file && draft.file.size > STRATEGY_LIMITS.maxPublicationBytes)
    return 'The PDF is larger than 20 MB.';
  return null;
}

/** A publication's title, summary, date, readers and (on upload) its PDF. */
export function PublicationForm({
  initial,
  needsFile,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: PublicationDraft;
  needsFile: boolean;
  submitLabel: string;
  onSubmit: (draft: PublicationDraft) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const groups = useClientGroups();
  const set = (patch: Partial<PublicationDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = async () => {
    const local = problemOf(draft, needsFile);
    setProblem(local);
    if (local) return;
    setBusy(true);
    try {
      await onSubmit(draft);
      setDraft(draftOf());
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        <TextInput
          label="Title"
          required
          value={draft.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
          maxLength={STRATEGY_LIMITS.maxPublicationTitle}
        />
        <Textarea
          label="Summary"
          autosize
          minRows={2}
          value={draft.summary}
          onChange={(e) => set({ summary: e.currentTarget.value })}
          maxLength={STRATEGY_LIMITS.maxPublicationSummary}
        />
        <TextInput
          label="Publication date"
          type="date"
          required
          value={draft.published_on}
          onChange={(e) => set({ published_on: e.currentTarget.value })}
          w={220}
        />
        <Radio.Group
          label="Who may read it"
          value={draft.all_groups ? 'all' : 'chosen'}
          onChange={(v) => set({ all_groups: v === 'all' })}
        >
          <Group mt={4}>
            <Radio value="all" label="Every client with Strategy" />
            <Radio value="chosen" label="Chosen client groups" />
          </Group>
        </Radio.Group>
        {!draft.all_groups ? (
          <MultiSelect
            label="Client groups"
            searchable
            data={(groups.data?.groups ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
            value={draft.group_ids.map(String)}
            onChange={(ids) => set({ group_ids: ids.map(Number) })}
          />
        ) : null}
        {needsFile ? (
          <FileInput
            label="PDF"
            required
            accept="application/pdf,.pdf"
            placeholder="Choose a PDF (up to 20 MB)"
            value={draft.file}
            onChange={(file) => set({ file })}
            clearable
          />
        ) : null}
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
