import { randomBytes } from 'node:crypto';
import { MESSAGES, progressKey, type ReportType, type SetId, type SpanId } from '@fin-atlas/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { reportRuns } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../identity/index.js';

export type ReportRunRow = typeof reportRuns.$inferSelect;
/** A run without its result: views read the (large) result only when their cache lacks it. */
export type ReportRunHead = Omit<ReportRunRow, 'result'> & { hasResult: boolean };

const { result: _result, ...headColumns } = getTableColumns(reportRuns);

export type RunRequest = {
  reportType: ReportType;
  reportId: number;
  institutionIds: number[];
  peerGroupId: number | null;
  span: SpanId;
  set: SetId;
  fiType: string;
};

/**
 * How often a job refreshes its run's heartbeat, and how old the heartbeat of a 'running' run may be
 * before the run counts as stale: its worker died (the process was killed) or hangs. A stale run is
 * never handed out again; starting the report marks it failed and starts a new run. The bound leaves
 * a busy worker several missed heartbeats of slack.
 */
export const RUN_HEARTBEAT_MS = 10_000;
export const STALE_RUN_MS = 90_000;

/** What the progress of a run that lost its worker says: it stopped, and running it again helps. */
export const REPORT_INTERRUPTED = 'The report stopped before it finished. Please run it again.';

export async function dataVersion(database: Database): Promise<number> {
  const [row] = await database.query<{ v: number | null }>('select max(id)::int as v from data_loads');
  return row?.v ?? 0;
}

export const newRunToken = (): string => randomBytes(18).toString('base64url');

export function createReportRunStore(database: Database) {
  const byId = async (id: number): Promise<ReportRunRow | null> => {
    const [run] = await database.db.select().from(reportRuns).where(eq(reportRuns.id, id));
    return run ?? null;
  };
  return {
    /**
     * The caller's run of exactly this request on the current data, when one is done or still
     * progressing (its job's heartbeat is recent): opening a report again shows it at once instead
     * of computing it again.
     */
    async reusable(actor: Actor, request: RunRequest, version: number): Promise<ReportRunRow | null> {
      const [run] = await database.query<{ id: number }>(
        `select r.id from report_runs r
          where ${SAME_REQUEST}
            and (r.state = 'done'
                 or (r.state = 'running'
                     and r.heartbeat_at > now() - ($9 || ' milliseconds')::interval))
          order by r.id desc limit 1`,
        [...requestParams(actor, request, version), String(STALE_RUN_MS)],
      );
      return run ? byId(Number(run.id)) : null;
    },

    /** The caller's runs of this request still marked 'running' whose worker stopped beating. */
    async stale(actor: Actor, request: RunRequest, version: number): Promise<ReportRunRow[]> {
      const rows = await database.query<{ id: number }>(
        `select r.id from report_runs r
          where ${SAME_REQUEST} and r.state = 'running'
            and r.heartbeat_at <= now() - ($9 || ' milliseconds')::interval`,
        [...requestParams(actor, request, version), String(STALE_RUN_MS)],
      );
      const runs = await Promise.all(rows.map((row) => byId(Number(row.id))));
      return runs.filter((run): run is ReportRunRow => run !== null);
    },

    async insert(actor: Actor, request: RunRequest, version: number): Promise<ReportRunRow> {
      const [run] = await database.db
        .insert(reportRuns)
        .values({
          token: newRunToken(),
          userId: actor.user.id,
          groupId: actor.user.clientGroupId,
          reportType: request.reportType,
          reportId: request.reportId,
          institutionId: request.institutionIds[0] as number,
          institutionIds: request.institutionIds,
          peerGroupId: request.peerGroupId,
          spanId: request.span,
          setId: request.set,
          fiType: request.fiType,
          state: 'running',
          dataVersion: version,
        })
        .returning();
      if (!run) throw new Error('report run insert returned nothing');
      return run;
    },

    /** A run its starter or anyone in the starter's client group may read; anyone else gets 404. */
    async readable(actor: Actor, id: number): Promise<ReportRunHead> {
      const [run] = await database.db
        .select({ ...headColumns, hasResult: sql<boolean>`${reportRuns.result} is not null` })
        .from(reportRuns)
        .where(eq(reportRuns.id, id));
      const tenant = actor.user.clientGroupId;
      if (!run || !(run.userId === actor.user.id || (tenant !== null && run.groupId === tenant))) {
        throw notFound(MESSAGES.report.recordNotFound);
      }
      return run;
    },

    byId,

    async result(id: number): Promise<Record<string, unknown> | null> {
      const [row] = await database.db
        .select({ result: reportRuns.result })
        .from(reportRuns)
        .where(eq(reportRuns.id, id));
      return row?.result ?? null;
    },

    /** Stores the result of a run still running; false when it was given up meanwhile. */
    async finish(id: number, result: Record<string, unknown>): Promise<boolean> {
      const done = await database.db
        .update(reportRuns)
        .set({ state: 'done', result, finishedAt: new Date(), heartbeatAt: new Date() })
        .where(and(eq(reportRuns.id, id), eq(reportRuns.state, 'running')))
        .returning({ id: reportRuns.id });
      return done.length > 0;
    },

    /** Fails a run still running; false when it had already ended (done or failed). */
    async markFailed(id: number): Promise<boolean> {
      const failed = await database.db
        .update(reportRuns)
        .set({ state: 'failed', finishedAt: new Date() })
        .where(and(eq(reportRuns.id, id), eq(reportRuns.state, 'running')))
        .returning({ id: reportRuns.id });
      return failed.length > 0;
    },

    /** The job is alive and computing this run. */
    async beat(id: number): Promise<void> {
      await database.db
        .update(reportRuns)
        .set({ heartbeatAt: new Date() })
        .where(and(eq(reportRuns.id, id), eq(reportRuns.state, 'running')));
    },
  };
}

/** The caller's runs of exactly this request on this data version ($1 to $8 of `requestParams`). */
const SAME_REQUEST = `r.user_id = $1 and r.report_type = $2 and r.report_id = $3
            and r.institution_ids = $4::jsonb and r.peer_group_id is not distinct from $5
            and r.span_id = $6 and r.set_id = $7 and r.data_version = $8`;

const requestParams = (actor: Actor, request: RunRequest, version: number): unknown[] => [
  actor.user.id,
  request.reportType,
  request.reportId,
  JSON.stringify(request.institutionIds),
  request.peerGroupId,
  request.span,
  request.set,
  version,
];

export const runProgressKey = (run: Pick<ReportRunRow, 'token'>): string => progressKey.report(run.token);
