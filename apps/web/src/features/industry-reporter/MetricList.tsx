import type { IndustryReportMetric } from '@fin-atlas/domain';
import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { bySection } from './view-model';

type MetricListProps = {
  metrics: readonly IndustryReportMetric[];
  single: boolean;
  selectedId: string | null;
  onAll: () => void;
  onSelect: (id: string) => void;
};

/** The report's metrics under their headers, and the whole report at the top. */
export function MetricList({ metrics, single, selectedId, onAll, onSelect }: MetricListProps) {
  const sections = bySection(metrics.map((metric) => ({ metric })));
  return (
    <ScrollArea.Autosize mah="calc(100vh - 180px)" type="auto" offsetScrollbars>
      <Stack gap={2} component="nav" aria-label="Metric list">
        <NavLink component="button" label="All metrics" active={!single} onClick={onAll} />
        {sections.map((section) => (
          <div key={section.header}>
            <Text fz="xs" fw={700} tt="uppercase" c="dimmed" mt="sm" mb={2} px="xs">
              {section.header}
            </Text>
            {section.metrics.map(({ metric }) => {
              const active = single && metric.id === selectedId;
              return (
                <NavLink
                  key={metric.id}
                  component="button"
                  label={metric.name}
                  active={active}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => onSelect(metric.id)}
                />
              );
            })}
          </div>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
