import { describe, expect, it } from 'vitest';
import { isBlankName, sameName, trimName } from './names.js';

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
});
