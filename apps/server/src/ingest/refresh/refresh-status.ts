import type { DataSourceStatus } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { REFRESH_SOURCES } from './sources.js';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The generated demo institutions' load, shown beside the regulators' sources it stands in for. */
const DEMO_SOURCE = { name: 'demo', label: 'Demo institutions and financials (generated)' };

/** A source's newest load: the period it holds and when it was loaded. */
export type LatestLoad = {
  source: string;
  period: string | null;
  finished_at: Date | string;
  is_demo: boolean;
};

/**
 * Per source, the latest period loaded and when (demo or regulator data, as its load says) and the
 * refresh's next check; for a FIN Admin also the last check and the last failure still standing.
 * `loads` is each source's newest load, which the caller has read already.
 */
export async function dataSourceStatuses(
  database: Database,
  loads: readonly LatestLoad[],
  { admin }: { admin: boolean },
): Promise<DataSourceStatus[]> {
  const checks = await database.query<{
    source: string;
    checked_at: Date | string;
    outcome: 'new' | 'unchanged' | 'failed';
    next_check_at: Date | string;
  }>('select source, checked_at, outcome, next_check_at from regulator_checks');
  // Failures are a FIN Admin's to see: every other user's status (read on each page) skips them.
  const failures = !admin
    ? []
    : await database.query<{
        source: string;
        release_key: string;
        last_error: string;
        attempts: number;
        updated_at: Date | string;
      }>(
        `select distinct on (source) source, release_key, last_error, attempts, updated_at
       from regulator_releases where last_error is not null order by source, updated_at desc`,
      );
  const sources = [...REFRESH_SOURCES.map((s) => ({ name: s.name as string, label: s.label }))];
  if (loads.some((l) => l.source === DEMO_SOURCE.name)) sources.unshift(DEMO_SOURCE);
  return sources.map(({ name, label }) => {
    const load = loads.find((l) => l.source === name);
    const check = checks.find((c) => c.source === name);
    const failure = failures.find((f) => f.source === name);
    return {
      source: name,
      label,
      latest_period: load?.period ?? null,
      loaded_at: iso(load?.finished_at),
      is_demo: load?.is_demo ?? false,
      checked_at: admin ? iso(check?.checked_at) : null,
      check_outcome: admin ? (check?.outcome ?? null) : null,
      next_check_at: iso(check?.next_check_at),
      last_failure: failure
        ? {
            release: failure.release_key,
            error: failure.last_error,
            attempts: failure.attempts,
            at: iso(failure.updated_at) as string,
          }
        : null,
    };
  });
}
