import { orderReportQuerySchema, orderReportSchema } from '@fin-atlas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleContext } from '../../../http/app-module.js';
import { sendDownload } from '../../../http/attachment.js';
import { type ApiInstance, fileResponse, typed } from '../../../http/contracts.js';
import { recordDownload } from '../../downloads/index.js';
import { type Access, requireActor, route, SUPER_ADMIN } from '../../identity/index.js';
import { CLIENT_CONSOLE, consoleScope } from '../pricing/schedule-routes.js';
import { exportedOrders, ORDER_COLUMNS, type OrderFilter, orderReport } from './order-report.js';
import { stampedCsv } from './query-files.js';

type Report = {
  path: string;
  access: Access;
  /** The orders the caller may see: a client admin's own group, a FIN Admin's choice. */
  filter: (request: FastifyRequest, query: { from?: string; to?: string; group_id?: number }) => OrderFilter;
};

const REPORTS: Report[] = [
  {
    path: '/api/admin/user_order_report',
    access: CLIENT_CONSOLE,
    filter: (request, { from, to, group_id }) => {
      const scope = consoleScope(request);
      return { from, to, groupId: scope.kind === 'client' ? scope.clientGroupId : group_id };
    },
  },
  {
    path: '/api/super_admin/user_orders_report',
    access: SUPER_ADMIN,
    filter: (_request, { from, to, group_id }) => ({ from, to, groupId: group_id }),
  },
];

function reportRoutes(
  api: ApiInstance,
  { db, activity }: Pick<ModuleContext, 'db' | 'activity'>,
  report: Report,
) {
  api.get(
    report.path,
    {
      ...route(report.access),
      schema: { querystring: orderReportQuerySchema, response: { 200: orderReportSchema } },
    },
    async (request) => {
      const { page, per_page } = request.query;
      return orderReport(db, report.filter(request, request.query), { page, per_page });
    },
  );

  api.get(
    `${report.path}.csv`,
    {
      ...route(report.access),
      schema: {
        querystring: orderReportQuerySchema,
        response: { 200: fileResponse('text/csv; charset=utf-8', 'The orders as CSV, fingerprinted.') },
      },
    },
    async (request, reply) => {
      const filter = report.filter(request, request.query);
      const orders = await exportedOrders(db, filter);
      const fileName = `orders-${filter.from ?? 'start'}-to-${filter.to ?? new Date().toISOString().slice(0, 10)}.csv`;
      const stamp = await recordDownload(
        db,
        requireActor(request),
        {
          kind: 'order_report',
          description: `FIN Query orders${filter.groupId ? ` of group ${filter.groupId}` : ''}, ${filter.from ?? 'all time'} to ${filter.to ?? 'today'}.`,
          params: { from: filter.from ?? null, to: filter.to ?? null, group_id: filter.groupId ?? null },
          fileName,
          format: 'csv',
          rowCount: orders.length,
          module: 'fin_query',
        },
        activity,
      );
      return sendDownload(reply, {
        type: 'text/csv; charset=utf-8',
        fileName,
        body: stampedCsv(
          ORDER_COLUMNS.map((c) => c.label),
          orders.map((o) => ORDER_COLUMNS.map((c) => c.value(o))),
          stamp,
        ),
      });
    },
  );
}

/** The order reports: a client admin's company (/admin) and every client (/super_admin), with CSV exports. */
export async function orderReportRoutes(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = typed(app);
  for (const report of REPORTS) reportRoutes(api, context, report);
}
