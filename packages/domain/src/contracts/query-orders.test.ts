import { describe, expect, it } from 'vitest';
import { pricingScheduleBodySchema } from './fin-query.js';
import {
  clientScheduleUpdateSchema,
  orderReportQuerySchema,
  queryDownloadBodySchema,
} from './query-orders.js';

const query = { elements: [], criteria: { type: 'group', operator: 'and', children: [] } };

describe('query order contracts', () => {
  it('takes a download as the priced query plus the quote and a format, nothing else', () => {
    const body = queryDownloadBodySchema.parse({ query, encrypted_price: 'q.s', format: 'xlsx' });
    expect(body.is_mbc).toBe(false);
    expect(queryDownloadBodySchema.safeParse({ query, encrypted_price: 'q.s', format: 'pdf' }).success).toBe(
      false,
    );
    expect(
      queryDownloadBodySchema.safeParse({ query, encrypted_price: 'q.s', format: 'csv', total_price: 0 })
        .success,
    ).toBe(false);
  });

  it('fills a new schedule’s defaults but leaves an update’s missing terms untouched', () => {
    const created = pricingScheduleBodySchema.parse({
      name: 'Standard',
      cost_per_fi_per_element: 0.1,
      minimum_price: 50,
    });
    expect(created).toMatchObject({ tiers: [], discount_percent: 0, token_value: 1 });
    expect(clientScheduleUpdateSchema.parse({ add_tokens: 100 })).toEqual({ add_tokens: 100 });
  });

  it('says what is wrong with a schedule in words', () => {
    const result = pricingScheduleBodySchema.safeParse({
      name: ' ',
      cost_per_fi_per_element: -1,
      minimum_price: 0,
      tiers: [
        { min_fis: 100, discount_percent: 5 },
        { min_fis: 100, discount_percent: 10 },
      ],
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Enter a name.',
        'A cost cannot be negative.',
        'Two volume tiers start at the same number of institutions.',
      ]),
    );
  });

  it('refuses a report range that ends before it starts', () => {
    expect(orderReportQuerySchema.safeParse({ from: '2026-05-01', to: '2026-04-01' }).success).toBe(false);
    expect(orderReportQuerySchema.parse({ from: '2026-04-01', to: '2026-04-01' }).page).toBe(1);
  });
});
