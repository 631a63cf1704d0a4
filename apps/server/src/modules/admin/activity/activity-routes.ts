import {
  activityRangeQuerySchema,
  clientActivityReportSchema,
  groupActivityQuerySchema,
  groupActivityReportSchema,
  pageViewsBodySchema,
  userActivityQuerySchema,
  userActivityReportSchema,
} from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activityOf } from '../../../activity/activity-event.js';
import { activityModuleOfPage } from '../../../activity/page-module.js';
import { groups } from '../../../db/schema/index.js';
import { notFound } from '../../../http/app-error.js';
import type { ModuleContext } from '../../../http/app-module.js';
import { DOWNLOAD_CONTENT_TYPES, sendDownload } from '../../../http/attachment.js';
import { type ApiInstance, fileResponse, noContent, typed } from '../../../http/contracts.js';
import { csvNoticeLine, recordDownload } from '../../downloads/index.js';
import { ADMIN_CONSOLE, requireActor, route, SIGNED_IN, SUPER_ADMIN_FEATURES } from '../../identity/index.js';
import { requireAdminScope } from '../scope.js';
import { activityCsv, activityCsvRows } from './activity-csv.js';
import { activityFilter, activityRangeOf } from './activity-filter.js';
import { userActivityReport } from './activity-report.js';
import { clientActivityReport } from './client-activity.js';

type Deps = Pick<ModuleContext, 'database' | 'activity'>;

const csvQuerySchema = userActivityQuerySchema.omit({ page: true, per_page: true });

/** The web shell's page views: each signed-in page opened, counted under the module it belongs to. */
function pageViewRoute(api: ApiInstance, { activity }: Deps) {
  api.post(
    '/api/activity/page_views',
    { ...route(SIGNED_IN), schema: { body: pageViewsBodySchema, response: { 204: noContent } } },
    async (request, reply) => {
      const actor = requireActor(request);
      for (const path of request.body.paths) {
        const module = activityModuleOfPage(path, actor.uiModules);
        if (module) activity.record(activityOf(actor, { kind: 'page_view', module, target: path }));
      }
      return reply.status(204).send();
    },
  );
}

/** The three consoles' User Activity: the same call, narrowed to the caller's tenant. */
function userActivityRoutes(api: ApiInstance, { database, activity }: Deps) {
  api.get(
    '/api/admin/user_activity',
    {
      ...route(ADMIN_CONSOLE),
      schema: { querystring: userActivityQuerySchema, response: { 200: userActivityReportSchema } },
    },
    async (request) => {
      const { scope } = requireAdminScope(request);
      const filter = await activityFilter(database.db, scope, request.query);
      // What this node has queued (the caller's own sign-in a moment ago) is counted too.
      await activity.flush();
      const { page, per_page } = request.query;
      return userActivityReport(database, filter, { page, per_page });
    },
  );

  api.get(
    '/api/admin/user_activity.csv',
    {
      ...route(ADMIN_CONSOLE),
      schema: {
        querystring: csvQuerySchema,
        response: {
          200: fileResponse(DOWNLOAD_CONTENT_TYPES.csv, 'Activity by user, module and day, fingerprinted.'),
        },
      },
    },
    async (request, reply) => {
      const { actor, scope } = requireAdminScope(request);
      const filter = await activityFilter(database.db, scope, request.query);
      await activity.flush();
      const rowCount = await activityCsvRows(database, filter);
      const { from, to } = filter.range;
      const fileName = `user-activity-${from}-to-${to}.csv`;
      const stamp = await recordDownload(
        database.db,
        actor,
        {
          kind: 'user_activity',
          description: `User activity by user, module and day, ${from} to ${to}.`,
          params: { ...request.query, from, to },
          fileName,
          format: 'csv',
          rowCount,
          module: 'admin',
        },
        activity,
      );
      const body = activityCsv(database, filter, csvNoticeLine(stamp));
      return sendDownload(reply, { type: DOWNLOAD_CONTENT_TYPES.csv, fileName, body });
    },
  );
}

/** FIN Admin's client activity reports: every client at once, and one client's activity. */
function clientActivityRoutes(api: ApiInstance, { database, activity }: Deps) {
  api.get(
    '/api/super_admin/client_activity_reports',
    {
      ...route(SUPER_ADMIN_FEATURES),
      schema: { querystring: activityRangeQuerySchema, response: { 200: clientActivityReportSchema } },
    },
    async (request) => {
      const range = activityRangeOf(request.query);
      await activity.flush();
      return clientActivityReport(database, range);
    },
  );

  api.get(
    '/api/super_admin/activity_reports',
    {
      ...route(SUPER_ADMIN_FEATURES),
      schema: { querystring: groupActivityQuerySchema, response: { 200: groupActivityReportSchema } },
    },
    async (request) => {
      const { scope } = requireAdminScope(request);
      const filter = await activityFilter(database.db, scope, request.query);
      const [group] = await database.db
        .select({ id: groups.id, name: groups.name })
        .from(groups)
        .where(eq(groups.id, request.query.group_id));
      if (!group) throw notFound('Group not found.');
      await activity.flush();
      const { page, per_page } = request.query;
      return { group, ...(await userActivityReport(database, filter, { page, per_page })) };
    },
  );
}

/** Activity tracking's routes: page views from the web shell, and the consoles' activity reports. */
export async function activityRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const api = typed(app);
  pageViewRoute(api, deps);
  userActivityRoutes(api, deps);
  clientActivityRoutes(api, deps);
}
