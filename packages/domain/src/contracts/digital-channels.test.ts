import { describe, expect, it } from 'vitest';
import {
  digitalChannelsQuerySchema,
  digitalChannelsResultSchema,
  encodeDigitalChannelsQuery,
} from './digital-channels.js';

/** Parses a query string the way Fastify's parser hands it over: repeated keys become arrays. */
function parseQueryString(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const pair of query.split('&')) {
    const [rawKey, rawValue = ''] = pair.split('=');
    const key = decodeURIComponent(rawKey ?? '');
    const value = decodeURIComponent(rawValue);
    const seen = out[key];
    out[key] = seen === undefined ? value : [...[seen].flat(), value];
  }
  return out;
}

describe('digital channels filters in the query string', () => {
  it('sends lists as bracket arrays and reads them back, single or repeated', () => {
    const query = encodeDigitalChannelsQuery({
      fi_type: 2,
      fi_asset_group: [1, 3],
      app_type: [2],
      current_period: '2026-09-30',
      vendor: [],
    });
    expect(query).toBe(
      'fi_type=2&fi_asset_group%5B%5D=1&fi_asset_group%5B%5D=3&app_type%5B%5D=2&current_period=2026-09-30',
    );
    expect(digitalChannelsQuerySchema.parse(parseQueryString(query))).toEqual({
      fi_type: 2,
      fi_asset_group: [1, 3],
      app_type: [2],
      current_period: '2026-09-30',
    });
  });

  it('refuses values outside the lists with the reason', () => {
    const bad = digitalChannelsQuerySchema.safeParse({ 'fi_asset_group[]': ['9'], market_measure: '4' });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('market_measure must be 1 (Client Count), 2 (Assets) or 3 (Accounts)');
    expect(messages.some((m) => m.startsWith('fi_asset_group must be ids from'))).toBe(true);
    expect(digitalChannelsQuerySchema.safeParse({ current_period: '2026-13-45' }).success).toBe(false);
    expect(digitalChannelsQuerySchema.safeParse({ top_vendors: '-1' }).success).toBe(false);
  });

  it('accepts the unknown-vendor option among vendor ids but no other non-id', () => {
    expect(digitalChannelsQuerySchema.parse({ 'vendor[]': ['-1', '7'] }).vendor).toEqual([-1, 7]);
    expect(digitalChannelsQuerySchema.safeParse({ 'vendor[]': ['-2'] }).success).toBe(false);
  });

  it('checks a result: its filters as applied stay within the lists', () => {
    const base = {
      report_id: 101,
      report_data: [
        { vendor_name: 'Q2', product_name: '-1', kind: 'vendor', vendor_id: 4, current_share: 21 },
      ],
      total_vendors: 18,
      headers: ['Share'],
      columns: [{ key: 'current_share', label: 'Share', format: 'P2' }],
      data_format: { current_share: 'P2' },
      is_demo: true,
    };
    const ok = digitalChannelsResultSchema.parse({
      ...base,
      filters: { market_measure: 1, fi_asset_group: [1, 2] },
    });
    expect(ok.filters.fi_asset_group).toEqual([1, 2]);
    expect(digitalChannelsResultSchema.safeParse({ ...base, filters: { market_measure: 4 } }).success).toBe(
      false,
    );
    expect(digitalChannelsResultSchema.safeParse({ ...base, filters: { fi_type: 3 } }).success).toBe(false);
  });
});
