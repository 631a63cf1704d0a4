import type { DownloadFormat, QueryPayload } from '@fin-atlas/domain';
import { Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { FormAlert } from '../../../ui/FormAlert';
import { type DownloadedOrder, type PricedQuery, useDownloadQuery, usePriceQuery } from './api';
import { PriceBreakdown } from './PriceBreakdown';
import { SampleRows } from './SampleRows';

export type QueryDownloadPanelProps = {
  query: QueryPayload;
  queryName?: string;
  advancedQueryId?: number;
  /** The mortgage-lender variant. */
  isMbc?: boolean;
};

const FORMATS: { value: DownloadFormat; label: string }[] = [
  { value: 'xlsx', label: 'Excel (XLSX)' },
  { value: 'csv', label: 'CSV' },
];

const keyOf = (p: PricedQuery) => JSON.stringify([p.query.elements, p.query.criteria, p.isMbc ?? false]);

function orderNote(order: DownloadedOrder): string {
  const number = order.orderId ? `Order #${order.orderId}` : 'Your order';
  if (!order.charged)
    return `${number} was already placed with this quote: the file was downloaded again at no charge.`;
  return order.payment === 'tokens'
    ? `${number} is placed and paid with your company’s tokens.`
    : `${number} is placed and will be invoiced to your company.`;
}

/**
 * Price and download of a query's prospect list: the price with its breakdown and a few sample
 * rows, then the file in the chosen format bought with that quote. Any refusal (no schedule, an
 * expired quote, a query changed since) shows as the server words it. The builder embeds it too.
 */
export function QueryDownloadPanel({
  query,
  queryName,
  advancedQueryId,
  isMbc = false,
}: QueryDownloadPanelProps) {
  const pricing = usePriceQuery();
  const downloading = useDownloadQuery();
  const [format, setFormat] = useState<DownloadFormat>('xlsx');
  const priced: PricedQuery = { query, isMbc, queryName, advancedQueryId };
  // A quote, an order and a refusal are for one query: once it changes they no longer show.
  const current = keyOf(priced);
  const quote =
    pricing.data && pricing.variables && keyOf(pricing.variables) === current ? pricing.data : null;
  const pricingError = pricing.isError && pricing.variables && keyOf(pricing.variables) === current;
  const forQuote = downloading.variables?.quote === quote && quote !== null;
  const order = forQuote ? (downloading.data ?? null) : null;
  const downloadError = forQuote && downloading.isError ? downloading.error.message : null;

  const price = () => {
    downloading.reset();
    pricing.mutate(priced);
  };
  const download = () => {
    if (quote) downloading.mutate({ priced, quote, format });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-label="Price and download">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text fw={700}>{queryName ?? 'Current query'}</Text>
            <Text fz="sm" c="dimmed">
              The list of matching institutions with the default columns and one column per element.
            </Text>
          </div>
          <Button onClick={price} loading={pricing.isPending} variant={quote ? 'default' : 'filled'}>
            {quote ? 'Price again' : 'Price'}
          </Button>
        </Group>
        {pricingError ? <FormAlert>{errorMessage(pricing.error)}</FormAlert> : null}
        {quote ? (
          <>
            <PriceBreakdown price={quote} />
            <SampleRows labels={quote.key_labels} formats={quote.key_formats} samples={quote.samples} />
            <Group align="flex-end" gap="md" wrap="wrap">
              <div>
                <Text fz="sm" fw={500} mb={4} id="download-format-label">
                  Format
                </Text>
                <SegmentedControl
                  aria-labelledby="download-format-label"
                  data={FORMATS.filter((f) => quote.downloadable_formats.includes(f.value))}
                  value={format}
                  onChange={(value) => setFormat(value as DownloadFormat)}
                />
              </div>
              <Button onClick={download} loading={downloading.isPending}>
                Download
              </Button>
            </Group>
            {downloadError ? <FormAlert>{downloadError}</FormAlert> : null}
            {order ? <FormAlert tone="success">{orderNote(order)}</FormAlert> : null}
            <Text fz="xs" c="dimmed">
              Every file carries a confidentiality notice and a fingerprint naming who downloaded it.
            </Text>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
