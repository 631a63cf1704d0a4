import { describe, expect, it } from 'vitest';
import { quarterLabel } from './quarter-label.js';

describe('quarterLabel', () => {
  it('names quarter ends the way the app shows them', () => {
    expect(quarterLabel('2026-09-30')).toBe('Q3 2026');
    expect(quarterLabel('2019-03-31')).toBe('Q1 2019');
    expect(quarterLabel('2024-12-31')).toBe('Q4 2024');
  });
});
