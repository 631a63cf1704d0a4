import { queryPayloadSchema } from '@fin-atlas/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSavedQuery } from '../saved';
import { fromPayload, toPayload } from './criteria-tree';
import { MORTGAGE_PARAM, useIsMbc } from './query-variant';
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
 * results), in the builder of its kind (a mortgage lender query in mortgage mode); the parameters
 * are then dropped, so a reload keeps the user's edits instead.
 */
export function useOpenSaved(update: (change: (state: BuilderState) => BuilderState) => void): OpenSaved {
  const isMbc = useIsMbc();
  const [params, setParams] = useSearchParams();
  const savedId = Number(params.get('saved'));
  const wanted = Number.isInteger(savedId) && savedId > 0 ? savedId : null;
  const found = useSavedQuery(wanted);
  const handled = useRef<number | null>(null);
  const saved = wanted !== null ? found.data : undefined;
  const payload = saved ? parsePayload(saved.query) : null;

  useEffect(() => {
    if (!saved || !payload || handled.current === saved.id) return;
    const mortgage = saved.query_type === 'mortgage';
    if (mortgage !== isMbc) {
      // The page opens again in the saved query's builder, which then reads it.
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (mortgage) next.set(MORTGAGE_PARAM, '1');
          else next.delete(MORTGAGE_PARAM);
          return next;
        },
        { replace: true },
      );
      return;
    }
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
  }, [saved, payload, params, setParams, update, isMbc]);

  if (wanted === null) return { loading: false, problem: null };
  if (found.isPending) return { loading: true, problem: null };
  if (found.isError)
    return { loading: false, problem: 'That saved query was not found; it may have been deleted.' };
  if (!saved) return { loading: false, problem: 'That saved query was not found; it may have been deleted.' };
  if (!payload) return { loading: false, problem: 'That saved query can no longer be read.' };
  return { loading: false, problem: null };
}
