import {
  conferenceCreatedSchema,
  conferenceDetailSchema,
  conferenceListSchema,
  MESSAGES,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ActivityRecorder } from '../../activity/activity-recorder.js';
import type { Database } from '../../db/database.js';
import type { Access } from '../identity/index.js';
import { defaultEnrichmentSolutions, orgListRoutes } from '../org-matching/index.js';

/** Conference import is a Technographics import tool: FIN Admins, Client Admins and Users outside the FI menu. */
const CONFERENCE_IMPORT: Access = { signedIn: true, module: 'fin_technographics', ability: 'import_tools' };

/**
 * Conference attendee lists (Technographics > Conference Import): upload with a name, matching of
 * each attendee's organisation to institutions, review, and the attendees enriched with
 * firmographics and core, online and mobile banking vendors.
 */
export async function conferenceRoutes(
  app: FastifyInstance,
  { database, activity }: { database: Database; activity: ActivityRecorder },
) {
  await orgListRoutes(
    app,
    { database, activity },
    {
      kind: 'conference',
      basePath: '/api/conferences',
      access: CONFERENCE_IMPORT,
      messages: {
        nameExists: MESSAGES.validation.conferenceNameExists,
        doesNotExist: MESSAGES.validation.conferenceDoesNotExist,
        deleted: MESSAGES.toast.conferenceDeleted,
        missingName: 'Enter a conference name (up to 255 characters).',
        missingFile: 'Choose the attendee list: a CSV or XLSX file.',
      },
      keys: { many: 'conferences', one: 'conference' },
      schemas: {
        list: conferenceListSchema,
        created: conferenceCreatedSchema,
        detail: conferenceDetailSchema,
      },
      download: {
        formats: ['xlsx'],
        kind: 'conference',
        query: z.object({}),
        solutions: () => defaultEnrichmentSolutions(database.db),
        describe: (list, solutions) =>
          `Conference "${list.name}": ${list.rowCount} attendees with matched institutions, firmographics and ${
            solutions.map((s) => s.name).join(', ') || 'no'
          } vendors`,
        sheetName: 'Attendees',
        fileSuffix: 'attendees-enriched',
      },
    },
  );
}
