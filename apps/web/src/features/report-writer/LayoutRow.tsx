import {
  type FormatNode,
  REPORT_WRITER_LIMITS,
  type ReportElement,
  type ReportWriterElement,
  reportElementKey,
  writerSegmentOf,
} from '@fin-atlas/domain';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { DragEvent, ReactNode } from 'react';
import { propertiesSummary } from './element-summary';
import type { DropPosition, FlatNode } from './format-tree-edit';
import { ElementProperties } from './properties/ElementProperties';

export type RowMoves = {
  up: (() => void) | null;
  down: (() => void) | null;
  indent: (() => void) | null;
  outdent: (() => void) | null;
  remove: () => void;
};

export type RowDrag = {
  dragging: boolean;
  dropAt: DropPosition | null;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent<HTMLDivElement>) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent) => void;
};

/** The keyboard (and pointer) alternative to dragging: move up, down, into and out of a header. */
function MoveButtons({ label, moves }: { label: string; moves: RowMoves }) {
  const button = (text: string, glyph: string, action: (() => void) | null) => (
    <Tooltip label={text} openDelay={400}>
      <ActionIcon
        size="sm"
        variant="subtle"
        color="gray"
        aria-label={`${text}: ${label}`}
        disabled={action === null}
        onClick={action ?? undefined}
      >
        <span aria-hidden>{glyph}</span>
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap={2} wrap="nowrap">
      {button('Move up', '↑', moves.up)}
      {button('Move down', '↓', moves.down)}
      {button('Into the header above', '→', moves.indent)}
      {button('Out of its header', '←', moves.outdent)}
      <Tooltip label="Remove" openDelay={400}>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="red"
          aria-label={`Remove: ${label}`}
          onClick={moves.remove}
        >
          <span aria-hidden>✕</span>
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

const DROP_STYLE: Record<DropPosition, React.CSSProperties> = {
  before: { boxShadow: 'inset 0 3px 0 var(--mantine-color-blue-6)' },
  after: { boxShadow: 'inset 0 -3px 0 var(--mantine-color-blue-6)' },
  inside: { outline: '2px dashed var(--mantine-color-blue-5)', outlineOffset: -2 },
};

function Frame({
  flat,
  label,
  moves,
  drag,
  children,
}: {
  flat: FlatNode;
  label: string;
  moves: RowMoves;
  drag: RowDrag;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="sm"
      p={6}
      ml={flat.depth * 24}
      data-testid="layout-row"
      data-node-type={flat.node.type}
      aria-label={label}
      role="group"
      onDragOver={drag.onDragOver}
      onDragLeave={drag.onDragLeave}
      onDrop={drag.onDrop}
      style={{ opacity: drag.dragging ? 0.45 : 1, ...(drag.dropAt ? DROP_STYLE[drag.dropAt] : {}) }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box
          draggable
          onDragStart={drag.onDragStart}
          onDragEnd={drag.onDragEnd}
          aria-hidden
          px={4}
          pt={4}
          style={{ cursor: 'grab', color: 'var(--mantine-color-gray-6)', userSelect: 'none' }}
          title="Drag to move"
        >
          ⠿
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
        <MoveButtons label={label} moves={moves} />
      </Group>
    </Paper>
  );
}

type ElementRowProps = {
  element: ReportElement | undefined;
  offered: ReportWriterElement | undefined;
  fiType: string;
  open: boolean;
  onToggle: () => void;
  knownNames: ReadonlyMap<string, string>;
  onProperties: (key: string, props: Record<string, unknown>) => void;
};

function ElementContent({
  element,
  offered,
  fiType,
  open,
  onToggle,
  knownNames,
  onProperties,
}: ElementRowProps) {
  if (!element || !offered) {
    return (
      <Text fz="sm" c="red.8">
        An element no longer offered: remove it.
      </Text>
    );
  }
  const summary = propertiesSummary(element, fiType);
  const segment = writerSegmentOf(
    element.element_type === 'fi_contacts' ? 'contact_search' : element.element_type,
  );
  const editable = offered.properties !== null && offered.properties !== 'firmographic';
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text fz="sm" fw={600}>
          {offered.name}
        </Text>
        {segment ? (
          <Badge size="xs" variant="light" color="gray">
            {segment}
          </Badge>
        ) : null}
        {summary ? (
          <Text fz="xs" c="dimmed">
            {summary}
          </Text>
        ) : null}
        {editable ? (
          <Button size="compact-xs" variant="subtle" onClick={onToggle} aria-expanded={open}>
            {open ? 'Done' : 'Properties'}
          </Button>
        ) : null}
      </Group>
      {editable ? (
        <Collapse expanded={open}>
          <Box pt={4}>
            <ElementProperties
              element={element}
              offered={offered}
              fiType={fiType}
              knownNames={knownNames}
              onChange={(props) => onProperties(reportElementKey(element), props)}
            />
          </Box>
        </Collapse>
      ) : null}
    </Stack>
  );
}

export type LayoutRowProps = {
  flat: FlatNode;
  moves: RowMoves;
  drag: RowDrag;
  onNode: (node: FormatNode) => void;
  /** The report's metrics and statements, which a graph may draw. */
  metricChoices: { value: string; label: string }[];
  label: string;
} & Omit<ElementRowProps, never>;

/** One part of the layout: a header, a graph, an element, a space or a line break. */
export function LayoutRow(props: LayoutRowProps) {
  const { flat, moves, drag, onNode, metricChoices, label } = props;
  const node = flat.node;
  return (
    <Frame flat={flat} label={label} moves={moves} drag={drag}>
      {node.type === 'header' ? (
        <TextInput
          size="xs"
          aria-label="Header text"
          placeholder="Header text"
          value={node.text}
          maxLength={REPORT_WRITER_LIMITS.maxHeaderText}
          error={node.text.trim() === ''}
          onChange={(e) => onNode({ ...node, text: e.currentTarget.value })}
          styles={{ input: { fontWeight: 700 } }}
        />
      ) : node.type === 'graph' ? (
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            Graph
          </Text>
          <MultiSelect
            size="xs"
            aria-label="Graph metrics"
            placeholder={metricChoices.length === 0 ? 'Add metrics to the report first' : 'Metrics to draw'}
            data={metricChoices}
            value={node.metrics.map(String)}
            onChange={(ids) => onNode({ ...node, metrics: ids.map(Number) })}
            maxValues={REPORT_WRITER_LIMITS.maxGraphMetrics}
            error={node.metrics.length === 0}
            comboboxProps={{ withinPortal: true }}
          />
        </Stack>
      ) : node.type === 'element' ? (
        <ElementContent {...props} />
      ) : (
        <Text fz="sm" c="dimmed" pt={2}>
          {node.type === 'space' ? 'Space' : 'Line break'}
        </Text>
      )}
    </Frame>
  );
}
