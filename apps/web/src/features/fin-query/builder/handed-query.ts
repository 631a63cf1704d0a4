import { type QueryPayload, queryPayloadSchema } from '@fin-atlas/domain';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BUILDER_PATH } from '../../../core/routing';
import { fromPayload } from './criteria-tree';
import type { BuilderState } from './use-builder-state';

/** The router state key a query handed to the builder travels under. */
const HANDED = 'handedQuery';

const handedOf = (state: unknown): unknown =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[HANDED] : undefined;

/**
 * Opens the builder on a query another screen made (a signal's institutions at a level), as a new
 * unsaved query the user can refine, count, run and save; nothing is saved on the user's behalf.
 */
export function useOpenInBuilder(): (query: QueryPayload) => void {
  const navigate = useNavigate();
  return useCallback(
    (query: QueryPayload) => void navigate(BUILDER_PATH, { state: { [HANDED]: query } }),
    [navigate],
  );
}

/**
 * The builder's side: a handed query replaces the tree, as opening a saved query does, and the router
 * state is dropped at once, so a reload or a trip back keeps the user's edits instead.
 */
export function useHandedQuery(update: (change: (state: BuilderState) => BuilderState) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handed = handedOf(location.state);
  useEffect(() => {
    if (handed === undefined) return;
    const parsed = queryPayloadSchema.safeParse(handed);
    if (parsed.success) {
      const tree = fromPayload(parsed.data);
      update(() => ({ tree, name: null, advancedQueryId: null, lastRun: null }));
    }
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [handed, update, navigate, location.pathname, location.search]);
}
