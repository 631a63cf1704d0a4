import {
  type AdminCustomReport,
  adminCustomReportListSchema,
  adminCustomReportSchema,
  copyReportsBodySchema,
  copyReportsResultSchema,
  idParamsSchema,
  navigatorReportBodySchema,
  navigatorReportsQuerySchema,
  userCustomReportsQuerySchema,
} from '@fin-atlas/domain';
import { and, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { escapeLike } from '../../db/like.js';
import {
  customReportGroups,
  customReports,
  groups,
  reportAccessGrants,
  reportRuns,
} from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../http/app-error.js';
import type { ModuleContext } from '../../http/app-module.js';
import { type ApiInstance, noContent, typed } from '../../http/contracts.js';
import { audit, route, SUPER_ADMIN } from '../identity/index.js';
import { copyReports } from './copy-reports.js';
import { adminCustomReports } from './custom-report-rows.js';
import { REPORT_NOT_FOUND } from './report-grants.js';
import { superAdminById } from './super-admin-route.js';

type Deps = Pick<ModuleContext, 'database'>;

/** Rows a console list shows at most; a search narrows it. */
const LIST_LIMIT = 100;
/** A user's reports listed as the source of a copy, at most. */
const SOURCE_LIMIT = 500;

export const REPORT_ADMIN_MESSAGES = {
  unknownGroups: 'Validation failed. Some of the chosen groups do not exist.',
} as const;

const reportById = superAdminById(REPORT_NOT_FOUND);

async function adminCustomReport(db: Db, id: number): Promise<AdminCustomReport> {
  const [row] = await adminCustomReports(db, eq(customReports.id, id));
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row;
}

async function requireGroups(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: groups.id })
    .from(groups)
    .where(inArray(groups.id, [...ids]));
  if (found.length !== new Set(ids).size) {
    throw unprocessable(REPORT_ADMIN_MESSAGES.unknownGroups, [
      { path: 'group_ids', message: REPORT_ADMIN_MESSAGES.unknownGroups },
    ]);
  }
}

/** /super_admin/copy_reports: a user's custom reports, and copying them to users and groups (audited). */
function copyRoutes(api: ApiInstance, { database }: Deps) {
  const { db } = database;

  api.get(
    '/api/super_admin/custom_reports',
    {
      ...route(SUPER_ADMIN),
      schema: { querystring: userCustomReportsQuerySchema, response: { 200: adminCustomReportListSchema } },
    },
    async (request) => {
      const rows = await adminCustomReports(
        db,
        eq(customReports.userId, request.query.user_id),
        SOURCE_LIMIT + 1,
      );
      return { custom_reports: rows.slice(0, SOURCE_LIMIT), truncated: rows.length > SOURCE_LIMIT };
    },
  );

  api.post(
    '/api/super_admin/copy_reports',
    {
      ...route(SUPER_ADMIN),
      schema: { body: copyReportsBodySchema, response: { 200: copyReportsResultSchema } },
    },
    async (request) => {
      const result = await copyReports(db, request.body);
      await audit(db, request, {
        action: 'reports_copied',
        target: { type: 'user', id: request.body.source_user_id },
        details: {
          report_ids: request.body.report_ids,
          to_user_ids: [...new Set(result.copies.map((c) => c.user_id))],
          group_ids: request.body.group_ids,
          copies: result.copies.length,
        },
      });
      return result;
    },
  );
}

/**
 * /super_admin/navigator_reports: the global custom reports (navigator reports) offered to every
 * entitled user; any custom report can be found, marked global, shared with client groups or deleted.
 */
function navigatorRoutes(api: ApiInstance, { database }: Deps) {
  const { db } = database;

  api.get(
    '/api/super_admin/navigator_reports',
    {
      ...route(SUPER_ADMIN),
      schema: { querystring: navigatorReportsQuerySchema, response: { 200: adminCustomReportListSchema } },
    },
    async (request) => {
      const { query, all } = request.query;
      const where = and(
        all ? undefined : eq(customReports.isGlobal, true),
        query ? ilike(customReports.name, `%${escapeLike(query)}%`) : undefined,
      );
      const rows = await adminCustomReports(db, where, LIST_LIMIT + 1);
      return { custom_reports: rows.slice(0, LIST_LIMIT), truncated: rows.length > LIST_LIMIT };
    },
  );

  api.patch(
    '/api/super_admin/navigator_reports/:id',
    {
      ...reportById,
      schema: {
        params: idParamsSchema,
        body: navigatorReportBodySchema,
        response: { 200: adminCustomReportSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { is_global, group_ids } = request.body;
      const before = await adminCustomReport(db, id);
      if (group_ids !== undefined) await requireGroups(db, group_ids);
      await db.transaction(async (tx) => {
        await tx
          .update(customReports)
          .set({ isGlobal: is_global ?? before.is_global, updatedAt: new Date() })
          .where(eq(customReports.id, id));
        if (group_ids === undefined) return;
        await tx.delete(customReportGroups).where(eq(customReportGroups.reportId, id));
        const unique = [...new Set(group_ids)];
        if (unique.length > 0) {
          await tx.insert(customReportGroups).values(unique.map((groupId) => ({ reportId: id, groupId })));
        }
      });
      await audit(db, request, {
        action: 'navigator_report_updated',
        target: { type: 'custom_report', id },
        details: {
          is_global,
          group_ids,
          previous: { is_global: before.is_global, group_ids: before.groups.map((g) => g.id) },
        },
      });
      return adminCustomReport(db, id);
    },
  );

  api.delete(
    '/api/super_admin/navigator_reports/:id',
    { ...reportById, schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const { id } = request.params;
      const before = await adminCustomReport(db, id);
      // Its grants and stored runs name it by id only (no foreign key): they go with it.
      await db.transaction(async (tx) => {
        await tx.delete(reportAccessGrants).where(eq(reportAccessGrants.reportId, id));
        await tx.delete(reportRuns).where(eq(reportRuns.reportId, id));
        await tx.delete(customReports).where(eq(customReports.id, id));
      });
      await audit(db, request, {
        action: 'navigator_report_deleted',
        target: { type: 'custom_report', id },
        details: { name: before.name, owner_id: before.owner?.id ?? null },
      });
      return reply.status(204).send();
    },
  );
}

/** The FIN Admin consoles of custom reports: copy_reports and navigator_reports. */
export async function reportAdminRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const api = typed(app);
  copyRoutes(api, deps);
  navigatorRoutes(api, deps);
}
