import {
  criteriaFilterCount,
  type FiType,
  hasPeerGroupChanged,
  isEmptyCriteria,
  type NumberFormatCode,
  type PeerGroupDetail,
  type PeerGroupPreviewBody,
  peerGroupChanges,
  peerGroupCriteriaSchema,
} from '@fin-atlas/domain';
import {
  Badge,
  Button,
  Checkbox,
  Collapse,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { errorMessage, isApiError } from '../../core/api/api-error';
import { notifySuccess } from '../../core/notify';
import { FormAlert } from '../../ui/FormAlert';
import { InstitutionTable } from '../institutions';
import { AdvancedSearchFields } from './AdvancedSearchFields';
import { useCriteriaOptions, usePeerGroupMembers, usePeerGroupPreview, useSavePeerGroup } from './api';
import {
  type BuilderDraft,
  draftCriteria,
  draftFromSaved,
  draftProblems,
  emptyDraft,
  type PickedInstitution,
} from './builder-draft';
import { QuickSearchFields } from './QuickSearchFields';

/** The count asks the server once typing pauses this long. */
const COUNT_DEBOUNCE_MS = 250;

type BuilderProps = {
  /** The saved group being edited, or null for a new one. */
  editing: PeerGroupDetail | null;
  /** Institutions to start a new quick group with (suggested peers). */
  seedPicks?: PickedInstitution[];
  defaultFiType: FiType | null;
  onSaved: (group: PeerGroupDetail) => void;
  onClose: () => void;
};

function useFormatOf(fiType: FiType | null) {
  const options = useCriteriaOptions(fiType);
  const formats = useMemo(() => {
    const map = new Map<string, NumberFormatCode>();
    for (const theme of options.data?.themes ?? []) for (const m of theme.metrics) map.set(m.id, m.format);
    return map;
  }, [options.data]);
  return { options, formatOf: (id: string) => formats.get(id) };
}

function LiveCount({ body }: { body: PeerGroupPreviewBody | null }) {
  const preview = usePeerGroupPreview(body);
  const [showSample, setShowSample] = useState(false);
  const count = body === null ? 0 : (preview.data?.peer_count ?? null);
  const sample = body === null ? [] : (preview.data?.sample ?? []);
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" aria-live="polite" role="status">
          <Text fz="sm" c="dimmed">
            Live count:
          </Text>
          <Text fw={700} fz="lg" data-testid="live-count">
            {count === null ? '…' : count.toLocaleString('en-US')}
          </Text>
          <Text fz="sm" c="dimmed">
            {count === 1 ? 'institution matches' : 'institutions match'}
          </Text>
          {preview.isFetching ? <Loader size={14} aria-label="Counting" /> : null}
        </Group>
        {sample.length > 0 ? (
          <Button variant="subtle" size="compact-sm" onClick={() => setShowSample((v) => !v)}>
            {showSample ? 'Hide matches' : 'Show matches'}
          </Button>
        ) : null}
      </Group>
      {preview.data?.period ? (
        <Text fz="xs" c="dimmed">
          Metrics read at the quarter ended {preview.data.period} (trailing 12 months).
        </Text>
      ) : null}
      {preview.isError ? <FormAlert>{errorMessage(preview.error)}</FormAlert> : null}
      <Collapse expanded={showSample}>
        <Text fz="xs" c="dimmed" my={6}>
          The largest {sample.length} of {count?.toLocaleString('en-US')}:
        </Text>
        <InstitutionTable rows={sample} caption="Matching institutions" />
      </Collapse>
    </Paper>
  );
}

/** The peer group's name, description and sharing, as the builder edits them. */
function DraftIdentityFields({
  draft,
  nameError,
  onChange,
}: {
  draft: BuilderDraft;
  nameError: string | null;
  onChange: (draft: BuilderDraft) => void;
}) {
  return (
    <>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label="Name"
          required
          value={draft.name}
          error={nameError}
          maxLength={255}
          onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })}
        />
        <Textarea
          label="Description"
          rows={1}
          maxLength={2000}
          value={draft.description}
          onChange={(event) => onChange({ ...draft, description: event.currentTarget.value })}
        />
      </Group>
      <Checkbox
        label="Share with my team (everyone in my organisation can use it; only I can change it)"
        checked={draft.shared}
        onChange={(event) => onChange({ ...draft, shared: event.currentTarget.checked })}
      />
    </>
  );
}

function BuilderForm({
  initial,
  editing,
  onSaved,
  onClose,
}: {
  initial: BuilderDraft;
  editing: PeerGroupDetail | null;
  onSaved: (group: PeerGroupDetail) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const { options, formatOf } = useFormatOf(draft.fiType);
  const save = useSavePeerGroup();
  const [nameError, setNameError] = useState<string | null>(null);

  const criteria = draftCriteria(draft, formatOf);
  const problems = draftProblems(draft);
  const empty = isEmptyCriteria(criteria);
  const parsed = peerGroupCriteriaSchema.safeParse(criteria);
  const body: PeerGroupPreviewBody | null =
    empty || problems.length > 0 || !parsed.success
      ? null
      : { builder: draft.builder, criteria: parsed.data };
  const [debouncedBody] = useDebouncedValue(body, COUNT_DEBOUNCE_MS);
  const preview = usePeerGroupPreview(debouncedBody);
  const upToDate = JSON.stringify(debouncedBody) === JSON.stringify(body) && !preview.isPlaceholderData;
  const members = upToDate && preview.data ? preview.data.member_ids : (editing?.members ?? []);

  const saved = editing
    ? { name: editing.name, description: editing.description, members: editing.members }
    : { name: '', description: '', members: [] };
  const current = { name: draft.name, description: draft.description, members };
  const changes = peerGroupChanges(current, saved);
  const changed = editing === null || hasPeerGroupChanged(current, saved) || draft.shared !== editing.shared;

  const submit = async () => {
    setNameError(null);
    if (draft.name.trim() === '') {
      setNameError('Enter a name for the peer group.');
      return;
    }
    try {
      const group = await save.mutateAsync({
        id: editing?.id ?? null,
        body: {
          name: draft.name,
          description: draft.description,
          builder: draft.builder,
          shared: draft.shared,
          criteria,
        },
      });
      notifySuccess(editing ? 'Peer group saved.' : 'Peer group created.');
      onSaved(group);
    } catch (error) {
      if (isApiError(error) && error.fieldIssues.some((i) => i.path === 'name'))
        setNameError(errorMessage(error));
    }
  };
  const saveError = save.isError && !nameError && isApiError(save.error) ? errorMessage(save.error) : null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="peer-group-builder-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="peer-group-builder-title">
            {editing ? `Edit “${editing.name}”` : 'New peer group'}
          </Title>
          <SegmentedControl
            aria-label="Search type"
            value={draft.builder}
            data={[
              { value: 'quick', label: 'Quick search' },
              { value: 'advanced', label: 'Advanced search' },
            ]}
            onChange={(value) =>
              setDraft({
                ...draft,
                builder: value === 'advanced' ? 'advanced' : 'quick',
                fiType: draft.fiType ?? 'bank',
              })
            }
          />
        </Group>
        <DraftIdentityFields
          draft={draft}
          nameError={nameError}
          onChange={(next) => {
            if (next.name !== draft.name) setNameError(null);
            setDraft(next);
          }}
        />

        {draft.builder === 'quick' ? (
          <QuickSearchFields draft={draft} onChange={setDraft} />
        ) : (
          <AdvancedSearchFields draft={draft} onChange={setDraft} options={options.data} />
        )}

        {problems.map((problem) => (
          <FormAlert key={problem}>{problem}</FormAlert>
        ))}
        <LiveCount body={debouncedBody} />
        {editing && changed && upToDate && (changes.added.length > 0 || changes.removed.length > 0) ? (
          <Text fz="sm" c="dimmed">
            Compared with the saved group: {changes.added.length} added, {changes.removed.length} removed.
          </Text>
        ) : null}
        {saveError ? <FormAlert>{saveError}</FormAlert> : null}
        <Group justify="space-between">
          <Group gap="xs">
            {editing && !changed ? (
              <Badge variant="light" color="gray">
                No changes
              </Badge>
            ) : null}
            {draft.builder === 'advanced' ? (
              <Text fz="xs" c="dimmed">
                {criteriaFilterCount(criteria)} filter(s). Saving computes the members in the background.
              </Text>
            ) : null}
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={() => void submit()}
              loading={save.isPending}
              disabled={!changed || empty || problems.length > 0}
            >
              {editing ? 'Save changes' : 'Save peer group'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The peer group builder: quick and advanced search with the live member count, saving with name,
 * description and members. An edit starts from the saved criteria once the names of picked
 * institutions and the units of metric rows are known.
 */
export function PeerGroupBuilder({ editing, seedPicks, defaultFiType, onSaved, onClose }: BuilderProps) {
  const editingFiType = editing?.criteria.fi_type ?? null;
  const needsOptions = editing !== null && editing.criteria.metric_rows.length > 0;
  const { options, formatOf } = useFormatOf(needsOptions ? editingFiType : null);
  const needsMembers = editing !== null && editing.criteria.institution_ids.length > 0;
  const members = usePeerGroupMembers(needsMembers ? (editing?.id ?? null) : null);

  if ((needsOptions && !options.data) || (needsMembers && !members.data)) {
    return <Skeleton height={240} radius="md" aria-label="Loading the peer group" />;
  }
  const initial = editing
    ? draftFromSaved(editing, formatOf, (id) => members.data?.members.find((m) => m.id === id))
    : { ...emptyDraft('quick', defaultFiType), picks: seedPicks ?? [] };
  return (
    <BuilderForm
      key={editing?.id ?? 'new'}
      initial={initial}
      editing={editing}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
