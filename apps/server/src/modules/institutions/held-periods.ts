import type { Database } from '../../db/database.js';

export type HeldPeriod = { period: string; institutions: Record<string, number> };

type PeriodCounts = Map<string, Record<string, number>>;

const COUNT_ALL = `select f.period::text as period, i.fi_type, count(*)::int as n
                     from financials f join institutions i on i.id = f.institution_id
                    group by f.period, i.fi_type`;

const COUNT_ONE = `select f.period::text as period, i.fi_type, count(*)::int as n
                     from financials f join institutions i on i.id = f.institution_id
                    where f.period = $1::date
                    group by f.period, i.fi_type`;

function addRows(into: PeriodCounts, rows: readonly { period: string; fi_type: string; n: number }[]) {
  for (const row of rows) {
    const counts = into.get(row.period) ?? {};
    counts[row.fi_type] = row.n;
    into.set(row.period, counts);
  }
}

/**
 * The quarters held and how many institutions of each type filed in each, newest first. Counting
 * every stored call report on each call grows with the history (a second and more at 80 quarters);
 * instead the counts are kept per quarter and a load recounts only the quarters whose `data_loads`
 * record changed, so each call costs one small read of `data_loads` and each load a quarter's count.
 */
export function heldPeriods(database: Database): () => Promise<HeldPeriod[]> {
  let counts: PeriodCounts | null = null;
  /** Each dated load's record id by quarter, as last counted; the data version as a whole. */
  let stamps = new Map<string, number>();
  let version = '';
  let pending: Promise<HeldPeriod[]> | null = null;

  async function refresh(): Promise<HeldPeriod[]> {
    const loads = await database.query<{ period: string | null; id: number; n: number }>(
      `select period::text as period, max(id)::int as id, count(*)::int as n
         from data_loads group by period`,
    );
    const current = `${loads.reduce((max, l) => Math.max(max, l.id), 0)}|${loads.reduce((n, l) => n + l.n, 0)}`;
    const dated = new Map(loads.flatMap((l) => (l.period ? [[l.period, l.id] as const] : [])));
    if (counts === null) {
      counts = new Map();
      addRows(counts, await database.query(COUNT_ALL));
    } else if (current !== version) {
      // A quarter whose load is new, replaced or removed is recounted; the others cannot have changed.
      const changed = new Set([...dated].filter(([p, id]) => stamps.get(p) !== id).map(([p]) => p));
      for (const period of stamps.keys()) if (!dated.has(period)) changed.add(period);
      for (const period of changed) {
        counts.delete(period);
        addRows(counts, await database.query(COUNT_ONE, [period]));
      }
    }
    stamps = dated;
    version = current;
    return [...counts]
      .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
      .map(([period, institutions]) => ({ period, institutions }));
  }

  return () => {
    pending ??= refresh().finally(() => {
      pending = null;
    });
    return pending;
  };
}
