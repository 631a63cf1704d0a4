import type { StateCount } from '@fin-atlas/domain';
import { Text } from '@mantine/core';
import { StateTileMap } from '../../../ui/StateTileMap';
import { ReportSection } from './ReportSection';

/** Where today's clients are: a tile map of the states shaded by client count. */
export function StateSection({ states, noun }: { states: readonly StateCount[]; noun: string }) {
  const values = Object.fromEntries(states.map((s) => [s.state, s.clients]));
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
        <StateTileMap values={values} title={`Clients of ${noun} by state`} valueLabel="Clients" />
      )}
    </ReportSection>
  );
}
