import { type StateCount, stateFips, stateName } from '@fin-atlas/domain';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { UsChoroplethMap } from '../../../ui/map/UsChoroplethMap';
import type { MapValue } from '../../../ui/map/us-map-model';
import { ReportSection } from './ReportSection';

const clients = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'client' : 'clients'}`;

/** Where today's clients are: the states shaded by client count on a map of the U.S. */
export function StateSection({ states, noun }: { states: readonly StateCount[]; noun: string }) {
  const values = useMemo(
    () =>
      states.map(
        (s): MapValue => ({
          fips: stateFips(s.state) ?? s.state,
          value: s.clients,
          title: stateName(s.state),
        }),
      ),
    [states],
  );
  const top = [...states].sort((a, b) => b.clients - a.clients).slice(0, 3);
  const summary = `Map of the United States shaded by clients of ${noun} per state: ${states.length} ${
    states.length === 1 ? 'state' : 'states'
  }, most in ${top.map((s) => `${stateName(s.state)} (${clients(s.clients)})`).join(', ')}.`;
  return (
    <ReportSection
      title="Clients by state"
      description={`Institutions using ${noun} today, by headquarters state.`}
    >
      {states.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No institution uses it today.
        </Text>
      ) : (
        <UsChoroplethMap
          level="state"
          values={values}
          title={`Clients of ${noun} by state`}
          valueLabel="Clients"
          emptyText="No clients"
          summary={summary}
          withTable
          height={420}
        />
      )}
    </ReportSection>
  );
}
