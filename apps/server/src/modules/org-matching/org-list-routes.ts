import {
  type ActivityModule,
  idParamSchema,
  idParamsSchema,
  messageResponseSchema,
  ORG_UPLOAD_LIMITS,
  type OrgListDetail,
  type OrgListSummary,
  orgBulkConfirmedSchema,
  orgBulkConfirmSchema,
  orgListUploadFieldsSchema,
  orgRowQuerySchema,
  orgRowUpdatedSchema,
  orgRowUpdateSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ActivityRecorder } from '../../activity/activity-recorder.js';
import type { Database } from '../../db/database.js';
import { unprocessable } from '../../http/app-error.js';
import { type ApiInstance, fileResponse, typed } from '../../http/contracts.js';
import { readMultipart } from '../../http/multipart-upload.js';
import { type DownloadMeta, recordDownload } from '../downloads/index.js';
import type { Access } from '../identity/index.js';
import { requireActor, route } from '../identity/index.js';
import type { ListKind } from './column-roles.js';
import { type EnrichmentSolution, enrichedCsv, enrichedTable, enrichedWorkbook } from './enrichment.js';
import { importOrgList } from './org-list-import.js';
import {
  allRows,
  confirmBestCandidates,
  deleteOrgList,
  findOrgList,
  type ListMessages,
  listCounts,
  listSummaries,
  listSummary,
  type OrgListRecord,
  pageOfRows,
  updateRow,
} from './org-list-store.js';
import { tenantOf } from './tenant.js';

export type OrgListRoutesConfig<Q extends z.ZodObject = z.ZodObject> = {
  kind: ListKind;
  /** e.g. '/api/conferences'. */
  basePath: string;
  access: Access;
  messages: ListMessages & { deleted: string; missingName: string; missingFile: string };
  /** Response keys: { conferences: [...] } and { conference: {...} }. */
  keys: { many: string; one: string };
  /** The answers' contracts: the lists, a list just uploaded, and one list with a page of its rows. */
  schemas: { list: z.ZodType; created: z.ZodType; detail: z.ZodType };
  download: {
    formats: readonly ('xlsx' | 'csv')[];
    kind: string;
    /** What the download's query string may choose (the CRM file's solutions); nothing by default. */
    query: Q;
    /** The solutions whose vendors the file carries: fixed, or the user's choice. */
    solutions: (query: z.output<Q>) => Promise<EnrichmentSolution[]>;
    describe: (list: OrgListRecord, solutions: readonly EnrichmentSolution[]) => string;
    sheetName: string;
    fileSuffix: string;
  };
};

const idParams = idParamsSchema;
const rowParams = idParams.extend({ rowId: idParamSchema });

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'list';

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** The upload form, read from the multipart stream. */
const uploadForm = orgListUploadFieldsSchema.extend({
  file: z.file().describe('The list: a CSV or XLSX file.'),
});

type Context<Q extends z.ZodObject> = {
  api: ApiInstance;
  database: Database;
  activity: ActivityRecorder;
  config: OrgListRoutesConfig<Q>;
  /** The caller's own list, or the "does not exist" answer (another tenant's list does not exist). */
  ownList: (request: FastifyRequest, id: number) => Promise<OrgListRecord>;
};

function listRoutes<Q extends z.ZodObject>({ api, database, config, ownList }: Context<Q>) {
  const { db } = database;
  const { kind, basePath, messages } = config;
  const options = route(config.access);

  api.get(basePath, { ...options, schema: { response: { 200: config.schemas.list } } }, async (request) => {
    const actor = requireActor(request);
    return { [config.keys.many]: await listSummaries(db, kind, tenantOf(actor)) };
  });

  api.post(
    basePath,
    { ...options, schema: { multipart: uploadForm, response: { 201: config.schemas.created } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const upload = await readMultipart(request, ORG_UPLOAD_LIMITS.maxBytes);
      const fields = orgListUploadFieldsSchema.safeParse({ name: upload.fields.name ?? '' });
      if (!fields.success) throw unprocessable(messages.missingName);
      if (!upload.file) throw unprocessable(messages.missingFile);
      const { id, timings } = await importOrgList(database, {
        kind,
        tenant: tenantOf(actor),
        name: fields.data.name,
        file: upload.file,
        messages,
      });
      request.log.info({ kind, listId: id, ...timings }, 'organisation list imported');
      const list = (await findOrgList(db, kind, tenantOf(actor), id)) as OrgListRecord;
      return reply.status(201).send({ [config.keys.one]: await listSummary(db, kind, list) });
    },
  );

  api.get(
    `${basePath}/:id`,
    {
      ...options,
      schema: { params: idParams, querystring: orgRowQuerySchema, response: { 200: config.schemas.detail } },
    },
    async (request): Promise<OrgListDetail> => {
      const query = request.query;
      const list = await ownList(request, request.params.id);
      const { rows, total } = await pageOfRows(db, kind, list, query);
      const summary: OrgListSummary = await listSummary(db, kind, list);
      return { list: summary, rows, total, page: query.page, per_page: query.per_page };
    },
  );

  api.delete(
    `${basePath}/:id`,
    {
      // A path that names no list reads as a list that does not exist.
      config: { access: config.access, rejectInput: () => unprocessable(messages.doesNotExist) },
      schema: { params: idParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      const deleted = await deleteOrgList(db, kind, tenantOf(actor), request.params.id);
      if (!deleted) throw unprocessable(messages.doesNotExist);
      return { message: messages.deleted };
    },
  );
}

function reviewRoutes<Q extends z.ZodObject>({ api, database, config, ownList }: Context<Q>) {
  const { db } = database;
  const { kind, basePath } = config;
  for (const method of ['PATCH', 'PUT'] as const) {
    api.route({
      method,
      url: `${basePath}/:id/rows/:rowId`,
      ...route(config.access),
      schema: { params: rowParams, body: orgRowUpdateSchema, response: { 200: orgRowUpdatedSchema } },
      handler: async (request) => {
        const { id, rowId } = request.params;
        const list = await ownList(request, id);
        return updateRow(db, kind, list, rowId, request.body);
      },
    });
  }

  api.post(
    `${basePath}/:id/confirm_best`,
    {
      ...route(config.access),
      // A list without rows has no counts.
      schema: {
        params: idParams,
        body: orgBulkConfirmSchema,
        response: { 200: orgBulkConfirmedSchema.partial({ counts: true }) },
      },
    },
    async (request) => {
      const list = await ownList(request, request.params.id);
      const confirmed = await confirmBestCandidates(db, list, request.body.min_confidence);
      const counts = (await listCounts(db, [list.id])).get(list.id);
      return { confirmed, counts };
    },
  );
}

/** The module a list's downloads count under: conference lists are Technographics' import tool. */
const LIST_MODULES: Readonly<Record<ListKind, ActivityModule>> = {
  conference: 'fin_technographics',
  crm: 'fin_crm',
};

function downloadRoutes<Q extends z.ZodObject>({ api, database, activity, config, ownList }: Context<Q>) {
  const { db } = database;
  const { download } = config;
  for (const format of download.formats) {
    api.get(
      `${config.basePath}/:id/download.${format}`,
      {
        ...route(config.access),
        schema: {
          params: idParams,
          querystring: download.query,
          response: {
            200: fileResponse(
              CONTENT_TYPES[format],
              'The list with matched institutions, firmographics and vendors, fingerprinted.',
            ),
          },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const list = await ownList(request, request.params.id);
        const solutions = await download.solutions(request.query as z.output<Q>);
        const rows = await allRows(db, list.id);
        const table = await enrichedTable(database, list, rows, solutions);
        const fileName = `${slug(list.name)}-${download.fileSuffix}.${format}`;
        const meta: DownloadMeta = {
          kind: download.kind,
          description: download.describe(list, solutions),
          params: { list_id: list.id, list_name: list.name, solution_ids: solutions.map((s) => s.id) },
          fileName,
          format,
          rowCount: rows.length,
          module: LIST_MODULES[config.kind],
        };
        const stamp = await recordDownload(db, actor, meta, activity);
        const body =
          format === 'xlsx'
            ? await enrichedWorkbook(table, stamp, download.sheetName)
            : enrichedCsv(table, stamp);
        return reply
          .type(CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  }
}

/**
 * The calls of an uploaded organisation list (conference attendees, CRM accounts): upload, list,
 * one list's rows with their matches, a person's review decisions, delete, and the enriched
 * download. Every call is scoped to the caller's tenant; a list of another tenant does not exist.
 */
export async function orgListRoutes<Q extends z.ZodObject>(
  app: FastifyInstance,
  { database, activity }: { database: Database; activity: ActivityRecorder },
  config: OrgListRoutesConfig<Q>,
) {
  const ownList = async (request: FastifyRequest, id: number): Promise<OrgListRecord> => {
    const list = await findOrgList(database.db, config.kind, tenantOf(requireActor(request)), id);
    if (!list) throw unprocessable(config.messages.doesNotExist);
    return list;
  };
  const context: Context<Q> = { api: typed(app), database, activity, config, ownList };
  listRoutes(context);
  reviewRoutes(context);
  downloadRoutes(context);
}
