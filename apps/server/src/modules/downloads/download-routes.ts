import { downloadLogQuerySchema, downloadStampBodySchema } from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { unprocessable } from '../../http/app-error.js';
import { requireActor, route, SIGNED_IN, SUPER_ADMIN } from '../identity/index.js';
import { readMultipart } from '../../http/multipart-upload.js';
import { downloadByFingerprint, downloadLog } from './download-log.js';
import { readFingerprint, recordDownload } from './fingerprint.js';

// Anything the app produces stays well under this; a FIN Admin checks files found elsewhere.
const IDENTIFY_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The download log and its read-back: FIN Admins page through every download (largest first to
 * spot bulk extraction) and identify a file found elsewhere by the fingerprint inside it. Files
 * built in the browser get their fingerprint from the stamp call, which logs them the same way.
 */
export async function downloadRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { db } = database;

  app.get('/api/super_admin/downloads', route(SUPER_ADMIN), async (request) => {
    return downloadLog(db, downloadLogQuerySchema.parse(request.query));
  });

  app.post('/api/super_admin/downloads/identify', route(SUPER_ADMIN), async (request) => {
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
  });

  app.post('/api/downloads/stamp', route(SIGNED_IN), async (request) => {
    const actor = requireActor(request);
    const body = downloadStampBodySchema.parse(request.body);
    const stamp = await recordDownload(db, actor, {
      kind: body.kind,
      description: body.description,
      params: body.params,
      fileName: body.file_name,
      format: body.format,
      rowCount: body.row_count,
    });
    return { fingerprint: stamp.fingerprint, notice: stamp.notice };
  });
}
