import { INTENT_HISTORY_QUARTERS } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';

/**
 * The quarters a signal was scored at, newest first: at most INTENT_HISTORY_QUARTERS, at or before
 * `upTo` when given. Each step is one index seek (a loose index scan), so a signal's millions of
 * score rows are never read to find a handful of dates.
 */
export async function scoredPeriods(
  database: Database,
  signalId: number,
  upTo: string | null = null,
  count: number = INTENT_HISTORY_QUARTERS,
): Promise<string[]> {
  const rows = await database.query<{ period: string }>(
    `with recursive p(period) as (
       (select period from intent_scores
         where signal_id = $1 and ($2::date is null or period <= $2::date)
         order by period desc limit 1)
       union all
       select (select s.period from intent_scores s
                where s.signal_id = $1 and s.period < p.period
                order by s.period desc limit 1)
         from p where p.period is not null
     )
     select period::text as period from p where period is not null limit $3`,
    [signalId, upTo, count],
  );
  return rows.map((r) => r.period);
}
