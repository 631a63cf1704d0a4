import { FIN_QUERY_MESSAGES, formatValue, queryDownloadBodySchema } from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { unprocessable } from '../../../http/app-error.js';
import type { ModuleContext } from '../../../http/app-module.js';
import { fileSlug, sendDownload } from '../../../http/attachment.js';
import { rawBody, typed } from '../../../http/contracts.js';
import { actorHasAbility, forbidden, PROSPECT_LIST, requireActor, route } from '../../identity/index.js';
import { pricedTable } from '../pricing/priced-table.js';
import { assertQuoteFor, createQuoteSigner, queryDigest } from '../pricing/quote-signer.js';
import { assertQueryVariantAllowed } from '../query-access.js';
import { placeOrder } from './place-order.js';
import { queryCsv, queryWorkbook } from './query-files.js';

export const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

const money = (amount: number) => formatValue(amount, 'C2');

/**
 * POST /api/advanced_query/downloads: the prospect list bought with a quote from the price call.
 * The quote must be intact, unexpired, the caller's and for this very query; the query runs again
 * and must still match as many institutions as were priced (else the user prices it again). The
 * order is recorded once per quote and paid with tokens or invoiced; the file streams out with
 * its notice and fingerprint. The answer's x-order-* headers say how it was paid.
 */
export async function downloadRoutes(
  app: FastifyInstance,
  { database, config, activity }: ModuleContext,
): Promise<void> {
  const signer = createQuoteSigner(config.sessionSecret);
  typed(app).post(
    '/api/advanced_query/downloads',
    {
      ...route(PROSPECT_LIST),
      schema: {
        body: queryDownloadBodySchema,
        response: {
          200: {
            description: 'The prospect list as CSV or XLSX, fingerprinted.',
            content: {
              [CONTENT_TYPES.csv]: { schema: rawBody },
              [CONTENT_TYPES.xlsx]: { schema: rawBody },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      // Buying is a role ability: a read-only viewer may price a list but not order it.
      if (!actorHasAbility(actor, 'purchase', request.site)) throw forbidden();
      const body = request.body;
      assertQueryVariantAllowed(actor, body.is_mbc);
      const claims = signer.read(body.encrypted_price);
      assertQuoteFor(claims, {
        userId: actor.user.id,
        groupId: actor.user.clientGroupId ?? 0,
        digest: queryDigest(body),
      });
      const { table, price } = await pricedTable(database, actor, body);
      if (price.fi_count !== claims.fi_count || price.number_fields !== claims.number_fields) {
        throw unprocessable(FIN_QUERY_MESSAGES.quoteMismatch);
      }
      const name = body.query_name?.trim() || null;
      const fileName = `${fileSlug(name, 'prospect-list')}-${new Date().toISOString().slice(0, 10)}.${body.format}`;
      const order = await placeOrder(
        database.db,
        actor,
        {
          claims,
          body,
          format: body.format,
          download: {
            kind: 'fin_query',
            description: `FIN Query ${body.is_mbc ? 'mortgage lender' : 'prospect'} list${name ? ` "${name}"` : ''}: ${claims.fi_count.toLocaleString('en-US')} institutions × ${claims.number_fields} fields, ${money(claims.total_price)}.`,
            params: {
              quote_nonce: claims.nonce,
              advanced_query_id: body.advanced_query_id ?? null,
              total_price: claims.total_price,
              tokens: claims.tokens,
            },
            fileName,
            rowCount: claims.fi_count,
            module: 'fin_query',
          },
        },
        activity,
      );
      const file =
        body.format === 'xlsx'
          ? await queryWorkbook(table, order.stamp, 'Prospect list')
          : queryCsv(table, order.stamp);
      reply
        .header('x-order-id', String(order.orderId))
        .header('x-order-payment', order.payment)
        .header('x-order-charged', String(order.charged));
      return sendDownload(reply, { type: CONTENT_TYPES[body.format], fileName, body: file });
    },
  );
}
