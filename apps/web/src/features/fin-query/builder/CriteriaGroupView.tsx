import { FIN_QUERY_LIMITS } from '@fin-atlas/domain';
import { Box, Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useBuilder } from './builder-context';
import { CountBadge } from './CountBadge';
import { elementKey } from './catalog-index';
import { addGroup, addRule, type BuilderGroup, ROOT_ID, removeNode, setGroupOperator } from './criteria-tree';
import { NodeActions } from './NodeActions';
import { RuleRow } from './RuleRow';

const OPERATOR_WORDS = { and: 'Match all of these', or: 'Match any of these' } as const;

/** Every element of the catalog as one searchable list, grouped by category. */
function AddRuleSelect({ groupId, onDone }: { groupId: string; onDone: () => void }) {
  const { catalog, elements, change } = useBuilder();
  const data = useMemo(
    () =>
      (catalog?.categories ?? []).map((category) => ({
        group: category.name,
        items: category.sections.flatMap((s) =>
          s.elements.map((e) => ({
            value: elementKey(e),
            label: e.group && e.group !== e.name ? `${e.name} (${e.group})` : e.name,
          })),
        ),
      })),
    [catalog],
  );
  return (
    <Select
      aria-label="Element for the new rule"
      placeholder="Search elements…"
      data={data}
      searchable
      autoFocus
      limit={60}
      maxDropdownHeight={320}
      defaultDropdownOpened
      w={320}
      comboboxProps={{ withinPortal: true }}
      onChange={(key) => {
        const element = key ? elements.get(key) : undefined;
        if (element) change((tree) => addRule(tree, groupId, element));
        onDone();
      }}
      onBlur={onDone}
    />
  );
}

/** A group of rules and groups joined by AND or OR, with its count; the root is the whole query. */
export function CriteriaGroupView({
  group,
  depth,
  first = true,
  last = true,
}: {
  group: BuilderGroup;
  depth: number;
  first?: boolean;
  last?: boolean;
}) {
  const { counts, counting, change, targetGroup, setTargetGroup } = useBuilder();
  const [adding, setAdding] = useState(false);
  const isRoot = group.id === ROOT_ID;
  const target = targetGroup === group.id;
  return (
    <Paper
      withBorder={!isRoot}
      radius="sm"
      p={isRoot ? 0 : 'sm'}
      data-testid={isRoot ? 'query-root' : 'query-group'}
      data-group-id={group.id}
      role="group"
      aria-label={isRoot ? 'Query criteria' : `Group: ${OPERATOR_WORDS[group.operator]}`}
      onClickCapture={() => setTargetGroup(group.id)}
      style={
        isRoot
          ? undefined
          : {
              borderLeft: `3px solid var(--mantine-color-${group.operator === 'and' ? 'atlasBlue' : 'grape'}-5)`,
              background: target ? 'var(--mantine-color-gray-0)' : undefined,
            }
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <SegmentedControl
              size="xs"
              aria-label={isRoot ? 'Combine the rules with' : 'Combine this group with'}
              data={[
                { value: 'and', label: 'AND' },
                { value: 'or', label: 'OR' },
              ]}
              value={group.operator}
              onChange={(v) => change((tree) => setGroupOperator(tree, group.id, v === 'or' ? 'or' : 'and'))}
            />
            <Text fz="sm" c="dimmed">
              {OPERATOR_WORDS[group.operator]}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            {adding ? (
              <AddRuleSelect groupId={group.id} onDone={() => setAdding(false)} />
            ) : (
              <Button size="xs" variant="light" onClick={() => setAdding(true)}>
                Add rule
              </Button>
            )}
            {depth < FIN_QUERY_LIMITS.maxDepth ? (
              <Button size="xs" variant="default" onClick={() => change((tree) => addGroup(tree, group.id))}>
                Add group
              </Button>
            ) : null}
            {isRoot ? null : (
              <>
                <CountBadge count={counts?.[group.id]} stale={counting} testId="group-count" what="group" />
                <NodeActions
                  id={group.id}
                  what="group"
                  first={first}
                  last={last}
                  onRemove={() => change((tree) => removeNode(tree, group.id))}
                />
              </>
            )}
          </Group>
        </Group>
        {group.children.length === 0 ? (
          <Box
            p="md"
            style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 4 }}
            data-testid="empty-group"
          >
            <Text fz="sm" c="dimmed" ta="center">
              {isRoot
                ? 'Pick an element on the left, or use Add rule, to start the query.'
                : 'An empty group adds nothing: add a rule to it.'}
            </Text>
          </Box>
        ) : (
          <Stack gap="xs" pl={isRoot ? 0 : 'xs'}>
            {group.children.map((child, index) =>
              child.type === 'rule' ? (
                <RuleRow
                  key={child.id}
                  rule={child}
                  first={index === 0}
                  last={index === group.children.length - 1}
                />
              ) : (
                <CriteriaGroupView
                  key={child.id}
                  group={child}
                  depth={depth + 1}
                  first={index === 0}
                  last={index === group.children.length - 1}
                />
              ),
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
