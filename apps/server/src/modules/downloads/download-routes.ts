import {
  downloadIdentifiedSchema,
  downloadLogQuerySchema,
  downloadLogSchema,
  downloadStampBodySchema,
  downloadStampSchema,
  NO_ACTIVITY_MODULE,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ActivityRecorder } from '../../activity/activity-recorder.js';
import { activityModuleOfPage } from '../../activity/page-module.js';
import type { Database } from '../../db/database.js';
import { unprocessable } from '../../http/app-error.js';
import { typed } from '../../http/contracts.js';
import { readMultipart } from '../../http/multipart-upload.js';
import { requireActor, route, SIGNED_IN, SUPER_ADMIN } from '../identity/index.js';
import { downloadByFingerprint, downloadLog } from './download-log.js';
import { readFingerprint, recordDownload } from './fingerprint.js';

// Anything the app produces stays well under this; a FIN Admin checks files found elsewhere.
const IDENTIFY_MAX_BYTES = 50 * 1024 * 1024;

/** The identify form: the file found elsewhere, read from the multipart stream. */
const identifyForm = z.object({
  file: z.file().describe('The downloaded file (Excel, CSV or PDF) to read the fingerprint from.'),
});

/**
 * The download log and its read-back: FIN Admins page through every download (largest first to
 * spot bulk extraction) and identify a file found elsewhere by the fingerprint inside it. Files
 * built in the browser get their fingerprint from the stamp call, which logs them the same way.
 */
export async function downloadRoutes(
  app: FastifyInstance,
  { database, activity }: { database: Database; activity: ActivityRecorder },
) {
  const { db } = database;
  const api = typed(app);

  api.get(
    '/api/super_admin/downloads',
    {
      ...route(SUPER_ADMIN),
      schema: { querystring: downloadLogQuerySchema, response: { 200: downloadLogSchema } },
    },
    async (request) => downloadLog(db, request.query),
  );

  api.post(
    '/api/super_admin/downloads/identify',
    {
      ...route(SUPER_ADMIN),
      schema: { multipart: identifyForm, response: { 200: downloadIdentifiedSchema } },
    },
    async (request) => {
      const { file } = await readMultipart(request, IDENTIFY_MAX_BYTES);
      if (!file || file.data.length === 0) throw unprocessable('Choose the downloaded file to identify.');
      const fingerprint = await readFingerprint(file.data);
      if (!fingerprint) {
        throw unprocessable(
          'This file carries no FIN Atlas fingerprint: it was not downloaded from FIN Atlas, or it was rebuilt without its notice and properties.',
        );
      }
      const download = await downloadByFingerprint(db, fingerprint);
      if (!download) throw unprocessable(`The fingerprint ${fingerprint} is not in the download log.`);
      return { fingerprint, download };
    },
  );

  api.post(
    '/api/downloads/stamp',
    {
      ...route(SIGNED_IN),
      schema: { body: downloadStampBodySchema, response: { 200: downloadStampSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      const body = request.body;
      const stamp = await recordDownload(
        db,
        actor,
        {
          kind: body.kind,
          description: body.description,
          params: body.params,
          fileName: body.file_name,
          format: body.format,
          rowCount: body.row_count,
          module: body.page
            ? (activityModuleOfPage(body.page, actor.uiModules) ?? NO_ACTIVITY_MODULE)
            : NO_ACTIVITY_MODULE,
        },
        activity,
      );
      return { fingerprint: stamp.fingerprint, notice: stamp.notice };
    },
  );
}
