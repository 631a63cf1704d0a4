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

/** Span, set and scope of a metric or statement, in the writer's words. */
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
      <Group gap="xs" wrap="wrap" align="center">
        <Text fz="xs" c="dimmed" w={44}>
          Span
        </Text>
        <SegmentedControl
          size="xs"
          aria-label={`${name} span`}
          data={asData(REPORT_WRITER_SPAN_OPTIONS)}
          value={String(props.span)}
          onChange={(v) => set({ span: Number(v) as MetricElementProperties['span'] })}
        />
      </Group>
      {coversBanks(fiType) ? (
        <Group gap="xs" wrap="wrap" align="center">
          <Text fz="xs" c="dimmed" w={44}>
            Set
          </Text>
          <SegmentedControl
            size="xs"
            aria-label={`${name} set`}
            data={asData(REPORT_WRITER_SET_OPTIONS)}
            value={String(props.set)}
            onChange={(v) => set({ set: Number(v) as MetricElementProperties['set'] })}
          />
        </Group>
      ) : null}
      <Group gap="xs" wrap="wrap" align="center">
        <Text fz="xs" c="dimmed" w={44}>
          Scope
        </Text>
        <SegmentedControl
          size="xs"
          aria-label={`${name} scope`}
          data={asData(REPORT_WRITER_SCOPE_OPTIONS)}
          value={props.scope}
          onChange={(v) => set({ scope: v as MetricElementProperties['scope'] })}
        />
      </Group>
    </Stack>
  );
}
