import type { Database } from '../../db/database.js';
import { customReportsOpenToGroup } from './custom-report-source.js';
import { BUILT_IN_REPORTS } from './report-catalog.js';
import type { ReportDefinition } from './report-definition.js';

type ClientGroup = { id: number; enterprisePermissions: Record<string, boolean> };

/**
 * The reports a client group's users may all run, as a group-wide choice sees them (single click
 * defaults): the built-in reports, the global custom reports and those shared with the group, less
 * the ones report access grants keep from it (granted, but never to this group).
 */
export async function reportsOpenToGroup(
  database: Database,
  group: ClientGroup,
): Promise<ReportDefinition[]> {
  const withheld = await database.query<{ report_id: number }>(
    `select report_id from report_access_grants
      group by report_id
     having not coalesce(bool_or(group_id = $1), false)`,
    [group.id],
  );
  const refused = new Set(withheld.map((r) => Number(r.report_id)));
  const all: ReportDefinition[] = [
    ...BUILT_IN_REPORTS,
    ...(await customReportsOpenToGroup(database.db, group)),
  ];
  return all.filter((r) => !refused.has(r.id));
}
