import { describe, expect, it } from 'vitest';
import {
  ByteDecoder,
  Columns,
  DelimitedParser,
  detectDelimiter,
  openTable,
  readDelimited,
} from './delimited.js';
import { parseDate, parseNumeric, zip5 } from './values.js';

const encoder = new TextEncoder();

async function* bytesOf(...parts: (string | Uint8Array)[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield typeof part === 'string' ? encoder.encode(part) : part;
}

async function records(...parts: (string | Uint8Array)[]) {
  const out: { line: number; fields: string[] }[] = [];
  for await (const record of readDelimited(bytesOf(...parts))) out.push(record);
  return out;
}

/** Feeds the text one character at a time: every state must survive a chunk boundary. */
function parseInPieces(text: string, size: number) {
  const parser = new DelimitedParser();
  const out = [];
  for (let i = 0; i < text.length; i += size) out.push(...parser.push(text.slice(i, i + size)));
  out.push(...parser.end());
  return out;
}

describe('delimited reader', () => {
  it('reads quoted fields with embedded delimiters, doubled quotes and line breaks', async () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\n1,,3\r\n';
    const expected = [
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['x, y', 'say "hi"', 'two\r\nlines'] },
      { line: 4, fields: ['1', '', '3'] },
    ];
    expect(await records(text)).toEqual(expected);
    for (const size of [1, 2, 3, 7]) expect(parseInPieces(text, size)).toEqual(expected);
  });

  it('handles CR-only, LF and mixed line endings, and a last line without a line break', async () => {
    expect(await records('a\tb\r1\t2\r3\t4')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
      { line: 3, fields: ['3', '4'] },
    ]);
    expect(await records('a,b\n1,2\r\n3,4\r5,6\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
      { line: 3, fields: ['3', '4'] },
      { line: 4, fields: ['5', '6'] },
    ]);
    // A CRLF split across two chunks is one line break.
    expect(await records('a,b\r', '\n1,2\r', '\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
    ]);
  });

  it('skips blank lines but keeps counting them', async () => {
    expect(await records('a,b\n\n1,2\n\r\n3,4\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['1', '2'] },
      { line: 5, fields: ['3', '4'] },
    ]);
  });

  it('detects TAB or comma from the header line', () => {
    expect(detectDelimiter('CU_NUMBER\tCYCLE_DATE\tCU_NAME\r1\t2')).toBe('\t');
    expect(detectDelimiter('"a,b"\tc\td')).toBe('\t');
    expect(detectDelimiter('cert,name,"city\tx"')).toBe(',');
  });

  it('drops a UTF-8 byte-order mark and decodes UTF-8 split across chunks', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf]);
    const cafe = encoder.encode('name\nCafé Crédit\n');
    // Split inside the two-byte é.
    const cut = cafe.indexOf(0xc3) + 1;
    expect(await records(bom, cafe.subarray(0, cut), cafe.subarray(cut))).toEqual([
      { line: 1, fields: ['name'] },
      { line: 2, fields: ['Café Crédit'] },
    ]);
  });

  it('reads latin-1 bytes as latin-1 instead of replacing them', async () => {
    // "Bank Name\xa0,City" as in FDIC's banklist.csv, then an é in latin-1 (0xe9).
    const latin1 = new Uint8Array([
      ...encoder.encode('Bank Name'),
      0xa0,
      ...encoder.encode(',City\nCaf'),
      0xe9,
      0x2c,
      0x58,
      0x0a,
    ]);
    expect(await records(latin1)).toEqual([
      { line: 1, fields: ['Bank Name\u00a0', 'City'] },
      { line: 2, fields: ['Café', 'X'] },
    ]);
    const decoder = new ByteDecoder();
    decoder.decode(latin1);
    expect(decoder.encoding).toBe('windows-1252');
  });

  it('matches header names case-insensitively and ignoring blanks', async () => {
    const table = await openTable(bytesOf('CU_Number,Acct_661A, acct_010 \n1,2,3\n'));
    expect(table.columns.index('cu_number')).toBe(0);
    expect(table.columns.index('ACCT_661A')).toBe(1);
    expect(table.columns.index('ACCT_010')).toBe(2);
    expect(table.columns.index('acct_999')).toBeUndefined();
    const rows = [];
    for await (const row of table.rows) rows.push(row);
    expect(rows).toEqual([{ line: 2, fields: ['1', '2', '3'] }]);
    expect(new Columns(['', 'YEAR']).index('year')).toBe(1);
  });

  it('rejects an empty file', async () => {
    await expect(openTable(bytesOf(''))).rejects.toThrow(/empty/);
  });
});

describe('values', () => {
  it('parses numbers: empty is null, garbage is NaN', () => {
    expect(parseNumeric('')).toBeNull();
    expect(parseNumeric('  ')).toBeNull();
    expect(parseNumeric('2354812000')).toBe(2354812000);
    expect(parseNumeric('-2.38658737893041E-03')).toBeCloseTo(-0.00238658737893041, 15);
    expect(parseNumeric(' 12.5 ')).toBe(12.5);
    expect(parseNumeric('1,234')).toBeNaN();
    expect(parseNumeric('N/A')).toBeNaN();
  });

  it('parses the date formats of the files', () => {
    expect(parseDate('6/30/2019')).toBe('2019-06-30');
    expect(parseDate('12/31/2025 0:00:00')).toBe('2025-12-31');
    expect(parseDate('3/25/2025 5:00:00 AM')).toBe('2025-03-25');
    expect(parseDate('2000-01-15T00:00:00')).toBe('2000-01-15');
    expect(parseDate('20190630')).toBe('2019-06-30');
    expect(parseDate('23-Oct-20')).toBe('2020-10-23');
    expect(parseDate('2/30/2019')).toBeNull();
    expect(parseDate('')).toBeNull();
  });

  it('normalises ZIP codes to five digits', () => {
    expect(zip5('2114')).toBe('02114');
    expect(zip5('70816-2218')).toBe('70816');
    expect(zip5('75501')).toBe('75501');
  });
});
