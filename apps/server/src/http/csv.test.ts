import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.js';

describe('CSV cells', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const hostile of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(csvCell(hostile).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
  });

  it('keeps numbers, plain text and empty cells as they are, quoting where CSV needs it', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('First National Bank')).toBe('First National Bank');
    expect(csvCell('Smith, "Jr"')).toBe('"Smith, ""Jr"""');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, null, '=x'])).toBe("a,1,,'=x");
  });
});
