import {
  HOME_LIST_LENGTH,
  type HomeWorkspace,
  type OrgInstitution,
  type PeerGroupListItem,
  type RecentInstitution,
  type RecentReport,
} from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { type Actor, FIN_PROFILE_PARTIAL, mayReach, mayUseReportType } from '../identity/index.js';
import { institutionsById } from '../org-matching/index.js';
import { createPeerGroupStore } from '../peer-groups/index.js';
import { dataFreshness } from './data-freshness.js';
import { type RecentViewRow, recentViewsOf } from './recent-views.js';

/**
 * The reports the user may reopen: Reporter's (the report view the app reopens), while Reporter is
 * bought, whose institutions still exist and whose peer group the user can still see.
 */
function openableReports(
  rows: RecentViewRow[],
  institutions: Map<number, OrgInstitution>,
  groups: Map<number, PeerGroupListItem>,
): RecentReport[] {
  const reports: RecentReport[] = [];
  for (const row of rows) {
    if (row.reportType !== 'reporter' || row.reportId === null || row.peerGroupId === null) continue;
    const group = groups.get(row.peerGroupId);
    const members = row.institutionIds.map((id) => institutions.get(id));
    if (!group || members.some((m) => m === undefined)) continue;
    reports.push({
      report_type: 'reporter',
      report_id: row.reportId,
      name: row.title ?? 'Report',
      institutions: members as OrgInstitution[],
      peer_group: { id: group.id, name: group.name, peer_count: group.peer_count },
      viewed_at: row.viewedAt.toISOString(),
    });
    if (reports.length === HOME_LIST_LENGTH) break;
  }
  return reports;
}

/**
 * What a returning user continues from, limited to what they may open now: the modules bought
 * today (not when they viewed it), their tenant, and peer groups still visible to them.
 */
export async function homeWorkspace(database: Database, actor: Actor): Promise<HomeWorkspace> {
  const access = {
    reporter: mayUseReportType(actor, 'reporter'),
    advisor: mayUseReportType(actor, 'advisor'),
    profile: mayReach(actor, FIN_PROFILE_PARTIAL),
  };
  const [reportRows, institutionRows, groups, freshness] = await Promise.all([
    access.reporter ? recentViewsOf(database.db, actor, 'report') : [],
    access.profile ? recentViewsOf(database.db, actor, 'institution') : [],
    access.reporter || access.advisor ? createPeerGroupStore(database).list(actor) : [],
    dataFreshness(database),
  ]);
  const institutions = await institutionsById(database.db, [
    ...reportRows.flatMap((r) => r.institutionIds),
    ...institutionRows.map((r) => r.institutionId),
  ]);
  const recentInstitutions: RecentInstitution[] = institutionRows
    .flatMap((row) => {
      const institution = institutions.get(row.institutionId);
      return institution ? [{ institution, viewed_at: row.viewedAt.toISOString() }] : [];
    })
    .slice(0, HOME_LIST_LENGTH);
  const byRecentChange = [...groups].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return {
    access,
    recent_reports: openableReports(reportRows, institutions, new Map(groups.map((g) => [g.id, g]))),
    recent_institutions: recentInstitutions,
    peer_groups: byRecentChange.slice(0, HOME_LIST_LENGTH),
    peer_group_count: groups.length,
    data_as_of: freshness,
  };
}
