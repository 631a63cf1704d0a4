import { describe, expect, it } from 'vitest';
import { parseDelimited, sharedData } from './shared-data-fixtures.js';

describe('shared-data test support', () => {
  it('parses quoted fields, doubled quotes, empty cells and any line ending', () => {
    expect(
      parseDelimited('"cert","name",asset\r\n"628","JPMorgan ""Chase"", N.A.",2354812000\n3,,\r4,x,1'),
    ).toEqual([
      ['cert', 'name', 'asset'],
      ['628', 'JPMorgan "Chase", N.A.', '2354812000'],
      ['3', '', ''],
      ['4', 'x', '1'],
    ]);
    expect(parseDelimited('a\tb\rc\td', '\t')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('reports an absent folder with the reason a skipped test shows', () => {
    const status = sharedData('no/such/folder');
    expect(status.available).toBe(false);
    if (!status.available) expect(status.reason).toMatch(/not found at .*no\/such\/folder/);
  });
});
