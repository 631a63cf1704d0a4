import { describe, expect, it } from 'vitest';
import { isSpanId, spanName } from './spans.js';

describe('spanName', () => {
  it('names span ids in each wording', () => {
    expect(spanName(1)).toBe('Qtr');
    expect(spanName(2)).toBe('T12');
    expect(spanName(3)).toBe('YTD');
    expect(spanName(2, 'industryReporter')).toBe('Trailing-12 Months');
    expect(spanName(3, 'reportWriter')).toBe('Yearly');
    expect(spanName(4)).toBeUndefined();
  });

  it('recognises span ids', () => {
    expect(isSpanId(2)).toBe(true);
    expect(isSpanId(0)).toBe(false);
    expect(isSpanId('2')).toBe(false);
  });
});
