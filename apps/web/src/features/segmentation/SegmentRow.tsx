import {
  type QueryCatalogElement,
  RULE_OPERATOR_LABELS,
  type RuleOperator,
  type SegmentationElement,
} from '@fin-atlas/domain';
import { ActionIcon, Group, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { initialValue, isPresenceOperator, isRangeOperator, RuleValueEditor } from '../fin-query';
import type { CountRequest } from './api';
import { SegmentCount } from './SegmentCount';
import { type SegmentDraft, toWireValue } from './segment-draft';

type SegmentRowProps = {
  segment: SegmentDraft;
  position: number;
  total: number;
  element: QueryCatalogElement;
  setElement: SegmentationElement;
  groups: readonly string[];
  problem: string | null;
  /** Problems show once the user tried to save, or as soon as a field was left. */
  showProblem: boolean;
  readOnly: boolean;
  onChange: (segment: SegmentDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** A changed operator keeps the value when both read it the same way (a number stays a number). */
function withOperator(segment: SegmentDraft, element: QueryCatalogElement, operator: string): SegmentDraft {
  const sameShape =
    isRangeOperator(operator) === isRangeOperator(segment.operator) &&
    isPresenceOperator(operator) === isPresenceOperator(segment.operator);
  return sameShape
    ? { ...segment, operator }
    : { ...segment, operator, value: initialValue(element, operator), labels: {} };
}

/** One segment: its name, its test of the element, its live count, and its place in the set. */
export function SegmentRow(props: SegmentRowProps) {
  const { segment, position, total, element, setElement, groups, problem, showProblem, readOnly } = props;
  const label = segment.name.trim() || `Segment ${position + 1}`;
  const wire = toWireValue(segment.operator, segment.value);
  const request: CountRequest | null =
    wire === null ? null : { element: setElement, operator: segment.operator, value: wire, groups };
  return (
    <Table.Tr data-testid="segment-row">
      <Table.Td w={200}>
        <TextInput
          aria-label={`Segment ${position + 1} name`}
          placeholder="Segment name"
          value={segment.name}
          onChange={(event) => props.onChange({ ...segment, name: event.currentTarget.value })}
          error={showProblem && problem === 'Name the segment.' ? problem : undefined}
          readOnly={readOnly}
          maxLength={255}
        />
      </Table.Td>
      <Table.Td w={190}>
        <Select
          aria-label={`${label} test`}
          data={element.operators.map((op) => ({
            value: op,
            label: RULE_OPERATOR_LABELS[op as RuleOperator] ?? op,
          }))}
          value={segment.operator}
          onChange={(op) => op && props.onChange(withOperator(segment, element, op))}
          allowDeselect={false}
          disabled={readOnly}
          comboboxProps={{ withinPortal: true }}
        />
      </Table.Td>
      <Table.Td>
        <RuleValueEditor
          rule={{
            type: 'rule',
            id: segment.key,
            element: {
              element_id: element.element_id,
              element_type: element.element_type,
              element_section: element.element_section,
            },
            operator: segment.operator,
            value: segment.value,
            ...(segment.labels ? { labels: segment.labels } : {}),
          }}
          element={element}
          onChange={(rule) =>
            props.onChange({ ...segment, value: rule.value, ...(rule.labels ? { labels: rule.labels } : {}) })
          }
          error={showProblem && problem !== null && problem !== 'Name the segment.'}
        />
        {showProblem && problem ? (
          <Text fz="xs" c="red" mt={4}>
            {problem}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td w={90} ta="right">
        <SegmentCount request={request} label={label} />
      </Table.Td>
      {readOnly ? null : (
        <Table.Td w={110}>
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <Tooltip label="Move up">
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${label} up`}
                disabled={position === 0}
                onClick={() => props.onMove(-1)}
              >
                ↑
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Move down">
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${label} down`}
                disabled={position === total - 1}
                onClick={() => props.onMove(1)}
              >
                ↓
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Remove">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${label}`}
                onClick={props.onRemove}
              >
                ×
              </ActionIcon>
            </Tooltip>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
