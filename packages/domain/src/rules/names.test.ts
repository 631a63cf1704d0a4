import { describe, expect, it } from 'vitest';
import { copyName, isBlankName, sameName, trimName } from './names.js';

describe('names', () => {
  it('trims', () => {
    expect(trimName('  Q1 prospects \n')).toBe('Q1 prospects');
  });

  it('detects blank names', () => {
    expect(isBlankName('   ')).toBe(true);
    expect(isBlankName(null)).toBe(true);
    expect(isBlankName(' a ')).toBe(false);
  });

  it('compares trimmed', () => {
    expect(sameName(' A', 'A ')).toBe(true);
    expect(sameName('A', 'a')).toBe(false);
  });

  it('names a copy so it clashes with none of the names taken', () => {
    expect(copyName(' Texas banks ', new Set())).toBe('Texas banks');
    expect(copyName('Texas banks', new Set(['texas banks']))).toBe('Texas banks (copy)');
    expect(copyName('Texas banks', new Set(['texas banks', 'texas banks (copy)']))).toBe(
      'Texas banks (copy 2)',
    );
    const long = 'x'.repeat(255);
    const copy = copyName(long, new Set([long]));
    expect(copy).toHaveLength(255);
    expect(copy.endsWith(' (copy)')).toBe(true);
  });
});
