import type { IntentFilters, IntentLevelCounts } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { institutionFilterSql } from './institution-filters.js';
import { isIntentLevel } from './signal-rows.js';
import { sqlParams } from './sql-params.js';

export const noCounts = (): IntentLevelCounts => ({
  early_research: 0,
  active_research: 0,
  in_depth_research: 0,
});

/** Institutions at each level of a signal at each of the given quarters, after the filters. */
export async function levelCounts(
  database: Database,
  signal: { id: number; solutionId: number | null },
  periods: readonly string[],
  filters: IntentFilters,
): Promise<Map<string, IntentLevelCounts>> {
  const counts = new Map(periods.map((p) => [p, noCounts()]));
  if (periods.length === 0) return counts;
  const params = sqlParams();
  const signalParam = params.add(signal.id);
  const periodsParam = params.add(periods);
  const filter = institutionFilterSql(filters, signal.solutionId, params);
  const rows = await database.query<{ period: string; level: string; n: number }>(
    `select s.period::text as period, s.level, count(*)::int as n
       from intent_scores s join institutions i on i.id = s.institution_id
      where s.signal_id = ${signalParam} and s.period = any(${periodsParam}::date[])
        and s.level is not null and ${filter}
      group by s.period, s.level`,
    params.values,
  );
  for (const row of rows) {
    const at = counts.get(row.period);
    if (at && isIntentLevel(row.level)) at[row.level] = row.n;
  }
  return counts;
}
