import { describe, expect, it } from 'vitest';
import { collectFormatElementIds } from './format-tree.js';

describe('collectFormatElementIds', () => {
  it('walks the tree depth first', () => {
    expect(
      collectFormatElementIds([
        {
          type: 'header',
          id: 'h',
          text: 'Profit',
          children: [
            { type: 'element', id: 'a', element_id: 5 },
            { type: 'graph', id: 'g', metrics: [1], children: [{ type: 'element', id: 'b', element_id: 7 }] },
          ],
        },
        { type: 'lineBreak', id: 'br' },
        { type: 'element', id: 'c', element_id: 9 },
      ]),
    ).toEqual([5, 7, 9]);
    expect(collectFormatElementIds([])).toEqual([]);
  });
});
