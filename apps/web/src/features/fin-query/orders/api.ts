import {
  type DownloadFormat,
  type OrderPayment,
  type ProspectContacts,
  prospectContactsSchema,
  type QueryPayload,
  type QueryPrice,
  queryPriceSchema,
  type SavedAdvancedQuery,
  savedAdvancedQuerySchema,
} from '@fin-atlas/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../../core/api/download-file';
import { http } from '../../../core/api/http';

/** The query a price or a download is for: the builder's payload, its variant and where it came from. */
export type PricedQuery = {
  query: QueryPayload;
  isMbc?: boolean;
  queryName?: string;
  advancedQueryId?: number;
};

const runBody = ({ query, isMbc }: PricedQuery) => ({ query, is_mbc: isMbc ?? false });

/** POST /api/advanced_query/pricing: the price of the list and the signed quote its download presents. */
export const priceQuery = (priced: PricedQuery): Promise<QueryPrice> =>
  http.post('/api/advanced_query/pricing', runBody(priced), { schema: queryPriceSchema });

export function usePriceQuery() {
  return useMutation({ mutationFn: priceQuery });
}

export type DownloadedOrder = { orderId: number | null; payment: OrderPayment | null; charged: boolean };

/**
 * POST /api/advanced_query/downloads with the quote: saves the file the server streams and reports
 * how the order was paid (x-order-* headers). Throws the server's message when it refuses.
 */
export async function downloadQuery(
  priced: PricedQuery,
  quote: Pick<QueryPrice, 'encrypted_price'>,
  format: DownloadFormat,
): Promise<DownloadedOrder> {
  const headers = await downloadFile('/api/advanced_query/downloads', `prospect-list.${format}`, {
    method: 'POST',
    body: {
      ...runBody(priced),
      encrypted_price: quote.encrypted_price,
      format,
      ...(priced.advancedQueryId ? { advanced_query_id: priced.advancedQueryId } : {}),
      ...(priced.queryName ? { query_name: priced.queryName } : {}),
    },
  });
  const payment = headers.get('x-order-payment');
  const orderId = Number(headers.get('x-order-id'));
  return {
    orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
    payment: payment === 'tokens' || payment === 'invoice' ? payment : null,
    charged: headers.get('x-order-charged') !== 'false',
  };
}

export function useDownloadQuery() {
  return useMutation({
    mutationFn: ({
      priced,
      quote,
      format,
    }: {
      priced: PricedQuery;
      quote: QueryPrice;
      format: DownloadFormat;
    }) => downloadQuery(priced, quote, format),
  });
}

/** POST /api/advanced_query/contact_details: the people at the list's institutions. */
export function useProspectContacts() {
  return useMutation({
    mutationFn: (priced: PricedQuery): Promise<ProspectContacts> =>
      http.post('/api/advanced_query/contact_details', runBody(priced), { schema: prospectContactsSchema }),
  });
}

export const downloadContacts = (priced: PricedQuery) =>
  downloadFile('/api/advanced_query/contact_details.csv', 'prospect-contacts.csv', {
    method: 'POST',
    body: runBody(priced),
  });

/**
 * The saved queries of GET /api/advanced_query/saved_queries, each checked against the domain's
 * saved-query contract. The list arrives as an array or under one key; either is read, so this page
 * does not depend on the envelope the saved-queries screen settles on.
 */
export function savedQueriesOf(body: unknown): SavedAdvancedQuery[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? Object.values(body).find(Array.isArray)
      : undefined;
  return (list ?? []).flatMap((item: unknown) => {
    const parsed = savedAdvancedQuerySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The caller's saved queries, the mortgage lender ones after the others when the caller has mortgage mode. */
export function useSavedQueries(enabled: boolean, includeMortgage = false) {
  return useQuery({
    queryKey: ['fin-query', 'saved-queries', includeMortgage],
    queryFn: async ({ signal }) => {
      const read = async (isMbc: boolean) =>
        savedQueriesOf(
          await http.get('/api/advanced_query/saved_queries', {
            query: isMbc ? { is_mbc: 'true' } : {},
            signal,
          }),
        );
      return includeMortgage ? [...(await read(false)), ...(await read(true))] : read(false);
    },
    enabled,
  });
}
