import type { FormatNode } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import {
  appendNode,
  flattenTree,
  indentNode,
  moveAmongSiblings,
  moveNodeTo,
  outdentNode,
  removeNode,
  updateNode,
  withoutElement,
} from './format-tree-edit';

const tree: FormatNode[] = [
  {
    type: 'header',
    id: 'profit',
    text: 'Profit',
    children: [
      { type: 'graph', id: 'graph', metrics: [11, 12] },
      { type: 'element', id: 'roa', element_id: 11, element_type: 'common_metric' },
    ],
  },
  { type: 'element', id: 'city', element_id: 3, element_type: 'firmographics' },
  { type: 'header', id: 'tech', text: 'Technology' },
  { type: 'element', id: 'core', element_id: 3, element_type: 'technographics' },
];

/** The tree as "id" and "id(children...)" for short assertions. */
const shape = (nodes: readonly FormatNode[]): string =>
  nodes.map((n) => (n.children?.length ? `${n.id}(${shape(n.children)})` : n.id)).join(' ');

describe('format tree editing', () => {
  it('lists nodes in document order with their depth', () => {
    expect(flattenTree(tree).map((f) => `${f.node.id}:${f.depth}`)).toEqual([
      'profit:0',
      'graph:1',
      'roa:1',
      'city:0',
      'tech:0',
      'core:0',
    ]);
  });

  it('drops a node before, after or inside another, carrying its subtree', () => {
    expect(shape(moveNodeTo(tree, 'core', 'profit', 'before'))).toBe('core profit(graph roa) city tech');
    expect(shape(moveNodeTo(tree, 'city', 'tech', 'inside'))).toBe('profit(graph roa) tech(city) core');
    expect(shape(moveNodeTo(tree, 'profit', 'core', 'after'))).toBe('city tech core profit(graph roa)');
    expect(shape(moveNodeTo(tree, 'roa', 'city', 'after'))).toBe('profit(graph) city roa tech core');
  });

  it('never drops a node into itself or into a node that holds nothing', () => {
    expect(shape(moveNodeTo(tree, 'profit', 'roa', 'after'))).toBe(shape(tree));
    expect(shape(moveNodeTo(tree, 'profit', 'profit', 'inside'))).toBe(shape(tree));
    expect(shape(moveNodeTo(tree, 'core', 'city', 'inside'))).toBe(shape(tree));
  });

  it('moves up and down among siblings and stops at the ends', () => {
    expect(shape(moveAmongSiblings(tree, 'roa', -1))).toBe('profit(roa graph) city tech core');
    expect(shape(moveAmongSiblings(tree, 'graph', -1))).toBe(shape(tree));
    expect(shape(moveAmongSiblings(tree, 'core', 1))).toBe(shape(tree));
    expect(shape(moveAmongSiblings(tree, 'city', 1))).toBe('profit(graph roa) tech city core');
  });

  it('indents into the header before and outdents to just after it', () => {
    expect(shape(indentNode(tree, 'core'))).toBe('profit(graph roa) city tech(core)');
    expect(shape(indentNode(tree, 'tech'))).toBe(shape(tree));
    expect(shape(indentNode(tree, 'city'))).toBe('profit(graph roa city) tech core');
    expect(shape(outdentNode(tree, 'graph'))).toBe('profit(roa) graph city tech core');
    expect(shape(outdentNode(tree, 'city'))).toBe(shape(tree));
  });

  it('adds, edits and removes nodes', () => {
    const added = appendNode(tree, { type: 'space', id: 'gap' }, 'tech');
    expect(shape(added)).toBe('profit(graph roa) city tech(gap) core');
    expect(shape(appendNode(tree, { type: 'lineBreak', id: 'br' }))).toBe(`${shape(tree)} br`);
    const renamed = updateNode(tree, 'tech', (n) => (n.type === 'header' ? { ...n, text: 'Vendors' } : n));
    expect(renamed[2]).toEqual({ type: 'header', id: 'tech', text: 'Vendors' });
    expect(shape(removeNode(tree, 'profit'))).toBe('city tech core');
    // A header emptied of its last child carries no empty children list.
    expect(removeNode(added, 'gap')[2]).toEqual({ type: 'header', id: 'tech', text: 'Technology' });
  });

  it('takes an element out of the layout and out of every graph, by its type and id', () => {
    const noRoa = withoutElement(tree, { element_id: 11, element_type: 'common_metric' }, true);
    expect(shape(noRoa)).toBe('profit(graph) city tech core');
    expect(noRoa[0]?.children?.[0]).toEqual({ type: 'graph', id: 'graph', metrics: [12] });
    // Firmographic 3 and solution 3 are different elements.
    expect(shape(withoutElement(tree, { element_id: 3, element_type: 'technographics' }, false))).toBe(
      'profit(graph roa) city tech',
    );
  });
});
