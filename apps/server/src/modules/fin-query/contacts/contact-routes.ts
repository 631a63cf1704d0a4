import {
  prospectContactsSchema,
  queryTypeOf,
  type RunQueryBody,
  runQueryBodySchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../../http/app-module.js';
import { sendDownload } from '../../../http/attachment.js';
import { fileResponse, typed } from '../../../http/contracts.js';
import { recordDownload } from '../../downloads/index.js';
import type { Actor } from '../../identity/index.js';
import { PROSPECT_CONTACTS, requireActor, route } from '../../identity/index.js';
import { queryEngineFor } from '../engine-instance.js';
import { stampedCsv } from '../orders/query-files.js';
import { assertQueryVariantAllowed } from '../query-access.js';
import { CONTACT_COLUMNS, contactNarrowing, prospectContacts } from './prospect-contacts.js';

/**
 * The people at a prospect list's institutions (the contact_details permission): as JSON for the
 * screen, or as a fingerprinted CSV (POST .../contact_details.csv, same body) logged like any download.
 */
export async function contactRoutes(
  app: FastifyInstance,
  { database, activity }: ModuleContext,
): Promise<void> {
  const api = typed(app);

  async function contactsOf(actor: Actor, body: RunQueryBody) {
    assertQueryVariantAllowed(actor, body.is_mbc);
    const table = await queryEngineFor(database).table(actor, body.query, queryTypeOf(body.is_mbc));
    return prospectContacts(database, table, contactNarrowing(body.query));
  }

  api.post(
    '/api/advanced_query/contact_details',
    {
      ...route(PROSPECT_CONTACTS),
      schema: { body: runQueryBodySchema, response: { 200: prospectContactsSchema } },
    },
    async (request) => contactsOf(requireActor(request), request.body),
  );

  api.post(
    '/api/advanced_query/contact_details.csv',
    {
      ...route(PROSPECT_CONTACTS),
      schema: {
        body: runQueryBodySchema,
        response: { 200: fileResponse('text/csv; charset=utf-8', 'The contacts as CSV, fingerprinted.') },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const result = await contactsOf(actor, request.body);
      const fileName = `prospect-contacts-${new Date().toISOString().slice(0, 10)}.csv`;
      const stamp = await recordDownload(
        database.db,
        actor,
        {
          kind: 'fin_query_contacts',
          description: `FIN Query contacts: ${result.contacts.length.toLocaleString('en-US')} people at ${result.institutions_with_contacts.toLocaleString('en-US')} institutions.`,
          params: { institutions: result.institutions, truncated: result.truncated },
          fileName,
          format: 'csv',
          rowCount: result.contacts.length,
          module: 'fin_query',
        },
        activity,
      );
      const rows = result.contacts.map((c) => CONTACT_COLUMNS.map((column) => column.value(c)));
      return sendDownload(reply, {
        type: 'text/csv; charset=utf-8',
        fileName,
        body: stampedCsv(
          CONTACT_COLUMNS.map((c) => c.label),
          rows,
          stamp,
        ),
      });
    },
  );
}
