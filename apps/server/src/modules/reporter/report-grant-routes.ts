import {
  idParamsSchema,
  institutionReportAccessSchema,
  type ReportAccessEntry,
  type ReportAccessResponse,
  reportAccessResponseSchema,
  reportGrantsBodySchema,
} from '@fin-atlas/domain';
import { asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Db } from '../../db/database.js';
import { customReports, groups, institutions, reportAccessGrants } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../http/app-error.js';
import type { ModuleContext } from '../../http/app-module.js';
import { typed } from '../../http/contracts.js';
import { audit, requireActor, route, SUPER_ADMIN } from '../identity/index.js';
import { asReportFiType } from './custom-report-rows.js';
import { BUILT_IN_REPORTS, builtInReport } from './report-catalog.js';
import { FI_COMPANY_TYPES, foldedSql, foldName } from './report-grants.js';
import { superAdminById } from './super-admin-route.js';

type Deps = Pick<ModuleContext, 'database'>;

export const REPORT_ACCESS_MESSAGES = {
  groupNotFound: 'Group not found.',
  institutionNotFound: 'Institution not found.',
  unknownReports: 'Validation failed. Some of the chosen reports do not exist.',
} as const;

/** Linked users an institution's page lists at most. */
const INSTITUTION_USERS_LIMIT = 100;

type Subject = { kind: 'group' | 'institution'; id: number };

/**
 * The reports grants are managed for: every built-in report, and the custom reports that are global
 * (navigator reports) or already granted. A user's own reports follow their sharing.
 */
async function grantableReports(
  db: Db,
): Promise<Omit<ReportAccessEntry, 'restricted' | 'groups' | 'institutions'>[]> {
  const custom = await db
    .select({ id: customReports.id, name: customReports.name, fiType: customReports.fiType })
    .from(customReports)
    .where(
      or(
        eq(customReports.isGlobal, true),
        inArray(
          customReports.id,
          db.selectDistinct({ id: reportAccessGrants.reportId }).from(reportAccessGrants),
        ),
      ),
    )
    .orderBy(asc(customReports.name));
  return [
    ...BUILT_IN_REPORTS.map((r) => ({
      id: r.id,
      name: r.name,
      kind: 'built_in' as const,
      fi_type: r.kind === 'technographics' ? ('both' as const) : r.formulaType,
    })),
    ...custom.map((r) => ({
      id: r.id,
      name: r.name,
      kind: 'custom' as const,
      fi_type: asReportFiType(r.fiType),
    })),
  ];
}

/** Every grantable report with the groups and institutions granted it. */
async function reportAccess(db: Db): Promise<ReportAccessResponse> {
  const grants = await db
    .select({
      reportId: reportAccessGrants.reportId,
      groupId: groups.id,
      groupName: groups.name,
      institutionId: institutions.id,
      institutionName: institutions.name,
    })
    .from(reportAccessGrants)
    .leftJoin(groups, eq(groups.id, reportAccessGrants.groupId))
    .leftJoin(institutions, eq(institutions.id, reportAccessGrants.institutionId))
    .orderBy(asc(groups.name), asc(institutions.name));
  const reports = (await grantableReports(db)).map((report) => {
    const own = grants.filter((g) => g.reportId === report.id);
    const groupsGranted = own.flatMap((g) =>
      g.groupId === null ? [] : [{ id: g.groupId, name: g.groupName ?? '' }],
    );
    const institutionsGranted = own.flatMap((g) =>
      g.institutionId === null ? [] : [{ id: g.institutionId, name: g.institutionName ?? '' }],
    );
    return {
      ...report,
      restricted: own.length > 0,
      groups: groupsGranted,
      institutions: institutionsGranted,
    };
  });
  return { reports };
}

async function requireReports(db: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const customIds = unique.filter((id) => !builtInReport(id));
  const found =
    customIds.length === 0
      ? []
      : await db
          .select({ id: customReports.id })
          .from(customReports)
          .where(inArray(customReports.id, customIds));
  if (found.length !== customIds.length) {
    throw unprocessable(REPORT_ACCESS_MESSAGES.unknownReports, [
      { path: 'report_ids', message: REPORT_ACCESS_MESSAGES.unknownReports },
    ]);
  }
  return unique;
}

const subjectColumn = (subject: Subject) =>
  subject.kind === 'group' ? reportAccessGrants.groupId : reportAccessGrants.institutionId;

/** Replaces the reports granted to one group or institution, in one transaction; audited. */
async function replaceGrants(
  database: Database,
  request: FastifyRequest,
  subject: Subject,
  reportIds: readonly number[],
): Promise<ReportAccessResponse> {
  const { db } = database;
  const wanted = await requireReports(db, reportIds);
  const column = subjectColumn(subject);
  const where: SQL = eq(column, subject.id);
  const before = await db
    .select({ reportId: reportAccessGrants.reportId })
    .from(reportAccessGrants)
    .where(where);
  await db.transaction(async (tx) => {
    await tx.delete(reportAccessGrants).where(where);
    if (wanted.length === 0) return;
    await tx.insert(reportAccessGrants).values(
      wanted.map((reportId) => ({
        reportId,
        groupId: subject.kind === 'group' ? subject.id : null,
        institutionId: subject.kind === 'institution' ? subject.id : null,
        createdBy: requireActor(request).user.id,
      })),
    );
  });
  await audit(db, request, {
    action: 'report_access_changed',
    target: { type: subject.kind, id: subject.id },
    details: { report_ids: wanted, previous: before.map((b) => b.reportId) },
  });
  return reportAccess(db);
}

async function requireInstitution(db: Db, id: number) {
  const [row] = await db
    .select({ id: institutions.id, name: institutions.name, fi_type: institutions.fiType })
    .from(institutions)
    .where(eq(institutions.id, id));
  if (!row) throw notFound(REPORT_ACCESS_MESSAGES.institutionNotFound);
  return row;
}

/** Active FI users whose company is named like the institution: whom its grants reach. */
async function institutionUsers(database: Database, name: string) {
  const rows = await database.query<{ id: number; user_name: string; email: string }>(
    `select id, user_name, email from users
      where is_active and company_type = any($1::text[]) and ${foldedSql('company_name')} = $2
      order by user_name, id limit ${INSTITUTION_USERS_LIMIT}`,
    [FI_COMPANY_TYPES, foldName(name)],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * /super_admin/report_access: which client groups (accessible_reports) and which institutions'
 * users (select_fi) may run which reports. Each PUT replaces one group's or one institution's
 * grants and answers every report's grants; the rule they feed is `reportGrantFilter`.
 */
export async function reportGrantRoutes(app: FastifyInstance, { database }: Deps): Promise<void> {
  const api = typed(app);
  const { db } = database;

  api.get(
    '/api/super_admin/report_access',
    { ...route(SUPER_ADMIN), schema: { response: { 200: reportAccessResponseSchema } } },
    async () => reportAccess(db),
  );

  api.put(
    '/api/super_admin/report_access/groups/:id',
    {
      ...superAdminById(REPORT_ACCESS_MESSAGES.groupNotFound),
      schema: {
        params: idParamsSchema,
        body: reportGrantsBodySchema,
        response: { 200: reportAccessResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, id));
      if (!group) throw notFound(REPORT_ACCESS_MESSAGES.groupNotFound);
      return replaceGrants(database, request, { kind: 'group', id }, request.body.report_ids);
    },
  );

  api.get(
    '/api/super_admin/report_access/institutions/:id',
    {
      ...superAdminById(REPORT_ACCESS_MESSAGES.institutionNotFound),
      schema: { params: idParamsSchema, response: { 200: institutionReportAccessSchema } },
    },
    async (request) => {
      const institution = await requireInstitution(db, request.params.id);
      const granted = await db
        .select({ reportId: reportAccessGrants.reportId })
        .from(reportAccessGrants)
        .where(eq(reportAccessGrants.institutionId, institution.id))
        .orderBy(asc(reportAccessGrants.reportId));
      return {
        institution,
        users: await institutionUsers(database, institution.name),
        report_ids: granted.map((g) => g.reportId),
      };
    },
  );

  api.put(
    '/api/super_admin/report_access/institutions/:id',
    {
      ...superAdminById(REPORT_ACCESS_MESSAGES.institutionNotFound),
      schema: {
        params: idParamsSchema,
        body: reportGrantsBodySchema,
        response: { 200: reportAccessResponseSchema },
      },
    },
    async (request) => {
      const institution = await requireInstitution(db, request.params.id);
      return replaceGrants(
        database,
        request,
        { kind: 'institution', id: institution.id },
        request.body.report_ids,
      );
    },
  );
}
