import { describe, expect, it } from 'vitest';
import { type PriceSchedule, priceQuery, volumeDiscountPercent } from './query-price.js';

const schedule: PriceSchedule = {
  cost_per_fi_per_element: 0.5,
  minimum_price: 100,
  tiers: [
    { min_fis: 5000, discount_percent: 20 },
    { min_fis: 1000, discount_percent: 10 },
  ],
  discount_percent: 0,
  token_value: 1,
};

describe('priceQuery', () => {
  it('charges institutions × element columns, the default export columns free', () => {
    const price = priceQuery({ fi_count: 800, element_columns: 3, number_fields: 16 }, schedule);
    expect(price).toMatchObject({
      priced_elements: 3,
      number_fields: 16,
      price_without_discounts: 1200,
      volume_discount_percent: 0,
      total_price: 1200,
      tokens: 1200,
    });
  });

  it('prices a filter-only query as one element per institution', () => {
    const price = priceQuery({ fi_count: 400, element_columns: 0, number_fields: 13 }, schedule);
    expect(price.priced_elements).toBe(1);
    expect(price.price_without_discounts).toBe(200);
    expect(price.total_price).toBe(200);
  });

  it('applies the highest volume tier reached, whatever order the tiers are listed in', () => {
    expect(volumeDiscountPercent(schedule.tiers, 999)).toBe(0);
    expect(volumeDiscountPercent(schedule.tiers, 1000)).toBe(10);
    expect(volumeDiscountPercent(schedule.tiers, 7000)).toBe(20);
    const price = priceQuery({ fi_count: 6000, element_columns: 2, number_fields: 15 }, schedule);
    expect(price.price_without_discounts).toBe(6000);
    expect(price.volume_discount_percent).toBe(20);
    expect(price.total_price).toBe(4800);
  });

  it('takes the client discount after the volume tier', () => {
    const price = priceQuery(
      { fi_count: 1000, element_columns: 1, number_fields: 14 },
      { ...schedule, discount_percent: 25 },
    );
    // 500 less 10% volume = 450, less 25% client = 337.50
    expect(price.total_price).toBe(337.5);
    expect(price.client_discount_percent).toBe(25);
  });

  it('never charges less than the minimum price', () => {
    const price = priceQuery({ fi_count: 10, element_columns: 2, number_fields: 15 }, schedule);
    expect(price.price_without_discounts).toBe(10);
    expect(price.total_price).toBe(100);
    expect(price.minimum_price).toBe(100);
  });

  it('rounds to cents and covers the total with whole tokens', () => {
    const odd = { ...schedule, cost_per_fi_per_element: 0.333, minimum_price: 0, token_value: 25 };
    const price = priceQuery({ fi_count: 7, element_columns: 1, number_fields: 14 }, odd);
    expect(price.total_price).toBe(2.33);
    expect(price.tokens).toBe(1);
    const exact = priceQuery(
      { fi_count: 3, element_columns: 1, number_fields: 14 },
      { ...schedule, cost_per_fi_per_element: 1.1, minimum_price: 0, token_value: 1.1 },
    );
    // 3.3 / 1.1 is 3.0000000000000004 in binary fractions: still three tokens.
    expect(exact.total_price).toBe(3.3);
    expect(exact.tokens).toBe(3);
    const partial = priceQuery(
      { fi_count: 101, element_columns: 1, number_fields: 14 },
      { ...schedule, cost_per_fi_per_element: 1, minimum_price: 0, token_value: 50 },
    );
    expect(partial.tokens).toBe(3);
  });

  it('needs no tokens for a free list', () => {
    const free = priceQuery(
      { fi_count: 10, element_columns: 1, number_fields: 14 },
      { ...schedule, cost_per_fi_per_element: 0, minimum_price: 0 },
    );
    expect(free.total_price).toBe(0);
    expect(free.tokens).toBe(0);
  });
});
