import type { SetId, SpanId } from '@fin-atlas/domain';
import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import { computeTask, runCompute } from '../../compute/worker-pool.js';
import type { Database } from '../../db/database.js';
import { escapeLike } from '../../db/like.js';
import { customReports, reportRuns } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { fileSlug } from '../../http/attachment.js';
import { recordDownload, stampCsv } from '../downloads/index.js';
import { type Actor, mayUseReportType } from '../identity/index.js';
import { createPeerGroupStore } from '../peer-groups/index.js';
import { type SubscriptionTarget, type TargetStanding, TargetUnusable } from '../subscriptions/index.js';
import { customReportSource } from './custom-report-source.js';
import { builtInReport } from './report-catalog.js';
import { reportContent } from './report-content.js';
import { reportTable, tableCsv } from './report-csv.js';
import type { CustomReport } from './report-definition.js';
import { institutionsById } from './report-institutions.js';
import type { ReportSheet, reportXlsx } from './report-xlsx.task.js';

const REPORT_XLSX = computeTask<typeof reportXlsx>(
  new URL('./report-xlsx.task.js', import.meta.url),
  'reportXlsx',
);

/** Why a saved report may not be delivered to a user, in the words the subscription shows. */
export const REPORT_UNUSABLE = {
  notSaved: 'No such saved report.',
  deleted: 'The saved report was deleted.',
  notShared: 'The saved report is no longer shared with you.',
  noReporter: 'You no longer have Reporter.',
  neverRun:
    'Run the report in Reporter first: each delivery runs it again for the institutions and peer group of your latest run.',
} as const;

/** The subscriber's latest run of the report in Reporter: the institutions and peer group it follows. */
async function latestRun(database: Database, actor: Actor, reportId: number) {
  const [run] = await database.db
    .select({
      institutionIds: reportRuns.institutionIds,
      peerGroupId: reportRuns.peerGroupId,
      spanId: reportRuns.spanId,
      setId: reportRuns.setId,
      fiType: reportRuns.fiType,
    })
    .from(reportRuns)
    .where(
      and(
        eq(reportRuns.userId, actor.user.id),
        eq(reportRuns.reportId, reportId),
        eq(reportRuns.reportType, 'reporter'),
      ),
    )
    .orderBy(desc(reportRuns.id))
    .limit(1);
  return run ?? null;
}

async function visibleReport(
  database: Database,
  actor: Actor,
  id: number,
): Promise<{ report: CustomReport } | { reason: string }> {
  const found = await customReportSource.byId(database, actor, id);
  if (found?.kind === 'custom') return { report: found };
  const [exists] = await database.db
    .select({ id: customReports.id })
    .from(customReports)
    .where(eq(customReports.id, id));
  // Built-in reports (ids below the custom ones) are no saved report: nothing to subscribe to.
  if (!exists) return { reason: builtInReport(id) ? REPORT_UNUSABLE.notSaved : REPORT_UNUSABLE.deleted };
  return { reason: REPORT_UNUSABLE.notShared };
}

async function reportStanding(database: Database, actor: Actor, id: number): Promise<TargetStanding> {
  const seen = await visibleReport(database, actor, id);
  if ('reason' in seen) return { usable: false, reason: seen.reason };
  if (!mayUseReportType(actor, 'reporter')) return { usable: false, reason: REPORT_UNUSABLE.noReporter };
  if (!(await latestRun(database, actor, id))) return { usable: false, reason: REPORT_UNUSABLE.neverRun };
  return { usable: true, name: seen.report.name };
}

/**
 * Saved (custom) reports as subscriptions deliver them. A saved report names no institution of its
 * own: Reporter runs it for institutions and a peer group chosen each time. Each delivery therefore
 * follows the subscriber's latest run of it (institutions, peer group as it is now, span and set):
 * the comparison they last made is the one they want kept up to date, and running the report on
 * another subject changes what arrives without touching the subscription. The report is computed
 * again on the latest data, not copied from that run, since a delivery exists to bring new
 * figures. Its file is the report's every-value table (the download_all CSV, or the same rows as
 * XLSX on the compute pool), with the notice and fingerprint. Reporter is a module the company
 * bought, not priced per download, so a delivery is logged as a download but is no order.
 */
export const savedReportTarget: SubscriptionTarget = {
  standing: reportStanding,

  async names(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: customReports.id, name: customReports.name })
      .from(customReports)
      .where(inArray(customReports.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.name]));
  },

  async idsNamed(db, text) {
    const rows = await db
      .select({ id: customReports.id })
      .from(customReports)
      .where(ilike(customReports.name, `%${escapeLike(text)}%`));
    return rows.map((r) => r.id);
  },

  async produce(database, owner, id, { format, subscriptionId, periodKey }) {
    const standing = await reportStanding(database, owner, id);
    if (!standing.usable) throw new TargetUnusable(standing.reason);
    const seen = await visibleReport(database, owner, id);
    const run = await latestRun(database, owner, id);
    if ('reason' in seen || !run) throw new TargetUnusable(REPORT_UNUSABLE.neverRun);
    const report = seen.report;
    const peerGroup =
      run.peerGroupId === null ? null : await createPeerGroupStore(database).snapshot(run.peerGroupId, owner);
    let content: Awaited<ReturnType<typeof reportContent>>;
    try {
      content = await reportContent(database, {
        report,
        actor: owner,
        fiType: run.fiType,
        institutionIds: run.institutionIds,
        peerGroup,
        span: run.spanId as SpanId,
        set: run.setId as SetId,
      });
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) {
        throw new TargetUnusable(`The saved report no longer runs: ${error.message}`);
      }
      throw error;
    }
    const labels = await institutionsById(database, content.values.ids);
    const table = reportTable(report, content, labels);
    const subject = labels.get(run.institutionIds[0] ?? 0)?.name ?? 'institution';
    const fileName = `${fileSlug(`${report.name} ${subject}`, 'report')}-${new Date().toISOString().slice(0, 10)}.${format}`;
    const stamp = await recordDownload(
      database.db,
      owner,
      {
        kind: 'subscription',
        description: `Subscription delivery of the saved report "${report.name}" for ${subject}${content.peer_group ? ` vs ${content.peer_group.name}` : ''} (${periodKey}): every value.`,
        params: { subscription_id: subscriptionId, period_key: periodKey, report_id: id },
        fileName,
        format,
        rowCount: table.rows.length,
        module: 'fin_reporter',
      },
      null,
    );
    if (format === 'xlsx') {
      const sheet: ReportSheet = { sheetName: report.name, table, stamp };
      const bytes = await runCompute(REPORT_XLSX, sheet);
      return {
        body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        fileName,
        rowCount: table.rows.length,
        fingerprint: stamp.fingerprint,
      };
    }
    const { csv, rowCount } = tableCsv(table);
    return {
      body: Buffer.from(`\uFEFF${stampCsv(csv, stamp)}`, 'utf8'),
      fileName,
      rowCount,
      fingerprint: stamp.fingerprint,
    };
  },
};
