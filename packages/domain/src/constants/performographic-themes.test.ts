import { describe, expect, it } from 'vitest';
import { PERFORMOGRAPHIC_THEMES } from './fin-query.js';

describe('performographic themes', () => {
  it('are the 15 themes of the home copy, each with its own id, key and name', () => {
    expect(PERFORMOGRAPHIC_THEMES).toHaveLength(15);
    for (const field of ['id', 'key', 'name'] as const) {
      expect(new Set(PERFORMOGRAPHIC_THEMES.map((t) => t[field])).size, field).toBe(15);
    }
  });

  it('each say in one sentence what a high score means and read at least one metric once', () => {
    for (const theme of PERFORMOGRAPHIC_THEMES) {
      expect(theme.definition, theme.key).toMatch(/^[A-Z][^.]+\.$/);
      expect(theme.ingredients.length, theme.key).toBeGreaterThan(0);
      const metrics = theme.ingredients.map((i) => i.metric);
      expect(new Set(metrics).size, theme.key).toBe(metrics.length);
    }
  });
});
