import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format';

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
