import type { DataStatus } from '@fin-atlas/domain';
import type { Database } from '../db/database.js';
import { dataSourceStatuses } from './refresh/refresh-status.js';

/** What the app shows as "Data as of <quarter>", and whether it is demo or regulator data. */
export async function dataAsOf(
  database: Database,
  viewer: { admin: boolean; refreshEnabled: boolean } = { admin: false, refreshEnabled: false },
): Promise<DataStatus> {
  const [latest] = await database.query<{ period: string | null }>(
    'select max(period)::text as period from financials',
  );
  const counts = await database.query<{ fi_type: string; n: number }>(
    'select fi_type, count(*)::int as n from institutions where active group by fi_type',
  );
  const loads = await database.query<{
    source: string;
    period: string | null;
    row_count: number;
    rejected_count: number;
    finished_at: Date;
    is_demo: boolean;
  }>(
    `select distinct on (source, period) source, period::text as period, row_count, rejected_count, finished_at, is_demo
       from data_loads order by source, period desc nulls last, finished_at desc`,
  );
  const count = (type: string) => counts.find((c) => c.fi_type === type)?.n ?? 0;
  // Newest period first within each source: a source's first row is its latest load.
  const newest = loads.filter((l, i) => i === 0 || loads[i - 1]?.source !== l.source);
  return {
    latest_period: latest?.period ?? null,
    is_demo: loads.length > 0 && loads.every((l) => l.is_demo),
    institutions: { bank: count('bank'), bhc: count('bhc'), credit_union: count('credit_union') },
    sources: loads.map((l) => ({
      source: l.source,
      period: l.period,
      rows: l.row_count,
      rejected: l.rejected_count,
      loaded_at: new Date(l.finished_at).toISOString(),
      is_demo: l.is_demo,
    })),
    refresh_enabled: viewer.refreshEnabled,
    by_source: await dataSourceStatuses(database, newest, { admin: viewer.admin }),
  };
}
