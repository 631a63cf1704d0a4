import { DELETED_ELEMENT_NAME, type IntentLevel } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { INTENT_MODEL } from './scoring-runs.js';

/** A signal's latest scored quarter as FIN Query reads it: each institution's score and level (missing = 0). */
export type LatestLevels = {
  period: string | null;
  scores: ReadonlyMap<number, { score: number; level: IntentLevel | null }>;
};

/**
 * Which pass the stored scores come from (the newest finished one), so answers read from them are
 * cached until the next pass (a data load or a FIN Admin's edit), not merely until the next data load.
 */
export async function scoresStamp(database: Database): Promise<{ run: number; period: string | null }> {
  const [row] = await database.query<{ id: number; period: string | null }>(
    `select id, period::text as period from model_runs
      where model = $1 and status = 'finished' order by finished_at desc, id desc limit 1`,
    [INTENT_MODEL],
  );
  return { run: row?.id ?? 0, period: row?.period ?? null };
}

const byDatabase = new WeakMap<Database, { run: number; entries: Map<string, Promise<unknown>> }>();

/** Something read from the stored scores once per pass and database, keyed further by `key`. */
function perPass<T>(database: Database, run: number, key: string, load: () => Promise<T>): Promise<T> {
  let held = byDatabase.get(database);
  if (!held || held.run !== run) {
    held = { run, entries: new Map() };
    byDatabase.set(database, held);
  }
  const entries = held.entries;
  let found = entries.get(key) as Promise<T> | undefined;
  if (!found) {
    found = load();
    entries.set(key, found);
    found.catch(() => {
      if (entries.get(key) === found) entries.delete(key);
    });
  }
  return found;
}

const hundredths = (score: number) => Math.round(score * 100) / 100;

/** Every institution's score and level on a signal at the latest scored quarter. */
export function latestLevels(
  database: Database,
  stamp: { run: number; period: string | null },
  signalId: number,
): Promise<LatestLevels> {
  return perPass(database, stamp.run, `levels|${signalId}`, async () => {
    if (!stamp.period) return { period: null, scores: new Map() };
    const rows = await database.query<{ institution_id: number; score: number; level: IntentLevel | null }>(
      `select institution_id, score, level from intent_scores where signal_id = $1 and period = $2::date`,
      [signalId, stamp.period],
    );
    return {
      period: stamp.period,
      scores: new Map(
        rows.map((r) => [r.institution_id, { score: hundredths(Number(r.score)), level: r.level }]),
      ),
    };
  });
}

/** The elements that scored for each institution at the latest quarter, strongest first, by name. */
export function latestTopElements(
  database: Database,
  stamp: { run: number; period: string | null },
  signalId: number,
): Promise<ReadonlyMap<number, string[]>> {
  return perPass(database, stamp.run, `elements|${signalId}`, async () => {
    const out = new Map<number, string[]>();
    if (!stamp.period) return out;
    const rows = await database.query<{ institution_id: number; name: string }>(
      `select ev.institution_id, case when el.deleted_at is null then el.name else $3 end as name
         from (select institution_id, element_id, max(points) as points from intent_evidence
                where signal_id = $1 and period = $2::date group by institution_id, element_id) ev
         join intent_signal_elements el on el.id = ev.element_id
        order by ev.institution_id, ev.points desc, el.position, el.id`,
      [signalId, stamp.period, DELETED_ELEMENT_NAME],
    );
    for (const row of rows) {
      const list = out.get(row.institution_id);
      if (list) list.push(row.name);
      else out.set(row.institution_id, [row.name]);
    }
    return out;
  });
}
