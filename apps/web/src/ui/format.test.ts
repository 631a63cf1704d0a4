import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize } from './format';

describe('formatFileSize', () => {
  it('reads bytes, kilobytes and megabytes as people write them', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(14_540)).toBe('14 KB');
    expect(formatFileSize(2_048)).toBe('2 KB');
    expect(formatFileSize(3_250_000)).toBe('3.1 MB');
  });

  it('shows a dash for a size not known', () => {
    expect(formatFileSize(null)).toBe('—');
    expect(formatFileSize(undefined, '')).toBe('');
  });
});

describe('formatDate', () => {
  it('reads a calendar date the same in every time zone, and a dash for none', () => {
    expect(formatDate('2026-03-31')).toBe('Mar 31, 2026');
    expect(formatDate('2026-01-01T23:30:00.000Z')).toBe('Jan 1, 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});
