import { randomBytes } from 'node:crypto';
import { MESSAGES, progressKey, type ReportType, type SetId, type SpanId } from '@fin-atlas/domain';
import { eq, getTableColumns, sql } from 'drizzle-orm';
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

/** A run left 'running' this long without a progress change lost its worker; a new one starts. */
const STALLED_MS = 10 * 60 * 1000;

export async function dataVersion(database: Database): Promise<number> {
  const [row] = await database.query<{ v: number | null }>('select max(id)::int as v from data_loads');
  return row?.v ?? 0;
}

export const newRunToken = (): string => randomBytes(18).toString('base64url');

export function createReportRunStore(database: Database) {
  return {
    /**
     * The caller's run of exactly this request on the current data, when one is done or still
     * progressing: opening a report again shows it at once instead of computing it again.
     */
    async reusable(actor: Actor, request: RunRequest, version: number): Promise<ReportRunRow | null> {
      const rows = await database.query<{ id: number }>(
        `select r.id from report_runs r
           left join job_progress p on p.key = $10 || r.token
          where r.user_id = $1 and r.report_type = $2 and r.report_id = $3
            and r.institution_ids = $4::jsonb and r.peer_group_id is not distinct from $5
            and r.span_id = $6 and r.set_id = $7 and r.data_version = $8
            and (r.state = 'done'
                 or (r.state = 'running' and p.state = 'running' and p.updated_at > now() - ($9 || ' milliseconds')::interval))
          order by r.id desc limit 1`,
        [
          actor.user.id,
          request.reportType,
          request.reportId,
          JSON.stringify(request.institutionIds),
          request.peerGroupId,
          request.span,
          request.set,
          version,
          String(STALLED_MS),
          runProgressKey({ token: '' }),
        ],
      );
      const id = rows[0]?.id;
      if (id === undefined) return null;
      const [run] = await database.db
        .select()
        .from(reportRuns)
        .where(eq(reportRuns.id, Number(id)));
      return run ?? null;
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

    async byId(id: number): Promise<ReportRunRow | null> {
      const [run] = await database.db.select().from(reportRuns).where(eq(reportRuns.id, id));
      return run ?? null;
    },

    async result(id: number): Promise<Record<string, unknown> | null> {
      const [row] = await database.db
        .select({ result: reportRuns.result })
        .from(reportRuns)
        .where(eq(reportRuns.id, id));
      return row?.result ?? null;
    },

    async finish(id: number, result: Record<string, unknown>): Promise<void> {
      await database.db
        .update(reportRuns)
        .set({ state: 'done', result, finishedAt: new Date() })
        .where(eq(reportRuns.id, id));
    },

    async markFailed(id: number): Promise<void> {
      await database.db
        .update(reportRuns)
        .set({ state: 'failed', finishedAt: new Date() })
        .where(eq(reportRuns.id, id));
    },
  };
}

export const runProgressKey = (run: Pick<ReportRunRow, 'token'>): string => progressKey.report(run.token);
