import { describe, expect, it } from 'vitest';
import { withHttpPrefix } from './url.js';

describe('withHttpPrefix', () => {
  it('adds http:// when there is no scheme', () => {
    expect(withHttpPrefix('example.com')).toBe('http://example.com');
    expect(withHttpPrefix(' www.bank.com/about ')).toBe('http://www.bank.com/about');
    expect(withHttpPrefix('localhost:3000')).toBe('http://localhost:3000');
    expect(withHttpPrefix('//cdn.example.com')).toBe('http://cdn.example.com');
  });

  it('keeps existing schemes and empty text', () => {
    expect(withHttpPrefix('https://example.com')).toBe('https://example.com');
    expect(withHttpPrefix('HTTP://example.com')).toBe('HTTP://example.com');
    expect(withHttpPrefix('mailto:a@b.com')).toBe('mailto:a@b.com');
    expect(withHttpPrefix('  ')).toBe('');
  });
});
