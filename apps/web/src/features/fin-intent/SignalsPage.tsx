import { type IdName, INTENT_MESSAGES } from '@fin-atlas/domain';
import { Alert, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { AlertsPanel } from './AlertsPanel';
import { useSignals } from './api';
import { FilterBar } from './FilterBar';
import { ScoresAsOf } from './ScoresAsOf';
import { SignalCountsTable } from './SignalCountsTable';
import { SignalsChart } from './SignalsChart';
import { useSignalFilters } from './use-signal-filters';

/** The solutions the signals are for, once each, for the solution filter. */
function solutionsOf(signals: readonly { solution: IdName | null }[]): IdName[] {
  const byId = new Map<number, IdName>();
  for (const s of signals) if (s.solution) byId.set(s.solution.id, s.solution);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * `/fi_prospect/signals` and `/fi_prospect/intent/signals`: every signal with the institutions at
 * each research level (after the filters) and the change since the previous quarter; each count
 * opens that level's institutions. The user's alerts sit beside.
 */
export function SignalsPage() {
  const { filters, search, setFilter, clear } = useSignalFilters();
  const result = useSignals(filters);
  const data = result.data;
  // The solution filter lists every signal's solution, whichever one is chosen.
  const all = useSignals({});
  const solutions = useMemo(() => solutionsOf(all.data?.signals ?? []), [all.data]);
  const notScored = data !== undefined && data.period === null;

  return (
    <Container fluid px="lg" py="lg" maw={1600}>
      <PageHeader
        title="Signals"
        description="Which institutions are researching a solution, and how far along they are: institutions at each research level per signal, with the change since last quarter."
        actions={data ? <ScoresAsOf period={data.period} isDemo={data.is_demo} /> : null}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <FilterBar filters={filters} onChange={setFilter} onClear={clear} solutions={solutions} />
            </Paper>
            {notScored ? (
              <Alert color="blue" title="No scores yet">
                {INTENT_MESSAGES.noScoresYet}
              </Alert>
            ) : null}
            <Paper withBorder radius="md" p="md">
              <Title order={2} fz="lg" mb="sm">
                Institutions at each level
              </Title>
              <ListState
                isPending={result.isPending}
                isFetching={result.isFetching && !result.isPending}
                errorText={result.isError ? errorMessage(result.error) : null}
                isEmpty={(data?.signals.length ?? 0) === 0}
                emptyTitle="No signals"
                emptyDescription={
                  filters.solution_id
                    ? 'No signal is defined for this solution yet.'
                    : 'FIN Admins have not published any signals yet.'
                }
              >
                {data && !notScored ? <SignalsChart signals={data.signals} /> : null}
                <SignalCountsTable signals={data?.signals ?? []} search={search} />
                <Text fz="xs" c="dimmed" mt="sm">
                  Levels rise with the evidence an institution shows (job postings, website pages, executive
                  moves, contract age, financial triggers and mergers), weighted by each signal’s elements.
                  Under each count: the change since the previous quarter.
                </Text>
              </ListState>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <AlertsPanel />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
