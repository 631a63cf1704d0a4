import type { RerunReportsBody, RerunReportsResult, RerunRun, StaleRunsResponse } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { progressChannelFor } from '../progress/index.js';
import { BUILT_IN_REPORTS, builtInReport } from './report-catalog.js';
import { queueRun } from './report-queue.js';
import { dataVersion, newRunToken, runProgressKey, STALE_RUN_MS } from './report-run-store.js';

/** Runs one rerun request queues at most: a data load can leave thousands, and the queue is shared. */
export const MAX_RERUNS_PER_REQUEST = 100;

export const RERUN_MESSAGES = { runNotFound: 'Report run not found.' } as const;

const BUILT_IN_IDS = BUILT_IN_REPORTS.map((r) => r.id);

/** Two runs of the same request: the same user, report, institutions, peer group, span and set. */
const SAME_REQUEST = `n.user_id = r.user_id and n.report_type = r.report_type and n.report_id = r.report_id
              and n.institution_ids = r.institution_ids and n.peer_group_id is not distinct from r.peer_group_id
              and n.span_id = r.span_id and n.set_id = r.set_id`;

/**
 * The stale runs, one per request (its latest finished run): done on an older data version than $1,
 * by an active user, of a report that still exists, and with no run of the same request on the
 * current data that is done or still beating (a run that failed there leaves the request stale).
 * $2 is the heartbeat bound, $3 the built-in report ids.
 */
const STALE_RUNS = `
  select distinct on (r.user_id, r.report_type, r.report_id, r.institution_ids, r.peer_group_id, r.span_id, r.set_id)
         r.id, r.report_id, r.group_id, r.created_at
    from report_runs r
    join users u on u.id = r.user_id and u.is_active
   where r.state = 'done' and coalesce(r.data_version, 0) < $1
     and (r.report_id = any($3::int[]) or exists (select 1 from custom_reports c where c.id = r.report_id))
     and not exists (
           select 1 from report_runs n
            where ${SAME_REQUEST} and n.data_version = $1
              and (n.state = 'done'
                   or (n.state = 'running' and n.heartbeat_at > now() - ($2 || ' milliseconds')::interval)))
   order by r.user_id, r.report_type, r.report_id, r.institution_ids, r.peer_group_id, r.span_id, r.set_id, r.id desc`;

const staleParams = (version: number) => [version, String(STALE_RUN_MS), BUILT_IN_IDS];

/** Names of reports by id: the built-in catalog's, then custom reports'. */
async function reportNames(database: Database, ids: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const id of ids) {
    const report = builtInReport(id);
    if (report) names.set(id, report.name);
  }
  const custom = ids.filter((id) => !names.has(id));
  if (custom.length > 0) {
    const rows = await database.query<{ id: number; name: string }>(
      'select id, name from custom_reports where id = any($1::int[])',
      [custom],
    );
    for (const row of rows) names.set(Number(row.id), row.name);
  }
  return names;
}

/** The stale runs counted per report and client group, with the data version they are behind. */
export async function staleRuns(database: Database): Promise<StaleRunsResponse> {
  const version = await dataVersion(database);
  const [load] = await database.query<{ finished_at: Date | string }>(
    'select finished_at from data_loads order by id desc limit 1',
  );
  const rows = await database.query<{
    report_id: number;
    group_id: number | null;
    group_name: string | null;
    n: number;
    last_run_at: Date | string;
  }>(
    `select s.report_id, s.group_id, g.name as group_name, count(*)::int as n, max(s.created_at) as last_run_at
       from (${STALE_RUNS}) s left join groups g on g.id = s.group_id
      group by s.report_id, s.group_id, g.name
      order by count(*) desc, s.report_id, g.name`,
    staleParams(version),
  );
  const names = await reportNames(
    database,
    rows.map((r) => Number(r.report_id)),
  );
  const groups = rows.map((r) => ({
    report_id: Number(r.report_id),
    report_name: names.get(Number(r.report_id)) ?? `Report ${r.report_id}`,
    group: r.group_id === null ? null : { id: Number(r.group_id), name: r.group_name ?? '' },
    stale_runs: Number(r.n),
    last_run_at: new Date(r.last_run_at).toISOString(),
  }));
  return {
    data_version: version,
    data_loaded_at: load ? new Date(load.finished_at).toISOString() : null,
    total: groups.reduce((sum, g) => sum + g.stale_runs, 0),
    groups,
    max_per_request: MAX_RERUNS_PER_REQUEST,
  };
}

/**
 * Reruns stale runs on the current data: every one, or those of the chosen reports and client
 * groups, the most recently used first, at most `cap` (MAX_RERUNS_PER_REQUEST) per request. Each becomes a
 * new run of the same request (same owner, so the owner's next visit opens it at once), queued as a
 * report job with its own progress. Answers the new runs and how many stale ones are left.
 */
export async function rerunStaleRuns(
  database: Database,
  jobs: JobQueue | undefined,
  body: RerunReportsBody,
  onJobError: (error: unknown) => void,
  cap = MAX_RERUNS_PER_REQUEST,
): Promise<RerunReportsResult> {
  const version = await dataVersion(database);
  const chosen = body.all
    ? ''
    : `where (s.report_id, coalesce(s.group_id, 0)) in (select * from unnest($4::int[], $5::int[]))`;
  const params = body.all
    ? staleParams(version)
    : [
        ...staleParams(version),
        body.selections.map((s) => s.report_id),
        body.selections.map((s) => s.group_id ?? 0),
      ];
  const stale = await database.query<{ id: number; total: number }>(
    `select s.id, count(*) over ()::int as total from (${STALE_RUNS}) s ${chosen}
      order by s.created_at desc, s.id desc limit ${Math.trunc(cap)}`,
    params,
  );
  if (stale.length === 0) return { run_ids: [], remaining: 0 };
  const ids = stale.map((s) => Number(s.id));
  const created = await database.query<{
    id: number;
    token: string;
    user_id: number;
    group_id: number | null;
  }>(
    `insert into report_runs (token, user_id, group_id, report_type, report_id, institution_id, institution_ids,
                              peer_group_id, span_id, set_id, fi_type, state, data_version)
     select t.token, r.user_id, r.group_id, r.report_type, r.report_id, r.institution_id, r.institution_ids,
            r.peer_group_id, r.span_id, r.set_id, r.fi_type, 'running', $3
       from unnest($1::int[], $2::text[]) with ordinality as t(id, token, position)
       join report_runs r on r.id = t.id
      order by t.position
     returning id, token, user_id, group_id`,
    [ids, ids.map(() => newRunToken()), version],
  );
  for (const run of created) {
    const owned = {
      id: Number(run.id),
      token: run.token,
      userId: Number(run.user_id),
      groupId: run.group_id,
    };
    // A run that cannot be queued is failed on its own progress, which the console shows.
    await queueRun(database, jobs, owned, onJobError).catch(onJobError);
  }
  return {
    run_ids: created.map((r) => Number(r.id)),
    remaining: Math.max(0, Number(stale[0]?.total ?? 0) - created.length),
  };
}

/** How the given runs are doing: state, progress and status of each, as its owner sees them. */
export async function rerunProgress(database: Database, ids: readonly number[]): Promise<RerunRun[]> {
  const rows = await database.query<{
    id: number;
    report_id: number;
    state: string;
    token: string;
    user_name: string;
    group_name: string | null;
  }>(
    `select r.id, r.report_id, r.state, r.token, u.user_name, g.name as group_name
       from report_runs r join users u on u.id = r.user_id left join groups g on g.id = r.group_id
      where r.id = any($1::int[]) order by r.id`,
    [ids],
  );
  if (rows.length !== new Set(ids).size) throw notFound(RERUN_MESSAGES.runNotFound);
  const names = await reportNames(
    database,
    rows.map((r) => Number(r.report_id)),
  );
  const channel = progressChannelFor(database);
  return Promise.all(
    rows.map(async (row): Promise<RerunRun> => {
      const progress = await channel.read(runProgressKey(row));
      const state = (progress?.state ?? row.state) as RerunRun['state'];
      return {
        id: Number(row.id),
        report_id: Number(row.report_id),
        report_name: names.get(Number(row.report_id)) ?? `Report ${row.report_id}`,
        user_name: row.user_name,
        group_name: row.group_name,
        state,
        progress: progress?.progress ?? (state === 'done' ? 100 : 0),
        status: progress?.error ?? progress?.status ?? (state === 'failed' ? 'Failed' : ''),
      };
    }),
  );
}
