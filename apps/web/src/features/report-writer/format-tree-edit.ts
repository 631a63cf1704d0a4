import type { FormatNode } from '@fin-atlas/domain';

/** Where a dragged node lands relative to the node it is dropped on. */
export type DropPosition = 'before' | 'after' | 'inside';

/** A node as the editor lists it: in document order, with its depth and its place among its siblings. */
export type FlatNode = {
  node: FormatNode;
  depth: number;
  parentId: string | null;
  index: number;
  siblingCount: number;
  /** The sibling just before it, which it would join when indented. */
  previous: FormatNode | null;
};

let counter = 0;

/** A fresh node id: nodes exist before they are saved, so the client names them. */
export function newNodeId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter.toString(36)}`;
}

/** Headers group what follows them; other nodes hold no children in the writer. */
export const canContain = (node: FormatNode): boolean => node.type === 'header';

export function flattenTree(tree: readonly FormatNode[]): FlatNode[] {
  const out: FlatNode[] = [];
  const visit = (nodes: readonly FormatNode[], depth: number, parentId: string | null) => {
    nodes.forEach((node, index) => {
      out.push({
        node,
        depth,
        parentId,
        index,
        siblingCount: nodes.length,
        previous: index > 0 ? (nodes[index - 1] ?? null) : null,
      });
      if (node.children?.length) visit(node.children, depth + 1, node.id);
    });
  };
  visit(tree, 0, null);
  return out;
}

export function findNode(tree: readonly FormatNode[], id: string): FormatNode | null {
  for (const node of tree) {
    if (node.id === id) return node;
    const inside = node.children ? findNode(node.children, id) : null;
    if (inside) return inside;
  }
  return null;
}

/** Whether `id` is the node `ancestorId` or lies anywhere inside it. */
export function isWithin(tree: readonly FormatNode[], id: string, ancestorId: string): boolean {
  const ancestor = findNode(tree, ancestorId);
  return ancestor !== null && findNode([ancestor], id) !== null;
}

const withChildren = (node: FormatNode, children: FormatNode[]): FormatNode => {
  if (children.length > 0) return { ...node, children };
  const { children: _dropped, ...rest } = node;
  return rest as FormatNode;
};

/** Every node's children rewritten by `f` (applied bottom up to each list, the root list included). */
function mapLists(tree: readonly FormatNode[], f: (nodes: FormatNode[]) => FormatNode[]): FormatNode[] {
  return f(tree.map((node) => (node.children ? withChildren(node, mapLists(node.children, f)) : node)));
}

/** The tree without the node (its subtree goes with it). */
export function removeNode(tree: readonly FormatNode[], id: string): FormatNode[] {
  return mapLists(tree, (nodes) => nodes.filter((n) => n.id !== id));
}

/** The tree without the node, its children taking its place (removing an element keeps what it held). */
export function unwrapNode(tree: readonly FormatNode[], id: string): FormatNode[] {
  return mapLists(tree, (nodes) => nodes.flatMap((n) => (n.id === id ? (n.children ?? []) : [n])));
}

/** Adds a node at the end of the tree, or at the end of a header's children. */
export function appendNode(
  tree: readonly FormatNode[],
  node: FormatNode,
  parentId: string | null = null,
): FormatNode[] {
  if (parentId === null || !findNode(tree, parentId)) return [...tree, node];
  return mapLists(tree, (nodes) =>
    nodes.map((n) => (n.id === parentId ? withChildren(n, [...(n.children ?? []), node]) : n)),
  );
}

/** Inserts a node before, after or inside (as the last child of) the target. */
function insertAt(tree: readonly FormatNode[], node: FormatNode, targetId: string, position: DropPosition) {
  if (position === 'inside') return appendNode(tree, node, targetId);
  return mapLists(tree, (nodes) =>
    nodes.flatMap((n) => (n.id !== targetId ? [n] : position === 'before' ? [node, n] : [n, node])),
  );
}

/**
 * Moves a node (with its subtree) next to or into another. Dropping a node on itself or anywhere
 * inside itself, or inside a node that holds no children, changes nothing.
 */
export function moveNodeTo(
  tree: readonly FormatNode[],
  id: string,
  targetId: string,
  position: DropPosition,
): FormatNode[] {
  const node = findNode(tree, id);
  const target = findNode(tree, targetId);
  if (!node || !target || isWithin(tree, targetId, id)) return [...tree];
  if (position === 'inside' && !canContain(target)) return [...tree];
  return insertAt(removeNode(tree, id), node, targetId, position);
}

function siblingsOf(tree: readonly FormatNode[], id: string): readonly FormatNode[] | null {
  if (tree.some((n) => n.id === id)) return tree;
  for (const node of tree) {
    const found = node.children ? siblingsOf(node.children, id) : null;
    if (found) return found;
  }
  return null;
}

/** One place up or down among its siblings; at either end nothing moves. */
export function moveAmongSiblings(tree: readonly FormatNode[], id: string, step: -1 | 1): FormatNode[] {
  const siblings = siblingsOf(tree, id);
  const index = siblings?.findIndex((n) => n.id === id) ?? -1;
  const neighbour = siblings?.[index + step];
  if (!siblings || index < 0 || !neighbour) return [...tree];
  return moveNodeTo(tree, id, neighbour.id, step < 0 ? 'before' : 'after');
}

/** Into the header just before it, as its last child (keyboard alternative to dropping inside). */
export function indentNode(tree: readonly FormatNode[], id: string): FormatNode[] {
  const siblings = siblingsOf(tree, id);
  const index = siblings?.findIndex((n) => n.id === id) ?? -1;
  const previous = index > 0 ? siblings?.[index - 1] : undefined;
  if (!previous || !canContain(previous)) return [...tree];
  return moveNodeTo(tree, id, previous.id, 'inside');
}

/** Out of its header, to just after it. */
export function outdentNode(tree: readonly FormatNode[], id: string): FormatNode[] {
  const parent = flattenTree(tree).find((f) => f.node.id === id)?.parentId ?? null;
  if (parent === null) return [...tree];
  return moveNodeTo(tree, id, parent, 'after');
}

/** Changes one node's own fields (a header's text, a graph's metrics). */
export function updateNode(
  tree: readonly FormatNode[],
  id: string,
  change: (node: FormatNode) => FormatNode,
) {
  return mapLists(tree, (nodes) => nodes.map((n) => (n.id === id ? change(n) : n)));
}

/**
 * The tree without an element of the report: its nodes are unwrapped and, for a metric, graphs stop
 * drawing it (a graph left with nothing stays, for the user to fill or remove).
 */
export function withoutElement(
  tree: readonly FormatNode[],
  element: { element_id: number; element_type: string },
  isMetric: boolean,
): FormatNode[] {
  let out = [...tree];
  for (const { node } of flattenTree(tree)) {
    const names =
      node.type === 'element' &&
      node.element_id === element.element_id &&
      (node.element_type === undefined || node.element_type === element.element_type);
    if (names) out = unwrapNode(out, node.id);
  }
  if (!isMetric) return out;
  return mapLists(out, (nodes) =>
    nodes.map((n) =>
      n.type === 'graph' && n.metrics.includes(element.element_id)
        ? { ...n, metrics: n.metrics.filter((m) => m !== element.element_id) }
        : n,
    ),
  );
}
