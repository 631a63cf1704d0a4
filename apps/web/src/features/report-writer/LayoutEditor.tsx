import {
  type FormatNode,
  isMetricElementType,
  nodeNamesElement,
  type ReportWriterElement,
  reportElementKey,
} from '@fin-atlas/domain';
import { Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import { type DragEvent, useState } from 'react';
import { type ReportDraft, removeElement, setElementProperties } from './draft';
import {
  appendNode,
  canContain,
  type DropPosition,
  flattenTree,
  indentNode,
  moveAmongSiblings,
  moveNodeTo,
  newNodeId,
  outdentNode,
  removeNode,
  updateNode,
} from './format-tree-edit';
import { LayoutRow } from './LayoutRow';

/** Where a drop lands: the top or bottom quarter of a row is before or after it, the middle inside a header. */
function dropPosition(event: DragEvent<HTMLDivElement>, node: FormatNode): DropPosition {
  const box = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - box.top) / Math.max(box.height, 1);
  if (canContain(node) && y > 0.25 && y < 0.75) return 'inside';
  return y < 0.5 ? 'before' : 'after';
}

const ADDABLE: { type: 'header' | 'graph' | 'space' | 'lineBreak'; label: string }[] = [
  { type: 'header', label: 'Header' },
  { type: 'graph', label: 'Graph' },
  { type: 'space', label: 'Space' },
  { type: 'lineBreak', label: 'Line break' },
];

function blankNode(type: (typeof ADDABLE)[number]['type'], metrics: number[]): FormatNode {
  const id = newNodeId(type);
  if (type === 'header') return { type, id, text: 'New section' };
  if (type === 'graph') return { type, id, metrics: metrics.slice(0, 3) };
  return { type, id };
}

/**
 * The report's layout: elements in the order the report shows them, grouped under headers, with
 * graphs, spaces and line breaks. Rows are dragged to a new place (before, after, or into a header)
 * or moved with their buttons, which do the same from the keyboard.
 */
export function LayoutEditor({
  draft,
  offered,
  knownNames,
  onChange,
}: {
  draft: ReportDraft;
  offered: (key: string) => ReportWriterElement | undefined;
  knownNames: ReadonlyMap<string, string>;
  onChange: (draft: ReportDraft) => void;
}) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<{ id: string; at: DropPosition } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const flat = flattenTree(draft.format);
  const setFormat = (format: FormatNode[]) => onChange({ ...draft, format });
  const metricChoices = draft.elements
    .filter((e) => isMetricElementType(e.element_type))
    .map((e) => ({
      value: String(e.element_id),
      label: offered(reportElementKey(e))?.name ?? `Metric ${e.element_id}`,
    }));
  const elementOf = (node: FormatNode) =>
    node.type === 'element' ? draft.elements.find((e) => nodeNamesElement(node, e)) : undefined;
  const labelOf = (node: FormatNode): string => {
    if (node.type === 'header') return `Header ${node.text || '(no text)'}`;
    if (node.type === 'graph') return 'Graph';
    if (node.type === 'element') {
      const element = elementOf(node);
      return element ? (offered(reportElementKey(element))?.name ?? 'Element') : 'Element';
    }
    return node.type === 'space' ? 'Space' : 'Line break';
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Text fz="xs" c="dimmed">
          Add:
        </Text>
        {ADDABLE.map((item) => (
          <Button
            key={item.type}
            size="compact-sm"
            variant="light"
            onClick={() =>
              setFormat(
                appendNode(
                  draft.format,
                  blankNode(
                    item.type,
                    metricChoices.map((m) => Number(m.value)),
                  ),
                ),
              )
            }
          >
            {item.label}
          </Button>
        ))}
      </Group>
      {flat.length === 0 ? (
        <EmptyState
          title="No elements yet"
          description="Add elements from the segments on the left: each appears here in the order the report shows it. Headers group what follows them; graphs chart the report's metrics."
          py="lg"
        />
      ) : (
        <Stack
          component="ul"
          gap={4}
          aria-label="Report layout"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {flat.map((f) => {
            const node = f.node;
            const element = elementOf(node);
            const key = element ? reportElementKey(element) : node.id;
            return (
              <li key={node.id}>
                <LayoutRow
                  flat={f}
                  label={labelOf(node)}
                  metricChoices={metricChoices}
                  element={element}
                  offered={element ? offered(key) : undefined}
                  fiType={draft.fi_type}
                  open={open === node.id}
                  onToggle={() => setOpen(open === node.id ? null : node.id)}
                  knownNames={knownNames}
                  onProperties={(k, props) => onChange(setElementProperties(draft, k, props))}
                  onNode={(changed) => setFormat(updateNode(draft.format, node.id, () => changed))}
                  moves={{
                    up: f.index > 0 ? () => setFormat(moveAmongSiblings(draft.format, node.id, -1)) : null,
                    down:
                      f.index < f.siblingCount - 1
                        ? () => setFormat(moveAmongSiblings(draft.format, node.id, 1))
                        : null,
                    indent:
                      f.previous && canContain(f.previous)
                        ? () => setFormat(indentNode(draft.format, node.id))
                        : null,
                    outdent: f.parentId !== null ? () => setFormat(outdentNode(draft.format, node.id)) : null,
                    // Removing an element's row takes the element out of the report; other rows go alone.
                    remove: () =>
                      onChange(
                        element
                          ? removeElement(draft, key)
                          : { ...draft, format: removeNode(draft.format, node.id) },
                      ),
                  }}
                  drag={{
                    dragging: dragged === node.id,
                    dropAt: over?.id === node.id ? over.at : null,
                    onDragStart: (event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', node.id);
                      setDragged(node.id);
                    },
                    onDragEnd: () => {
                      setDragged(null);
                      setOver(null);
                    },
                    onDragOver: (event) => {
                      if (dragged === null || dragged === node.id) return;
                      event.preventDefault();
                      const at = dropPosition(event, node);
                      if (over?.id !== node.id || over.at !== at) setOver({ id: node.id, at });
                    },
                    onDragLeave: () => setOver((o) => (o?.id === node.id ? null : o)),
                    onDrop: (event) => {
                      event.preventDefault();
                      if (dragged !== null && over)
                        setFormat(moveNodeTo(draft.format, dragged, node.id, over.at));
                      setDragged(null);
                      setOver(null);
                    },
                  }}
                />
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
