import { RULE_OPERATOR_LABELS, type RuleOperator } from '@fin-atlas/domain';
import { Badge, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useBuilder } from './builder-context';
import { CountBadge } from './CountBadge';
import { elementKey } from './catalog-index';
import { type BuilderRule, removeNode, updateRule, withOperator } from './criteria-tree';
import { NodeActions } from './NodeActions';
import { PropertiesEditor } from './PropertiesEditor';
import { RuleValueEditor } from './RuleValueEditor';
import { ruleProblem } from './rule-problems';

const operatorLabel = (operator: string) => RULE_OPERATOR_LABELS[operator as RuleOperator] ?? operator;

/** One rule: its element, operator, value and properties, with what it matches on its own. */
export function RuleRow({ rule, first, last }: { rule: BuilderRule; first: boolean; last: boolean }) {
  const { elements, counts, counting, serverProblems, change } = useBuilder();
  const element = elements.get(elementKey(rule.element));
  const problem = ruleProblem(rule, element) ?? serverProblems[rule.id] ?? null;
  const onChange = (next: BuilderRule) => change((tree) => updateRule(tree, rule.id, () => next));
  const name = element?.name ?? `Element ${rule.element.element_id}`;
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      data-testid="query-rule"
      data-rule-id={rule.id}
      aria-label={`Rule: ${name}`}
      role="group"
      style={problem ? { borderColor: 'var(--mantine-color-red-5)' } : undefined}
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          {/* A long metric name wraps (its section badge moves under it) rather than being cut. */}
          <Group gap={8} wrap="wrap" style={{ minWidth: 0, rowGap: 4 }}>
            <Tooltip label={element?.definition ?? name} multiline w={320} withArrow openDelay={300}>
              <Text fw={600} fz="sm">
                {name}
              </Text>
            </Tooltip>
            <Badge variant="outline" color="gray" size="sm" radius="sm" tt="none" style={{ flexShrink: 0 }}>
              {rule.element.element_section}
            </Badge>
          </Group>
          <Group gap={6} wrap="nowrap">
            <CountBadge
              count={problem ? undefined : counts?.[rule.id]}
              stale={counting}
              testId="rule-count"
              what="rule"
            />
            <NodeActions
              id={rule.id}
              what={name}
              first={first}
              last={last}
              onRemove={() => change((tree) => removeNode(tree, rule.id))}
            />
          </Group>
        </Group>
        {element ? (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Select
              aria-label={`${name} operator`}
              data={element.operators.map((o) => ({ value: o, label: operatorLabel(o) }))}
              value={rule.operator}
              onChange={(operator) => operator && onChange(withOperator(rule, element, operator))}
              allowDeselect={false}
              w={180}
              style={{ flexShrink: 0 }}
              comboboxProps={{ withinPortal: true }}
            />
            <RuleValueEditor rule={rule} element={element} onChange={onChange} error={problem !== null} />
          </Group>
        ) : null}
        {element?.properties ? <PropertiesEditor rule={rule} element={element} onChange={onChange} /> : null}
        {problem ? (
          <Text fz="xs" c="red.7" data-testid="rule-problem">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
