import type { FormatNode } from '../contracts/format-node.js';

/** Element ids placed anywhere in a layout tree, depth first in document order. */
export function collectFormatElementIds(nodes: readonly FormatNode[]): number[] {
  const ids: number[] = [];
  const visit = (node: FormatNode): void => {
    if (node.type === 'element') {
      ids.push(node.element_id);
    }
    for (const child of node.children ?? []) {
      visit(child);
    }
  };
  for (const node of nodes) {
    visit(node);
  }
  return ids;
}
