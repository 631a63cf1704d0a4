import { describe, expect, it } from 'vitest';
import { marketReportQuerySchema } from '../contracts/market-share.js';
import {
  assetBandIdOf,
  blankPlaceholderProduct,
  byMeasureThenName,
  cutTopVendors,
  formatShare,
  isAssetGroupFilterActive,
  sharePercent,
  splitMarketShareRows,
  vendorsReturned,
} from './market-share.js';

describe('splitMarketShareRows', () => {
  it('takes Grand Total and Others out of the vendor rows', () => {
    const rows = [
      { vendor: 'Fiserv', share: 0.4 },
      { vendor: 'Grand Total', share: 1 },
      { vendor: 'Jack Henry', share: 0.3 },
      { vendor: 'Others', share: 0.3 },
    ];
    const split = splitMarketShareRows(rows);
    expect(split.rows.map((r) => r.vendor)).toEqual(['Fiserv', 'Jack Henry']);
    expect(split.grandTotal?.share).toBe(1);
    expect(split.others?.share).toBe(0.3);
  });

  it('reads digital channels rows, which name their vendor in vendor_name', () => {
    const rows = [
      { vendor_name: 'Q2 Software', product_name: '-1', kind: 'vendor' },
      { vendor_name: 'Others', product_name: '0', kind: 'others' },
      { vendor_name: 'Alkami', product_name: 'Alkami Platform', kind: 'vendor' },
      { vendor_name: 'Grand Total', product_name: '0', kind: 'grand_total' },
    ];
    const split = splitMarketShareRows(rows);
    expect(split.rows.map((r) => r.vendor_name)).toEqual(['Q2 Software', 'Alkami']);
    expect(split.others?.kind).toBe('others');
    expect(split.grandTotal?.kind).toBe('grand_total');
  });

  it('leaves summaries undefined when absent', () => {
    expect(splitMarketShareRows([{ vendor: 'A' }])).toEqual({ rows: [{ vendor: 'A' }] });
  });
});

describe('blankPlaceholderProduct', () => {
  it('blanks 0 and -1 in either type', () => {
    expect(blankPlaceholderProduct('0')).toBe('');
    expect(blankPlaceholderProduct(-1)).toBe('');
    expect(blankPlaceholderProduct(0)).toBe('');
    expect(blankPlaceholderProduct(null)).toBe('');
    expect(blankPlaceholderProduct('DNA')).toBe('DNA');
    expect(blankPlaceholderProduct('10')).toBe('10');
  });
});

describe('sharePercent and formatShare', () => {
  it('gives percent points and survives an empty total', () => {
    expect(sharePercent(25, 200)).toBe(12.5);
    expect(sharePercent(5, 0)).toBe(0);
    expect(formatShare(12.5)).toBe('12.50%');
    expect(formatShare(100)).toBe('100.00%');
    expect(formatShare(null)).toBe('NA');
  });
});

describe('assetBandIdOf', () => {
  it('puts each lower bound in its own band and leaves the top band open', () => {
    expect(assetBandIdOf(0)).toBe(1);
    expect(assetBandIdOf(99_999)).toBe(1);
    expect(assetBandIdOf(100_000)).toBe(2);
    expect(assetBandIdOf(999_999.5)).toBe(3);
    expect(assetBandIdOf(1_000_000)).toBe(4);
    expect(assetBandIdOf(10_000_000)).toBe(5);
    expect(assetBandIdOf(100_000_000)).toBe(6);
    expect(assetBandIdOf(4_000_000_000)).toBe(6);
    expect(assetBandIdOf(null)).toBeNull();
    expect(assetBandIdOf(Number.NaN)).toBeNull();
  });

  it('treats none or all six groups as no filter', () => {
    expect(isAssetGroupFilterActive(undefined)).toBe(false);
    expect(isAssetGroupFilterActive([])).toBe(false);
    expect(isAssetGroupFilterActive([1, 2, 3, 4, 5, 6])).toBe(false);
    expect(isAssetGroupFilterActive([1, 3])).toBe(true);
  });
});

describe('cutTopVendors', () => {
  const ranked = ['a', 'b', 'c', 'd', 'e'];

  it('keeps the top N and hands the rest to Others', () => {
    expect(cutTopVendors(ranked, 2)).toEqual({ top: ['a', 'b'], rest: ['c', 'd', 'e'] });
  });

  it('uses 15 for 0 and never more than exist', () => {
    expect(cutTopVendors(ranked, 0)).toEqual({ top: ranked, rest: [] });
    expect(cutTopVendors(ranked, 99).rest).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => i);
    expect(cutTopVendors(many, 0).top).toHaveLength(15);
  });

  it('ranks by the measure, then by name', () => {
    const rows = [
      { name: 'Beta', v: 5 },
      { name: 'Alpha', v: 5 },
      { name: 'Gamma', v: 9 },
    ];
    rows.sort(
      byMeasureThenName(
        (r) => r.v,
        (r) => r.name,
      ),
    );
    expect(rows.map((r) => r.name)).toEqual(['Gamma', 'Alpha', 'Beta']);
  });
});

describe('vendorsReturned', () => {
  it('counts vendors, not product rows nor summary rows', () => {
    expect(
      vendorsReturned([
        { vendor: 'A', kind: 'vendor', rank: 1 },
        { vendor: 'A', kind: 'vendor', rank: 1 },
        { vendor: 'B', kind: 'vendor', rank: 2 },
        { vendor: 'Others', kind: 'others', rank: null },
        { vendor: 'Grand Total', kind: 'grand_total', rank: null },
      ]),
    ).toBe(2);
    expect(vendorsReturned([{ vendor: 'Fiserv' }, { vendor: 'Grand Total' }])).toBe(1);
  });
});

describe('marketReportQuerySchema', () => {
  it('fills the defaults: client count, both FI types, all institutions, top 15, per vendor', () => {
    expect(marketReportQuerySchema.parse({ bank_service_id: '4' })).toEqual({
      bank_service_id: 4,
      measure: 1,
      fi_type: 0,
      known_vendor: 0,
      top_vendors: 15,
      show_products: false,
      show_all: false,
    });
  });

  it('reads lists and flags', () => {
    const parsed = marketReportQuerySchema.parse({
      bank_service_id: '4',
      measure: '3',
      fi_type: '2',
      asset_groups: '1,3,3',
      known_vendor: '1',
      core_vendor_products: '10,12',
      top_vendors: '0',
      show_products: 'true',
    });
    expect(parsed).toMatchObject({
      measure: 3,
      fi_type: 2,
      asset_groups: [1, 3],
      core_vendor_products: [10, 12],
      top_vendors: 0,
      show_products: true,
    });
  });

  it('explains what is wrong', () => {
    const messages = (query: Record<string, string>) =>
      marketReportQuerySchema.safeParse(query).error?.issues.map((i) => i.message) ?? [];
    expect(messages({})).toEqual([expect.stringMatching(/bank_service_id/)]);
    expect(messages({ bank_service_id: '1', measure: '4' })).toEqual([
      'measure must be 1 (Client Count), 2 (Assets) or 3 (Accounts)',
    ]);
    expect(messages({ bank_service_id: '1', fi_type: 'banks' })).toEqual([
      'fi_type must be 0 (All), 1 (Banks) or 2 (Credit Unions)',
    ]);
    expect(messages({ bank_service_id: '1', asset_groups: '7' })[0]).toMatch(/asset_groups/);
    expect(messages({ bank_service_id: '1', top_vendors: '-1' })).toEqual(['top_vendors cannot be negative']);
    expect(messages({ bank_service_id: '1', show_products: 'maybe' })[0]).toMatch(/true or false/);
  });
});
