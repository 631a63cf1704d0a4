import {
  FI_TYPES,
  type FiType,
  type JobProgress,
  MESSAGES,
  type PeerGroupDetail,
  type PeerGroupListItem,
} from '@fin-atlas/domain';
import { Anchor, Button, CloseButton, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ComponentProps, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { notifyError, notifySuccess } from '../../core/notify';
import { FormAlert } from '../../ui/FormAlert';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { JobProgressBar, jobProgressKey } from '../progress';
import { useDeletePeerGroup, usePeerGroup, usePeerGroups, useRefreshPeerGroups } from './api';
import type { PickedInstitution } from './builder-draft';
import { PeerGroupBuilder } from './PeerGroupBuilder';
import { PeerGroupTable } from './PeerGroupTable';
import { SelectionSummary } from './SelectionSummary';
import { SuggestedPeersPanel } from './SuggestedPeersPanel';
import { ANALYTICS_MODULES, type AnalyticsModule } from './selection-modules';
import { type AnalyticsSelection, missingSelection, selectPeerGroup } from './selection-state';
import { useAnalyticsSelection } from './use-analytics-selection';

type BuilderState = { mode: 'new'; picks: PickedInstitution[] } | { mode: 'edit'; id: number } | null;
type Computing = { key: string; name: string; id: number; started: number };

const asFiType = (value: string | undefined): FiType | null =>
  FI_TYPES.includes(value as FiType) ? (value as FiType) : null;

type ComputationProps = {
  computing: Computing;
  onDismiss: () => void;
  onFinished: (progress: JobProgress) => void;
};

/** A saved group's members being computed: the job's live progress, until dismissed. */
function PeerGroupComputation({ computing, onDismiss, onFinished }: ComputationProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Peer group computation">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Computing the members of “{computing.name}”</Text>
        <CloseButton aria-label="Dismiss" onClick={onDismiss} />
      </Group>
      <JobProgressBar
        progressKey={computing.key}
        restart={computing.started}
        label={`Computing ${computing.name}`}
        onFinished={onFinished}
      />
    </Paper>
  );
}

type BuilderPanelProps = {
  builder: NonNullable<BuilderState>;
  editing: ReturnType<typeof usePeerGroup>;
  defaultFiType: FiType | null;
  onSaved: (group: PeerGroupDetail) => void;
  onClose: () => void;
};

/** The builder of a new group, or of the saved group being edited once it has loaded. */
function BuilderPanel({ builder, editing, defaultFiType, onSaved, onClose }: BuilderPanelProps) {
  if (builder.mode === 'edit' && !editing.data) {
    return editing.isError ? (
      <FormAlert>{errorMessage(editing.error)}</FormAlert>
    ) : (
      <Paper withBorder radius="md" p="md" aria-busy="true">
        <Text c="dimmed">Loading the peer group…</Text>
      </Paper>
    );
  }
  return (
    <PeerGroupBuilder
      key={JSON.stringify(builder)}
      editing={builder.mode === 'edit' ? (editing.data ?? null) : null}
      seedPicks={builder.mode === 'new' ? builder.picks : undefined}
      defaultFiType={defaultFiType}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}

type PeerGroupsQuery = ReturnType<typeof usePeerGroups>;
type UpdateSelection = ReturnType<typeof useAnalyticsSelection>[1];

/** The selected group was renamed, recomputed or deleted (here or by its owner): follow it. */
function useFollowSelectedGroup(
  groups: PeerGroupsQuery,
  selected: AnalyticsSelection['peerGroup'],
  update: UpdateSelection,
) {
  useEffect(() => {
    const current = selected;
    // A list being read again may predate a group saved a moment ago.
    if (!groups.data || groups.isFetching || !current) return;
    const found = groups.data.peer_groups.find((g) => g.id === current.id);
    if (!found) update((state) => selectPeerGroup(state, null));
    else if (
      found.status === 'ready' &&
      (found.name !== current.name || found.peer_count !== current.peer_count)
    ) {
      update((state) =>
        selectPeerGroup(state, { id: found.id, name: found.name, peer_count: found.peer_count }),
      );
    }
  }, [groups.data, groups.isFetching, selected, update]);
}

type SavedPeerGroupsProps = { groups: PeerGroupsQuery } & Omit<
  ComponentProps<typeof PeerGroupTable>,
  'groups'
>;

/** The user's saved groups, to choose, edit or delete. */
function SavedPeerGroups({ groups, ...table }: SavedPeerGroupsProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="saved-peer-groups">
      <Title order={2} fz="lg" mb="sm" id="saved-peer-groups">
        Saved peer groups
      </Title>
      <ListState
        isPending={groups.isPending}
        isFetching={groups.isFetching && !groups.isPending}
        errorText={groups.isError ? errorMessage(groups.error) : null}
        isEmpty={groups.data?.peer_groups.length === 0}
        emptyTitle="No peer groups yet"
        emptyDescription="Build one with quick or advanced search, or start from the suggested peers."
      >
        <PeerGroupTable groups={groups.data?.peer_groups ?? []} {...table} />
      </ListState>
    </Paper>
  );
}

function SelectPeerGroupPage({ moduleId }: { moduleId: AnalyticsModule }) {
  const module = ANALYTICS_MODULES[moduleId];
  const [selection, update] = useAnalyticsSelection(moduleId);
  const groups = usePeerGroups();
  const remove = useDeletePeerGroup();
  const refresh = useRefreshPeerGroups();
  const navigate = useNavigate();
  const [builder, setBuilderState] = useState<BuilderState>(null);
  const editing = usePeerGroup(builder?.mode === 'edit' ? builder.id : null);
  const [computing, setComputing] = useState<Computing | null>(null);
  // Opening the builder puts a finished computation's card away; a new save brings a fresh one.
  const setBuilder = (next: BuilderState) => {
    if (next !== null) setComputing(null);
    setBuilderState(next);
  };
  const [missing, setMissing] = useState<string | null>(null);
  const subject = selection.institutions[0] ?? null;
  const selectedId = selection.peerGroup?.id ?? null;

  useFollowSelectedGroup(groups, selection.peerGroup, update);

  const choose = (group: PeerGroupListItem) => {
    setMissing(null);
    update((state) =>
      selectPeerGroup(state, { id: group.id, name: group.name, peer_count: group.peer_count }),
    );
  };

  const saved = (group: PeerGroupDetail) => {
    setBuilder(null);
    if (group.status === 'computing') {
      setComputing({
        key: jobProgressKey({ progress_key: group.progress_key, peer_group_id: group.id }),
        name: group.name,
        id: group.id,
        started: Date.now(),
      });
    } else {
      setComputing(null);
      choose(group);
    }
  };

  const proceed = () => {
    const gap = missingSelection(selection, module, { peerGroup: true });
    if (gap) {
      setMissing(gap.message);
      return;
    }
    navigate(module.nextPath);
  };

  const deleteGroup = async (group: PeerGroupListItem) => {
    try {
      await remove.mutateAsync(group.id);
      notifySuccess(`Peer group “${group.name}” deleted.`);
      if (builder?.mode === 'edit' && builder.id === group.id) setBuilder(null);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Select Peer Group"
        description={`${module.name}: choose the peer group to benchmark against, or build one.`}
        actions={
          <>
            <Button variant="default" onClick={() => setBuilder({ mode: 'new', picks: [] })}>
              New peer group
            </Button>
            <Button onClick={proceed}>Continue</Button>
          </>
        }
      />
      <SelectionSummary module={module} selection={selection} />
      <Stack gap="lg">
        {subject === null ? (
          <FormAlert tone="info">
            {MESSAGES.selection.selectInstitution}{' '}
            <Anchor component={Link} to={module.selectInstitutionPath}>
              Select institution
            </Anchor>
          </FormAlert>
        ) : null}
        {missing ? <FormAlert>{missing}</FormAlert> : null}

        {computing ? (
          <PeerGroupComputation
            computing={computing}
            onDismiss={() => setComputing(null)}
            onFinished={(progress) => {
              void refresh();
              const count = progress.result?.peer_count;
              if (progress.state === 'done' && typeof count === 'number') {
                update((state) =>
                  selectPeerGroup(state, { id: computing.id, name: computing.name, peer_count: count }),
                );
              }
            }}
          />
        ) : null}

        {builder ? (
          <BuilderPanel
            builder={builder}
            editing={editing}
            defaultFiType={asFiType(subject?.fi_type)}
            onSaved={saved}
            onClose={() => setBuilder(null)}
          />
        ) : null}

        <SavedPeerGroups
          groups={groups}
          selectedId={selectedId}
          onSelect={choose}
          onEdit={(group) => setBuilder({ mode: 'edit', id: group.id })}
          onDelete={deleteGroup}
          deleting={remove.isPending}
          onComputed={() => void refresh()}
        />

        {subject ? (
          <SuggestedPeersPanel institution={subject} onUse={(picks) => setBuilder({ mode: 'new', picks })} />
        ) : null}

        <Group justify="flex-end">
          <Button onClick={proceed}>Continue</Button>
        </Group>
      </Stack>
    </Container>
  );
}

export function AdvisorSelectPeerGroupPage() {
  return <SelectPeerGroupPage moduleId="advisor" />;
}

export function ReporterSelectPeerGroupPage() {
  return <SelectPeerGroupPage moduleId="reporter" />;
}
