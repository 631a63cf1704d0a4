import {
  INTENT_LEVEL_LABELS,
  INTENT_LEVELS,
  INTENT_MESSAGES,
  type IntentLevelCounts,
  type IntentSignalDetail,
  quarterLabel,
} from '@fin-atlas/domain';
import { Alert, Anchor, Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { notifyError } from '../../core/notify';
import { ListState } from '../../ui/ListState';
import { TablePager } from '../../ui/TablePager';
import { AddToFinQuery } from './AddToFinQuery';
import { downloadSignalCsv, useSignal, useSignalInstitutions, useSignals } from './api';
import { EvidenceDrawer } from './EvidenceDrawer';
import { FilterBar } from './FilterBar';
import { FollowMenu } from './FollowMenu';
import { count, totalCount } from './figures';
import { institutionsQueryFromParams, type LevelChoice, levelFromParam, PAGE_SIZES, SORTS } from './filters';
import { InstitutionsTable } from './InstitutionsTable';
import { SIGNALS_PATH, signalDefinitionPath } from './paths';
import { ScoresAsOf } from './ScoresAsOf';
import { SignalScreen, signalLine } from './SignalScreen';
import { useSignalFilters } from './use-signal-filters';
import { useSignalId } from './use-signal-id';

/** Without a level in the URL the strongest level anyone is at opens first. */
function defaultLevel(counts: IntentLevelCounts | undefined): LevelChoice {
  const strongest = [...INTENT_LEVELS].reverse().find((level) => (counts?.[level] ?? 0) > 0);
  return strongest ?? 'all';
}

function LevelControl({
  value,
  counts,
  onChange,
}: {
  value: LevelChoice;
  counts: IntentLevelCounts | undefined;
  onChange: (level: LevelChoice) => void;
}) {
  const n = (k: number | undefined) => (k === undefined ? '' : ` (${count(k)})`);
  return (
    <SegmentedControl
      aria-label="Research level"
      value={value}
      onChange={(v) => onChange(v as LevelChoice)}
      data={[
        ...[...INTENT_LEVELS].reverse().map((level) => ({
          value: level,
          label: `${INTENT_LEVEL_LABELS[level]}${n(counts?.[level])}`,
        })),
        { value: 'all', label: `All levels${n(counts ? totalCount(counts) : undefined)}` },
      ]}
    />
  );
}

/** The page's actions: follow, export the level's list, and hand the in-depth institutions to FIN Query. */
function SignalActions({
  signal,
  onExport,
  exporting,
}: {
  signal: IntentSignalDetail;
  onExport: () => void;
  exporting: boolean;
}) {
  return (
    <>
      <FollowMenu signalId={signal.id} following={signal.following ?? null} />
      <Button variant="default" onClick={onExport} loading={exporting}>
        Export CSV
      </Button>
      <AddToFinQuery signalId={signal.id} inDepth={signal.counts.in_depth_research} />
    </>
  );
}

/**
 * `/fi_prospect/intent/signals/view/{id}`: one signal's institutions at each level (after the
 * filters), with score, level, last quarter's level, trend, current vendor and the strongest
 * evidence; each opens its evidence. Exports the list and hands the in-depth ones to FIN Query.
 */
export function SignalViewPage() {
  const id = useSignalId();
  const [params, setParams] = useSearchParams();
  const { filters, update, setFilter, clear } = useSignalFilters();
  const detail = useSignal(id);
  const listed = useSignals(filters);
  const signal = detail.data;
  // Counts after the filters come from the signals list; without filters they are the signal's own.
  const counts = listed.data?.signals.find((s) => s.id === id)?.counts ?? signal?.counts;
  const level = levelFromParam(params.get('level')) ?? defaultLevel(counts);
  const query = institutionsQueryFromParams(params, level);
  const { solution_id: _solution, ...institutionsQuery } = query;
  // Without a level in the URL the first list waits for the counts that choose it.
  const levelKnown = params.get('level') !== null || counts !== undefined || detail.isError;
  const institutions = useSignalInstitutions(id, institutionsQuery, levelKnown);
  const [exporting, setExporting] = useState(false);
  const openInstitution = Number(params.get('institution')) || null;

  const setInstitution = (institutionId: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (institutionId === null) next.delete('institution');
        else next.set('institution', String(institutionId));
        return next;
      },
      { replace: institutionId === null },
    );
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _p, per_page: _pp, sort: _s, ...exported } = institutionsQuery;
      await downloadSignalCsv(id, exported);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  const data = institutions.data;
  return (
    <SignalScreen
      wide
      back={{ to: SIGNALS_PATH, label: 'All signals' }}
      title={signal?.name ?? 'Signal'}
      description={
        signal ? (
          <>
            {signalLine(signal)}{' '}
            <Anchor component={Link} to={signalDefinitionPath(id)} inherit underline="always">
              Elements and history
            </Anchor>
          </>
        ) : undefined
      }
      actions={signal ? <SignalActions signal={signal} onExport={exportCsv} exporting={exporting} /> : null}
      id={id}
      // The institutions table shows its own loading state.
      detail={{ isPending: false, isError: detail.isError, error: detail.error }}
    >
      {signal && signal.period === null ? (
        <Alert color="blue" title="No scores yet" mb="md">
          {INTENT_MESSAGES.noScoresYet}
        </Alert>
      ) : null}
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <FilterBar filters={filters} onChange={setFilter} onClear={clear} />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
            <LevelControl value={level} counts={counts} onChange={(next) => update({ level: next })} />
            <Group gap="sm" align="flex-end">
              <Select
                label="Sort by"
                w={240}
                data={[...SORTS]}
                value={query.sort}
                onChange={(v) => update({ sort: v && v !== 'score' ? v : undefined })}
                allowDeselect={false}
              />
              {data ? <ScoresAsOf period={data.period} isDemo={data.is_demo} /> : null}
            </Group>
          </Group>
          <ListState
            isPending={institutions.isPending}
            isFetching={institutions.isFetching && !institutions.isPending}
            errorText={institutions.isError ? errorMessage(institutions.error) : null}
            isEmpty={(data?.rows.length ?? 0) === 0}
            emptyTitle={
              level === 'all'
                ? 'No institution has a score'
                : `No institution at ${INTENT_LEVEL_LABELS[level]}`
            }
            emptyDescription={
              Object.keys(filters).length > 0
                ? 'None with these filters: widen or clear them.'
                : data?.period
                  ? `Nobody is at this level in ${quarterLabel(data.period)}.`
                  : INTENT_MESSAGES.noScoresYet
            }
          >
            <InstitutionsTable rows={data?.rows ?? []} onOpen={setInstitution} />
            <TablePager
              total={data?.total ?? 0}
              page={query.page}
              perPage={query.per_page}
              pageSizes={PAGE_SIZES}
              onPageChange={(page) => update({ page })}
              onPerPageChange={(perPage) => update({ per_page: perPage })}
            />
          </ListState>
          <Text fz="xs" c="dimmed" mt="xs">
            Score: the share of the signal’s weight an institution earned (0 to 100). Click an institution for
            the evidence behind it.
          </Text>
        </Paper>
      </Stack>
      <EvidenceDrawer
        signalId={id}
        signal={signal}
        institutionId={openInstitution}
        onClose={() => setInstitution(null)}
      />
    </SignalScreen>
  );
}
