import { type IndustryReporterState, industryReporterStateSchema } from '@fin-atlas/domain';
import { useCallback, useMemo } from 'react';
import { useModuleState } from '../../core/module-state';

const DEFAULT_STATE: IndustryReporterState = industryReporterStateSchema.parse({});

const isState = (value: unknown): value is IndustryReporterState =>
  industryReporterStateSchema.safeParse(value).success;

export type IndustryStateUpdate = (change: (state: IndustryReporterState) => IndustryReporterState) => void;

/**
 * The industry reporter's state (spec: selected groups, report, segment, metric mode, span, scope,
 * period, FI type, colour series...), persisted per user across the steps and visits.
 */
export function useIndustryState(): [IndustryReporterState, IndustryStateUpdate] {
  const [stored, store] = useModuleState('industry-reporter', DEFAULT_STATE, isState);
  // Parsing fills what a copy stored by an older release lacks.
  const state = useMemo(() => industryReporterStateSchema.parse(stored), [stored]);
  const update = useCallback<IndustryStateUpdate>((change) => store(change(state)), [store, state]);
  return [state, update];
}
