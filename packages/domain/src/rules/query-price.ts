/** What pricing reads of a client's schedule (pricing_schedules, pricingScheduleBodySchema). */
export type PriceSchedule = {
  cost_per_fi_per_element: number;
  minimum_price: number;
  tiers: readonly { min_fis: number; discount_percent: number }[];
  discount_percent: number;
  token_value: number;
};

/** What pricing reads of a query's result: its institutions and its columns. */
export type PricedResult = {
  fi_count: number;
  /** Output columns that come from the query's elements; the default export columns are free. */
  element_columns: number;
  /** Every column of the file: the default export columns plus the element columns. */
  number_fields: number;
};

export type QueryPriceBreakdown = {
  fi_count: number;
  number_fields: number;
  priced_elements: number;
  cost_per_fi_per_element: number;
  price_without_discounts: number;
  volume_discount_percent: number;
  client_discount_percent: number;
  minimum_price: number;
  total_price: number;
  tokens: number;
  token_value: number;
};

const toCents = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100;

/** The volume tier a result reaches: the tier with the largest min_fis not above the count; 0 when none. */
export function volumeDiscountPercent(tiers: PriceSchedule['tiers'], fiCount: number): number {
  let reached: { min_fis: number; discount_percent: number } | undefined;
  for (const tier of tiers) {
    if (tier.min_fis <= fiCount && (!reached || tier.min_fis > reached.min_fis)) reached = tier;
  }
  return reached?.discount_percent ?? 0;
}

/**
 * The price of a prospect-list download.
 *
 * A list is worth what it tells about each institution, so the cost basis is institutions ×
 * priced elements: every output column that comes from one of the query's elements is one priced
 * element, while the spec's default export columns (RSSD ID, name, address, assets, ...) come with
 * every list for free. A query whose elements only filter still hands over a list of institutions
 * that match, so at least one element is priced.
 *
 *   price_without_discounts = fi_count × priced elements × cost_per_fi_per_element
 *
 * The volume tier is the schedule's tier with the largest min_fis not above fi_count (none: 0%);
 * the client's negotiated discount applies after it, and the schedule's minimum is the floor:
 *
 *   total_price = max(minimum_price, price_without_discounts × (1 − tier%) × (1 − client%))
 *
 * rounded to cents, the amount invoiced. Prepaid tokens cover it at ceil(total_price / token_value):
 * a part token is a whole token, so tokens never pay for less than the total.
 */
export function priceQuery(result: PricedResult, schedule: PriceSchedule): QueryPriceBreakdown {
  const pricedElements = Math.max(1, result.element_columns);
  const priceWithoutDiscounts = toCents(result.fi_count * pricedElements * schedule.cost_per_fi_per_element);
  const volumeDiscount = volumeDiscountPercent(schedule.tiers, result.fi_count);
  const discounted =
    priceWithoutDiscounts * (1 - volumeDiscount / 100) * (1 - schedule.discount_percent / 100);
  const total = toCents(Math.max(schedule.minimum_price, discounted));
  // A ratio that lands a hair above a whole number through binary fractions is that whole number.
  const tokens = total > 0 ? Math.ceil(total / schedule.token_value - 1e-9) : 0;
  return {
    fi_count: result.fi_count,
    number_fields: result.number_fields,
    priced_elements: pricedElements,
    cost_per_fi_per_element: schedule.cost_per_fi_per_element,
    price_without_discounts: priceWithoutDiscounts,
    volume_discount_percent: volumeDiscount,
    client_discount_percent: schedule.discount_percent,
    minimum_price: schedule.minimum_price,
    total_price: total,
    tokens,
    token_value: schedule.token_value,
  };
}
