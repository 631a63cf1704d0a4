import {
  ORG_UPLOAD_LIMITS,
  type OrgListDetail,
  type OrgListSummary,
  orgBulkConfirmSchema,
  orgListUploadFieldsSchema,
  orgRowQuerySchema,
  orgRowUpdateSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { unprocessable } from '../../http/app-error.js';
import { type DownloadMeta, recordDownload } from '../downloads/index.js';
import type { Access } from '../identity/index.js';
import { requireActor, route } from '../identity/index.js';
import type { ListKind } from './column-roles.js';
import { type EnrichmentSolution, enrichedCsv, enrichedTable, enrichedWorkbook } from './enrichment.js';
import { readMultipart } from '../../http/multipart-upload.js';
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

export type OrgListRoutesConfig = {
  kind: ListKind;
  /** e.g. '/api/conferences'. */
  basePath: string;
  access: Access;
  messages: ListMessages & { deleted: string; missingName: string; missingFile: string };
  /** Response keys: { conferences: [...] } and { conference: {...} }. */
  keys: { many: string; one: string };
  download: {
    formats: readonly ('xlsx' | 'csv')[];
    kind: string;
    /** The solutions whose vendors the file carries: fixed, or the user's choice. */
    solutions: (request: FastifyRequest) => Promise<EnrichmentSolution[]>;
    describe: (list: OrgListRecord, solutions: readonly EnrichmentSolution[]) => string;
    sheetName: string;
    fileSuffix: string;
  };
};

const idParams = z.object({ id: z.coerce.number().int().positive() });
const rowParams = idParams.extend({ rowId: z.coerce.number().int().positive() });

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

/**
 * The calls of an uploaded organisation list (conference attendees, CRM accounts): upload, list,
 * one list's rows with their matches, a person's review decisions, delete, and the enriched
 * download. Every call is scoped to the caller's tenant; a list of another tenant does not exist.
 */
export async function orgListRoutes(app: FastifyInstance, database: Database, config: OrgListRoutesConfig) {
  const { db } = database;
  const { kind, basePath, messages } = config;
  const options = route(config.access);

  const ownList = async (request: FastifyRequest, id: number): Promise<OrgListRecord> => {
    const list = await findOrgList(db, kind, tenantOf(requireActor(request)), id);
    if (!list) throw unprocessable(messages.doesNotExist);
    return list;
  };

  app.get(basePath, options, async (request) => {
    const actor = requireActor(request);
    return { [config.keys.many]: await listSummaries(db, kind, tenantOf(actor)) };
  });

  app.post(basePath, options, async (request, reply) => {
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
  });

  app.get(`${basePath}/:id`, options, async (request): Promise<OrgListDetail> => {
    const { id } = idParams.parse(request.params);
    const query = orgRowQuerySchema.parse(request.query);
    const list = await ownList(request, id);
    const { rows, total } = await pageOfRows(db, kind, list, query);
    const summary: OrgListSummary = await listSummary(db, kind, list);
    return { list: summary, rows, total, page: query.page, per_page: query.per_page };
  });

  const decide = async (request: FastifyRequest) => {
    const { id, rowId } = rowParams.parse(request.params);
    const update = orgRowUpdateSchema.parse(request.body);
    const list = await ownList(request, id);
    return updateRow(db, kind, list, rowId, update);
  };
  app.patch(`${basePath}/:id/rows/:rowId`, options, decide);
  app.put(`${basePath}/:id/rows/:rowId`, options, decide);

  app.post(`${basePath}/:id/confirm_best`, options, async (request) => {
    const { id } = idParams.parse(request.params);
    const { min_confidence } = orgBulkConfirmSchema.parse(request.body);
    const list = await ownList(request, id);
    const confirmed = await confirmBestCandidates(db, list, min_confidence);
    const counts = (await listCounts(db, [list.id])).get(list.id);
    return { confirmed, counts };
  });

  app.delete(`${basePath}/:id`, options, async (request) => {
    const actor = requireActor(request);
    const parsed = idParams.safeParse(request.params);
    const deleted = parsed.success && (await deleteOrgList(db, kind, tenantOf(actor), parsed.data.id));
    if (!deleted) throw unprocessable(messages.doesNotExist);
    return { message: messages.deleted };
  });

  for (const format of config.download.formats) {
    app.get(`${basePath}/:id/download.${format}`, options, async (request, reply: FastifyReply) => {
      const actor = requireActor(request);
      const { id } = idParams.parse(request.params);
      const list = await ownList(request, id);
      const solutions = await config.download.solutions(request);
      const rows = await allRows(db, list.id);
      const table = await enrichedTable(database, list, rows, solutions);
      const fileName = `${slug(list.name)}-${config.download.fileSuffix}.${format}`;
      const meta: DownloadMeta = {
        kind: config.download.kind,
        description: config.download.describe(list, solutions),
        params: { list_id: list.id, list_name: list.name, solution_ids: solutions.map((s) => s.id) },
        fileName,
        format,
        rowCount: rows.length,
      };
      const stamp = await recordDownload(db, actor, meta);
      const body =
        format === 'xlsx'
          ? await enrichedWorkbook(table, stamp, config.download.sheetName)
          : enrichedCsv(table, stamp);
      return reply
        .type(CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    });
  }
}
