import {
  FIN_QUERY_LIMITS,
  FIN_QUERY_MESSAGES,
  priceQuery,
  type QueryPrice,
  type QueryPriceBreakdown,
  queryTypeOf,
  type RunQueryBody,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { unprocessable } from '../../../http/app-error.js';
import type { Actor } from '../../identity/index.js';
import type { QueryTable } from '../engine/query-engine.js';
import { queryEngineFor } from '../engine-instance.js';
import { columnLabels } from '../orders/column-labels.js';
import { fileCells } from '../orders/file-cells.js';
import { assertQueryVariantAllowed } from '../query-access.js';
import { type QuoteSigner, queryDigest } from './quote-signer.js';
import { type ScheduleRow, scheduleOfGroup } from './schedule-store.js';

export type PricedTable = {
  groupId: number;
  schedule: ScheduleRow;
  table: QueryTable;
  price: QueryPriceBreakdown;
  digest: string;
};

/**
 * A query's result priced with the caller's client schedule: what the price call quotes and what
 * the download checks the quote against. A caller outside a client group, or whose group has no
 * schedule, cannot buy.
 */
export async function pricedTable(
  database: Database,
  actor: Actor,
  body: RunQueryBody,
): Promise<PricedTable> {
  assertQueryVariantAllowed(actor, body.is_mbc);
  const groupId = actor.user.clientGroupId;
  const schedule = groupId === null ? null : await scheduleOfGroup(database.db, groupId);
  if (groupId === null || !schedule) throw unprocessable(FIN_QUERY_MESSAGES.noPricingSchedule);
  const table = await queryEngineFor(database).table(actor, body.query, queryTypeOf(body.is_mbc));
  const price = priceQuery(
    {
      fi_count: table.positions.length,
      element_columns: table.columns.filter((c) => c.source !== 'default').length,
      number_fields: table.columns.length,
    },
    {
      cost_per_fi_per_element: schedule.costPerFiPerElement,
      minimum_price: schedule.minimumPrice,
      tiers: schedule.tiers,
      discount_percent: schedule.discountPercent,
      token_value: schedule.tokenValue,
    },
  );
  return { groupId, schedule, table, price, digest: queryDigest(body) };
}

/** The first rows of the result keyed by column label, as the price screen previews them. */
function samples(table: QueryTable, labels: readonly string[]): Record<string, unknown>[] {
  const count = Math.min(FIN_QUERY_LIMITS.sampleRows, table.positions.length);
  const cells = fileCells({
    columns: table.columns,
    cells: table.cells.map((values) => values.slice(0, count)),
  });
  return Array.from({ length: count }, (_, r) =>
    Object.fromEntries(labels.map((label, c) => [label, cells[c]?.[r] ?? null])),
  );
}

/** The price data of the spec with the breakdown behind it and the signed quote the download presents. */
export function quoteOf(priced: PricedTable, actor: Actor, signer: QuoteSigner): QueryPrice {
  const { price, schedule, table } = priced;
  const labels = columnLabels(table.columns);
  const { token, claims } = signer.issue({
    user_id: actor.user.id,
    group_id: priced.groupId,
    schedule_id: schedule.id,
    query_digest: priced.digest,
    fi_count: price.fi_count,
    number_fields: price.number_fields,
    total_price: price.total_price,
    price_without_discounts: price.price_without_discounts,
    tokens: price.tokens,
  });
  return {
    total_price: price.total_price,
    encrypted_price: token,
    tokens: price.tokens,
    cost_per_fi_per_element: price.cost_per_fi_per_element,
    minimum_price: price.minimum_price,
    price_without_discounts: price.price_without_discounts,
    number_fields: price.number_fields,
    key_labels: labels,
    key_formats: table.columns.map((c) => c.format),
    downloadable_formats: ['csv', 'xlsx'],
    samples: samples(table, labels),
    fi_count: price.fi_count,
    priced_elements: price.priced_elements,
    volume_discount_percent: price.volume_discount_percent,
    client_discount_percent: price.client_discount_percent,
    token_value: price.token_value,
    token_balance: schedule.tokenBalance,
    schedule_name: schedule.name,
    expires_at: new Date(claims.expires_at).toISOString(),
    data_as_of: table.universe.dataAsOf,
    is_demo: table.universe.isDemo,
  };
}
