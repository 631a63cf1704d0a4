import { createHash } from 'node:crypto';
import {
  type IntentElementParams,
  type IntentThresholds,
  intentElementParamsSchema,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import type { Period } from '../../../metrics/periods.js';

export type ScoredElement = {
  id: number;
  name: string;
  weight: number;
  params: IntentElementParams;
  /**
   * The last quarter a deleted element still scores: the latest quarter a finished pass had scored
   * when it was deleted, so the quarters scored with it keep their scores and evidence and newer
   * quarters are scored without it. Null for an element in use (it scores every quarter).
   */
  deletedAfter: Period | null;
};

export type ScoredSignal = {
  id: number;
  name: string;
  solution: { id: number; name: string } | null;
  thresholds: IntentThresholds;
  elements: ScoredElement[];
};

/** Whether an element counts towards a quarter's score (and its weight towards the total). */
export const scoresPeriod = (element: ScoredElement, period: Period): boolean =>
  element.deletedAfter === null || period <= element.deletedAfter;

type SignalRow = {
  id: number;
  name: string;
  solution_id: number | null;
  solution_name: string | null;
  early_threshold: number;
  active_threshold: number;
  in_depth_threshold: number;
};

type ElementRow = {
  id: number;
  signal_id: number;
  name: string;
  weight: number;
  params: unknown;
  deleted: boolean;
  scored_through: string | null;
};

/**
 * The active signals as a pass scores them, and a fingerprint of those definitions: a pass records
 * it, so a later look can tell whether a FIN Admin changed a signal since (and scores again).
 */
export async function loadScoredSignals(
  database: Database,
): Promise<{ signals: ScoredSignal[]; fingerprint: string }> {
  const signalRows = await database.query<SignalRow>(
    `select s.id, s.name, s.solution_id, so.name as solution_name,
            s.early_threshold, s.active_threshold, s.in_depth_threshold
       from intent_signals s left join solutions so on so.id = s.solution_id
      where s.is_active
      order by s.id`,
  );
  const elementRows = await database.query<ElementRow>(
    `select e.id, e.signal_id, e.name, e.weight, e.params, e.deleted_at is not null as deleted,
            (select r.period::text from model_runs r
              where r.model = 'fin_intent' and r.status = 'finished' and r.finished_at <= e.deleted_at
              order by r.finished_at desc, r.id desc limit 1) as scored_through
       from intent_signal_elements e
       join intent_signals s on s.id = e.signal_id and s.is_active
      order by e.signal_id, e.position, e.id`,
  );
  const signals = signalRows.map(
    (row): ScoredSignal => ({
      id: row.id,
      name: row.name,
      solution: row.solution_id !== null ? { id: row.solution_id, name: row.solution_name ?? '' } : null,
      thresholds: {
        early: Number(row.early_threshold),
        active: Number(row.active_threshold),
        in_depth: Number(row.in_depth_threshold),
      },
      elements: [],
    }),
  );
  const byId = new Map(signals.map((s) => [s.id, s]));
  for (const row of elementRows) {
    const params = intentElementParamsSchema.safeParse(row.params);
    // A deleted element never scored by a finished pass has nothing to keep.
    if (!params.success || (row.deleted && row.scored_through === null)) continue;
    byId.get(row.signal_id)?.elements.push({
      id: row.id,
      name: row.name,
      weight: Number(row.weight),
      params: params.data,
      deletedAfter: row.deleted ? row.scored_through : null,
    });
  }
  const fingerprint = createHash('sha256').update(JSON.stringify(signals)).digest('hex').slice(0, 32);
  return { signals, fingerprint };
}
