import {
  type DirectAccessDefaults,
  type DirectAccessDefaultsBody,
  FI_TYPES,
  type LandingDefaults,
  type OrgInstitution,
  type SetId,
  type SpanId,
} from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.js';
import { directAccessDefaults, institutions, users } from '../../db/schema/index.js';
import { unprocessable } from '../../http/app-error.js';
import type { GroupRow } from '../identity/index.js';
import { peerGroupsSharedWith } from '../peer-groups/index.js';
import { type ReportDefinition, reportAppliesTo, reportsOpenToGroup } from '../reporter/index.js';

type StoredDefaults = typeof directAccessDefaults.$inferSelect;

const asSpan = (value: number | null): SpanId | null =>
  value === 1 || value === 2 || value === 3 ? value : null;
const asSet = (value: number | null): SetId | null => (value === 1 || value === 2 ? value : null);

/** An institution as the selection pages keep it; only active ones are offered as a landing place. */
async function institutionSummary(db: Db, id: number | null): Promise<OrgInstitution | null> {
  if (id === null) return null;
  const [row] = await db.select().from(institutions).where(eq(institutions.id, id));
  if (!row?.active) return null;
  return {
    id: row.id,
    name: row.name,
    fi_type: row.fiType,
    city: row.city,
    state: row.state,
    assets: row.latestAssets,
    rssd_id: row.rssdId,
    regulatory_id: row.regulatoryId,
  };
}

export const reportFiTypes = (report: ReportDefinition): string[] =>
  FI_TYPES.filter((t) => reportAppliesTo(report, t));

async function stored(db: Db, groupId: number): Promise<StoredDefaults | undefined> {
  const [row] = await db.select().from(directAccessDefaults).where(eq(directAccessDefaults.groupId, groupId));
  return row;
}

/**
 * The group's defaults as its users would land with them today: a peer group no longer shared, a
 * report no longer open to the group or an institution no longer active is left out rather than
 * sending users somewhere they cannot go.
 */
export async function landingDefaults(database: Database, group: GroupRow): Promise<LandingDefaults> {
  const row = await stored(database.db, group.id);
  if (!row) return { institution: null, peer_group: null, report: null, span_id: null, set_id: null };
  const [peerGroup] =
    row.peerGroupId === null ? [] : await peerGroupsSharedWith(database.db, group.id, row.peerGroupId);
  const report =
    row.reportId === null
      ? undefined
      : (await reportsOpenToGroup(database, group)).find((r) => r.id === row.reportId);
  return {
    institution: await institutionSummary(database.db, row.institutionId),
    peer_group: peerGroup
      ? { id: peerGroup.id, name: peerGroup.name, peer_count: peerGroup.peer_count }
      : null,
    report: report ? { id: report.id, name: report.name } : null,
    span_id: asSpan(row.span),
    set_id: asSet(row.set),
  };
}

export async function directAccessView(database: Database, group: GroupRow): Promise<DirectAccessDefaults> {
  const row = await stored(database.db, group.id);
  const [editor] = row?.updatedBy
    ? await database.db
        .select({ id: users.id, name: users.userName })
        .from(users)
        .where(eq(users.id, row.updatedBy))
    : [];
  return {
    group: { id: group.id, name: group.name },
    ...(await landingDefaults(database, group)),
    updated_at: row?.updatedAt.toISOString() ?? null,
    updated_by: editor ?? null,
  };
}

const refuse = (path: string, message: string) =>
  unprocessable(`Validation failed. ${message}`, [{ path, message }]);

/**
 * Refuses defaults the group's users could not open: an institution that is not an active one, a
 * peer group not shared with the group, a report not open to it or not run for the institution's
 * type. Span and set are checked by the contract.
 */
export async function checkDefaults(
  database: Database,
  group: GroupRow,
  body: DirectAccessDefaultsBody,
): Promise<void> {
  const institution = await institutionSummary(database.db, body.institution_id);
  if (body.institution_id !== null && !institution) {
    throw refuse('institution_id', 'The institution does not exist or is no longer active.');
  }
  if (body.peer_group_id !== null) {
    const [shared] = await peerGroupsSharedWith(database.db, group.id, body.peer_group_id);
    if (!shared) {
      throw refuse(
        'peer_group_id',
        'Choose a peer group shared with your company: your users cannot open this one.',
      );
    }
  }
  if (body.report_id !== null) {
    const report = (await reportsOpenToGroup(database, group)).find((r) => r.id === body.report_id);
    if (!report) throw refuse('report_id', 'The report does not exist or is not open to your company.');
    if (institution && !reportAppliesTo(report, institution.fi_type)) {
      throw refuse(
        'report_id',
        `${report.name} does not run for ${institution.name}: choose a report for its type.`,
      );
    }
  }
}
