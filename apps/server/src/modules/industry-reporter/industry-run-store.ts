import { randomBytes } from 'node:crypto';
import { MESSAGES, progressKey, type SetId, type SpanId } from '@fin-atlas/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { industryReportRuns } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../identity/index.js';

export type IndustryRunRow = typeof industryReportRuns.$inferSelect;
/** A run without its (large) result, for progress and status calls. */
export type IndustryRunHead = Omit<IndustryRunRow, 'result'>;

const { result: _result, ...headColumns } = getTableColumns(industryReportRuns);

/** What identifies an industry report: the same request on the same data reuses its run. */
export type IndustryRunRequest = {
  fiGroups: string[];
  segmentationId: number | null;
  reportId: number;
  span: SpanId;
  set: SetId;
};

/** How often the job refreshes its heartbeat, and how old it may be before the run counts as stale. */
export const INDUSTRY_HEARTBEAT_MS = 10_000;
export const INDUSTRY_STALE_MS = 90_000;

export const INDUSTRY_RUN_INTERRUPTED =
  'The industry report stopped before it finished. Please run it again.';

/** The data a run reads is named by the latest data load: a newer load makes the run outdated. */
export async function currentDataVersion(database: Database): Promise<string> {
  const [row] = await database.query<{ v: number | null }>('select max(id)::int as v from data_loads');
  return String(row?.v ?? 0);
}

export const industryProgressKey = (run: Pick<IndustryRunRow, 'token'>): string =>
  progressKey.industryReport(run.token);

/** The caller's runs of exactly this request on this data version ($1 to $7). */
const SAME_REQUEST = `r.user_id = $1 and r.fi_groups = $2::jsonb
            and r.segmentation_set_id is not distinct from $3 and r.report_id = $4
            and r.span_id = $5 and r.set_id = $6 and r.data_version = $7`;

const requestParams = (actor: Actor, request: IndustryRunRequest, version: string): unknown[] => [
  actor.user.id,
  JSON.stringify(request.fiGroups),
  request.segmentationId,
  request.reportId,
  request.span,
  request.set,
  version,
];

export function createIndustryRunStore(database: Database) {
  const { db } = database;
  const byId = async (id: number): Promise<IndustryRunRow | null> => {
    const [run] = await db.select().from(industryReportRuns).where(eq(industryReportRuns.id, id));
    return run ?? null;
  };
  const idsWhere = async (state: string, request: unknown[]): Promise<number[]> => {
    const rows = await database.query<{ id: number }>(
      `select r.id from industry_report_runs r where ${SAME_REQUEST} and ${state} order by r.id desc`,
      [...request, String(INDUSTRY_STALE_MS)],
    );
    return rows.map((row) => Number(row.id));
  };
  return {
    byId,

    /** The caller's run of this request on this data that is done or still beating, if any. */
    async reusable(
      actor: Actor,
      request: IndustryRunRequest,
      version: string,
    ): Promise<IndustryRunRow | null> {
      const [id] = await idsWhere(
        `(r.state = 'done' or (r.state = 'running' and r.heartbeat_at > now() - ($8 || ' milliseconds')::interval))`,
        requestParams(actor, request, version),
      );
      return id === undefined ? null : byId(id);
    },

    /** The caller's runs of this request still 'running' whose job stopped beating. */
    async stale(actor: Actor, request: IndustryRunRequest, version: string): Promise<number[]> {
      return idsWhere(
        `r.state = 'running' and r.heartbeat_at <= now() - ($8 || ' milliseconds')::interval`,
        requestParams(actor, request, version),
      );
    },

    async insert(actor: Actor, request: IndustryRunRequest, version: string): Promise<IndustryRunRow> {
      const [run] = await db
        .insert(industryReportRuns)
        .values({
          token: randomBytes(18).toString('base64url'),
          userId: actor.user.id,
          groupId: actor.user.clientGroupId,
          fiGroups: request.fiGroups,
          segmentationSetId: request.segmentationId,
          reportId: request.reportId,
          spanId: request.span,
          setId: request.set,
          state: 'running',
          dataVersion: version,
          heartbeatAt: new Date(),
        })
        .returning();
      if (!run) throw new Error('industry report run insert returned nothing');
      return run;
    },

    /** A run its starter or anyone of the starter's client group may read; anyone else gets 404. */
    async readable(actor: Actor, id: number): Promise<IndustryRunHead> {
      const [run] = await db
        .select(headColumns)
        .from(industryReportRuns)
        .where(eq(industryReportRuns.id, id));
      const tenant = actor.user.clientGroupId;
      if (!run || !(run.userId === actor.user.id || (tenant !== null && run.groupId === tenant))) {
        throw notFound(MESSAGES.report.recordNotFound);
      }
      return run;
    },

    async result(id: number): Promise<Record<string, unknown> | null> {
      const [row] = await db
        .select({ result: industryReportRuns.result })
        .from(industryReportRuns)
        .where(eq(industryReportRuns.id, id));
      return row?.result ?? null;
    },

    /** Stores the result of a run still running; false when it was given up meanwhile. */
    async finish(id: number, result: Record<string, unknown>): Promise<boolean> {
      const done = await db
        .update(industryReportRuns)
        .set({ state: 'done', result, finishedAt: new Date(), heartbeatAt: new Date() })
        .where(and(eq(industryReportRuns.id, id), eq(industryReportRuns.state, 'running')))
        .returning({ id: industryReportRuns.id });
      return done.length > 0;
    },

    /** Fails a run still running; false when it had already ended. */
    async markFailed(id: number): Promise<boolean> {
      const failed = await db
        .update(industryReportRuns)
        .set({ state: 'failed', finishedAt: new Date() })
        .where(and(eq(industryReportRuns.id, id), eq(industryReportRuns.state, 'running')))
        .returning({ id: industryReportRuns.id });
      return failed.length > 0;
    },

    async beat(id: number): Promise<void> {
      await db
        .update(industryReportRuns)
        .set({ heartbeatAt: sql`now()` })
        .where(and(eq(industryReportRuns.id, id), eq(industryReportRuns.state, 'running')));
    },
  };
}
