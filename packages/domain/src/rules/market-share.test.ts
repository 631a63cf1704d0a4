import { describe, expect, it } from 'vitest';
import { blankPlaceholderProduct, splitMarketShareRows } from './market-share.js';

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
