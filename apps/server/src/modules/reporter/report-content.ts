import { effectiveSetId, type SetId, type SpanId } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import type { Actor } from '../identity/index.js';
import { createPeerGroupStore, type PeerGroupSnapshot } from '../peer-groups/index.js';
import { computeCustomReport } from './custom-report-content.js';
import { reportMetrics } from './report-catalog.js';
import type { ReportDefinition } from './report-definition.js';
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
  report: ReportDefinition;
  /** Who reads it (custom reports read segment sets and contacts as this user). */
  actor: Actor;
  fiType: string;
  institutionIds: readonly number[];
  /** Read once by the caller, who has checked the actor may use it. */
  peerGroup: PeerGroupSnapshot | null;
  span: SpanId;
  set: SetId;
};

/** The peer group a run was started with, as it is now (null without one, or once deleted). */
export async function runPeerGroup(database: Database, id: number | null): Promise<PeerGroupSnapshot | null> {
  return id === null ? null : createPeerGroupStore(database).snapshot(id, null);
}

export async function reportContent(
  database: Database,
  request: ContentRequest,
  onChunk?: (done: number, total: number) => Promise<void>,
): Promise<ReportContent> {
  const members = request.peerGroup?.members ?? [];
  const group: ReportPeerGroup | null = request.peerGroup && {
    id: request.peerGroup.id,
    name: request.peerGroup.name,
    peer_count: members.length,
  };
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
  if (request.report.kind === 'custom') {
    const values = await computeCustomReport(
      database,
      {
        report: request.report,
        actor: request.actor,
        institutionIds: request.institutionIds,
        peerIds: members,
        view: { span: request.span, set, fiType: request.fiType },
      },
      onChunk,
    );
    return { peer_group: group, span_id: request.span, set_id: set, values };
  }
  const values = await computeMetricReport(
    database,
    {
      metrics: reportMetrics(request.report).map(({ metric }) => ({ metric, span: request.span, set })),
      institutionIds: request.institutionIds,
      peerIds: members,
      periods: await reportPeriods(database, request.fiType),
    },
    onChunk,
  );
  return { peer_group: group, span_id: request.span, set_id: set, values };
}
