import { FIN_QUERY_LIMITS, type QueryCatalogElement } from '@fin-atlas/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { errorMessage, isApiError } from '../../../core/api/api-error';
import { useQueryCounts } from './api';
import type { BuilderGroup } from './criteria-tree';
import { problemsFromDetails, runnablePayload } from './rule-problems';

export type LiveCounts = {
  /** The payload to run (JSON), or null while the tree cannot run. */
  payloadJson: string | null;
  counts: Record<string, number> | null;
  total: number | null;
  universe: number | null;
  /** The shown counts belong to an earlier tree: a newer one is waiting or being counted. */
  counting: boolean;
  serverProblems: Record<string, string>;
  /** A refusal of the whole query that names no rule. */
  queryProblem: string | null;
};

/**
 * Counts the tree as the user edits it: once typing pauses, only while the tree can run, and keyed by
 * the payload so an answer for an older tree is never shown for a newer one.
 */
export function useLiveCounts(
  tree: BuilderGroup,
  elements: ReadonlyMap<string, QueryCatalogElement>,
): LiveCounts {
  const payloadJson = useMemo(() => {
    const payload = runnablePayload(tree, elements);
    return payload ? JSON.stringify(payload) : null;
  }, [tree, elements]);
  const [debounced] = useDebouncedValue(payloadJson, FIN_QUERY_LIMITS.countDebounceMs);
  const answer = useQueryCounts(debounced);
  const fresh = payloadJson !== null && debounced === payloadJson && !answer.isPlaceholderData;
  const error = answer.error;
  const refused = payloadJson !== null && isApiError(error, 422);
  const serverProblems = refused ? problemsFromDetails(error.details, error.message) : {};
  const queryProblem =
    error && payloadJson !== null && Object.keys(serverProblems).length === 0 ? errorMessage(error) : null;
  if (refused) errorMessage(error);
  const data = payloadJson !== null ? answer.data : undefined;
  return {
    payloadJson,
    counts: data?.counts ?? null,
    total: data?.total ?? null,
    universe: data?.universe ?? null,
    counting: payloadJson !== null && (!fresh || answer.isFetching),
    serverProblems,
    queryProblem,
  };
}
