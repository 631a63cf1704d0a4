import { queryPayloadSchema } from '@fin-atlas/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSavedQueries } from './api';
import { fromPayload, toPayload } from './criteria-tree';
import type { BuilderState } from './use-builder-state';

export type OpenSaved = { loading: boolean; problem: string | null };

function parsePayload(text: string) {
  try {
    const parsed = queryPayloadSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `?saved=<id>` opens a saved query into the builder (`&run=1` runs it at once and shows the
 * results); the parameters are then dropped, so a reload keeps the user's edits instead.
 */
export function useOpenSaved(update: (change: (state: BuilderState) => BuilderState) => void): OpenSaved {
  const [params, setParams] = useSearchParams();
  const savedId = Number(params.get('saved'));
  const wanted = Number.isInteger(savedId) && savedId > 0 ? savedId : null;
  const list = useSavedQueries(wanted !== null);
  const handled = useRef<number | null>(null);
  const saved = wanted !== null ? list.data?.saved_queries.find((q) => q.id === wanted) : undefined;
  const payload = saved ? parsePayload(saved.query) : null;

  useEffect(() => {
    if (!saved || !payload || handled.current === saved.id) return;
    handled.current = saved.id;
    const run = params.get('run') === '1';
    const tree = fromPayload(payload);
    update((state) => ({
      tree,
      name: saved.name,
      advancedQueryId: saved.id,
      lastRun: run ? JSON.stringify(toPayload(tree)) : state.lastRun,
    }));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('saved');
        next.delete('run');
        if (run) next.set('view', 'results');
        return next;
      },
      { replace: true },
    );
  }, [saved, payload, params, setParams, update]);

  if (wanted === null) return { loading: false, problem: null };
  if (list.isPending) return { loading: true, problem: null };
  if (list.isError) return { loading: false, problem: 'The saved query could not be read.' };
  if (!saved) return { loading: false, problem: 'That saved query was not found; it may have been deleted.' };
  if (!payload) return { loading: false, problem: 'That saved query can no longer be read.' };
  return { loading: false, problem: null };
}
