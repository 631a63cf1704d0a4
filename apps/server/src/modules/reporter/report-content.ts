import { effectiveSetId, type SetId, type SpanId } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { peerGroups } from '../../db/schema/index.js';
import { createPeerGroupStore } from '../peer-groups/index.js';
import type { BuiltInReport } from './report-catalog.js';
import {
  computeTechnographicReport,
  reportServices,
  type TechnographicReportValues,
} from './report-technographics.js';
import { computeMetricReport, type MetricReportValues, reportPeriods } from './report-values.js';

export type ReportPeerGroup = { id: number; name: string; peer_count: number };

/** What a run stores at 100 and what a view with other options computes live: the same shape. */
export type ReportContent = {
  peer_group: ReportPeerGroup | null;
  span_id: SpanId;
  set_id: SetId;
  values: MetricReportValues | TechnographicReportValues;
};

export type ContentRequest = {
  report: BuiltInReport;
  fiType: string;
  institutionIds: readonly number[];
  peerGroupId: number | null;
  span: SpanId;
  set: SetId;
};

/** The peer group's name and current members; callers have already checked it is visible. */
export async function peerGroupMembers(
  database: Database,
  peerGroupId: number | null,
): Promise<{ group: ReportPeerGroup | null; members: number[] }> {
  if (peerGroupId === null) return { group: null, members: [] };
  const [row] = await database.db
    .select({ id: peerGroups.id, name: peerGroups.name })
    .from(peerGroups)
    .where(eq(peerGroups.id, peerGroupId));
  if (!row) return { group: null, members: [] };
  const members = await createPeerGroupStore(database).memberIds(peerGroupId);
  return { group: { id: row.id, name: row.name, peer_count: members.length }, members };
}

export async function reportContent(
  database: Database,
  request: ContentRequest,
  onChunk?: (done: number, total: number) => Promise<void>,
): Promise<ReportContent> {
  const { group, members } = await peerGroupMembers(database, request.peerGroupId);
  const set = effectiveSetId(request.set, request.fiType);
  if (request.report.kind === 'technographics') {
    const services = await reportServices(database, request.report);
    const values = await computeTechnographicReport(
      database,
      services,
      request.institutionIds,
      members,
      onChunk,
    );
    return { peer_group: group, span_id: request.span, set_id: set, values };
  }
  const values = await computeMetricReport(
    database,
    {
      report: request.report,
      institutionIds: request.institutionIds,
      peerIds: members,
      periods: await reportPeriods(database, request.fiType),
      span: request.span,
      set,
    },
    onChunk,
  );
  return { peer_group: group, span_id: request.span, set_id: set, values };
}
