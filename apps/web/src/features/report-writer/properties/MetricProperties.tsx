import {
  type MetricElementProperties,
  REPORT_WRITER_SCOPE_OPTIONS,
  REPORT_WRITER_SET_OPTIONS,
  REPORT_WRITER_SPAN_OPTIONS,
} from '@fin-atlas/domain';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { coversBanks } from '../element-summary';

const asData = (options: readonly { value: string | number; label: string }[]) =>
  options.map((o) => ({ value: String(o.value), label: o.label }));

/** One labelled choice of the element: Span, Set or Scope. */
function Setting({
  label,
  name,
  options,
  value,
  onChange,
}: {
  label: string;
  name: string;
  options: readonly { value: string | number; label: string }[];
  value: string | number;
  onChange: (value: string) => void;
}) {
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Text fz="xs" c="dimmed" w={44}>
        {label}
      </Text>
      <SegmentedControl
        size="xs"
        aria-label={`${name} ${label.toLowerCase()}`}
        data={asData(options)}
        value={String(value)}
        onChange={onChange}
      />
    </Group>
  );
}

/** Span, set (banks only have a merger restated set) and scope of a metric or statement, in the writer's words. */
export function MetricProperties({
  name,
  props,
  fiType,
  onChange,
}: {
  name: string;
  props: MetricElementProperties;
  fiType: string;
  onChange: (props: Record<string, unknown>) => void;
}) {
  const set = (patch: Partial<MetricElementProperties>) => onChange({ ...props, ...patch });
  return (
    <Stack gap={6}>
      <Setting
        label="Span"
        name={name}
        options={REPORT_WRITER_SPAN_OPTIONS}
        value={props.span}
        onChange={(v) => set({ span: Number(v) as MetricElementProperties['span'] })}
      />
      {coversBanks(fiType) ? (
        <Setting
          label="Set"
          name={name}
          options={REPORT_WRITER_SET_OPTIONS}
          value={props.set}
          onChange={(v) => set({ set: Number(v) as MetricElementProperties['set'] })}
        />
      ) : null}
      <Setting
        label="Scope"
        name={name}
        options={REPORT_WRITER_SCOPE_OPTIONS}
        value={props.scope}
        onChange={(v) => set({ scope: v as MetricElementProperties['scope'] })}
      />
    </Stack>
  );
}
