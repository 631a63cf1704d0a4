import {
  DIGITAL_CHANNELS_MESSAGES,
  digitalChannelsFiltersResponseSchema,
  digitalChannelsOverviewSchema,
  digitalChannelsQuerySchema,
  digitalChannelsReportParamsSchema,
  digitalChannelsReportsResponseSchema,
  digitalChannelsResultSchema,
  quarterLabel,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ActivityRecorder } from '../../../activity/activity-recorder.js';
import { computeTask, runCompute } from '../../../compute/worker-pool.js';
import type { Database } from '../../../db/database.js';
import { notFound } from '../../../http/app-error.js';
import { DOWNLOAD_CONTENT_TYPES, fileSlug, sendDownload } from '../../../http/attachment.js';
import { contractViolation, fileResponse, type InputFailure, typed } from '../../../http/contracts.js';
import { describeReport, recordDownload } from '../../downloads/index.js';
import { DIGITAL_CHANNELS, requireActor } from '../../identity/index.js';
import { filterSummary } from './filter-summary.js';
import { filterCatalog } from './filters-catalog.js';
import type { digitalChannelsXlsx } from './report-excel.task.js';
import { reportById } from './report-query.js';
import { createDigitalReportService, type DigitalReportService } from './report-service.js';

// A report id that is not a number reads as a report that does not exist; a bad filter value is
// the standard 422 naming it.
const REPORTS = {
  access: DIGITAL_CHANNELS,
  rejectInput: ({ part, issues }: InputFailure) =>
    part === 'params' ? notFound(DIGITAL_CHANNELS_MESSAGES.unknownReport) : contractViolation(issues),
};

const XLSX_TASK = computeTask<typeof digitalChannelsXlsx>(
  new URL('./report-excel.task.js', import.meta.url),
  'digitalChannelsXlsx',
);

const report = <S extends z.ZodType | ReturnType<typeof fileResponse>>(response: S) => ({
  config: REPORTS,
  schema: {
    params: digitalChannelsReportParamsSchema,
    querystring: digitalChannelsQuerySchema,
    response: { 200: response },
  },
});

/**
 * The digital channels reports (spec: digital channels calls): the report list, every filter with
 * its options, a report's result and dashboard overview (filters as bracket arrays), and its Excel
 * download.
 */
export async function digitalChannelsReportRoutes(
  app: FastifyInstance,
  {
    database,
    activity,
    service = createDigitalReportService(database),
  }: { database: Database; activity: ActivityRecorder; service?: DigitalReportService },
): Promise<void> {
  const api = typed(app);
  api.get(
    '/api/digital_channels/reports',
    { config: REPORTS, schema: { response: { 200: digitalChannelsReportsResponseSchema } } },
    async () => service.reports(),
  );

  api.get(
    '/api/digital_channels/filters',
    { config: REPORTS, schema: { response: { 200: digitalChannelsFiltersResponseSchema } } },
    async () => service.filters(),
  );

  api.get('/api/digital_channels/:id', report(digitalChannelsResultSchema), async (request) =>
    service.result(request.params.id, request.query),
  );

  api.get('/api/digital_channels/:id/overview', report(digitalChannelsOverviewSchema), async (request) =>
    service.overview(request.params.id, request.query),
  );

  api.get(
    '/api/digital_channels/:id/download.xlsx',
    report(fileResponse(DOWNLOAD_CONTENT_TYPES.xlsx, 'The report as a fingerprinted workbook.')),
    async (request, reply) => {
      const actor = requireActor(request);
      const definition = reportById(request.params.id);
      const result = await service.result(definition.id, request.query);
      const generatedAt = new Date();
      const summary = filterSummary(definition, result, filterCatalog(await service.read()), generatedAt);
      const period = result.filters.current_period;
      const fileName = `${fileSlug(definition.name, 'digital-channels')}-${generatedAt.toISOString().slice(0, 10)}.xlsx`;
      const stamp = await recordDownload(
        database.db,
        actor,
        {
          kind: 'digital_channels',
          description: describeReport(definition.name, summary),
          params: { report_id: definition.id, ...result.filters },
          fileName,
          format: 'xlsx',
          rowCount: result.report_data.length,
          module: 'fin_digital_channels',
        },
        activity,
      );
      const title = `${definition.name}${period ? ` (${quarterLabel(period)})` : ''}`;
      const bytes = await runCompute(XLSX_TASK, { result, title, stamp, filters: summary });
      const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return sendDownload(reply, { type: DOWNLOAD_CONTENT_TYPES.xlsx, fileName, body });
    },
  );
}
