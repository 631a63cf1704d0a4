import type { IndustryReporterState } from '@fin-atlas/domain';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { useFiGroups, useIndustryReports, useSegmentations } from './api';

/** The choices made so far: the FI groups, the segment set and the report. */
export function IndustrySelection({ state }: { state: IndustryReporterState }) {
  const groups = useFiGroups().data?.groups ?? [];
  const sets = useSegmentations().data?.segmentations ?? [];
  const reports = useIndustryReports().data?.reports ?? [];
  const names = state.selectedGroups.map((ref) => groups.find((g) => g.ref === ref)?.name ?? ref);
  const set = sets.find((s) => s.id === state.segmentId);
  const report = reports.find((r) => r.id === state.reportId);
  return (
    <Paper withBorder radius="md" p="sm" mb="md" component="section" aria-label="Industry report selection">
      <Group gap="lg" wrap="wrap">
        <Group gap={6}>
          <Text fz="sm" c="dimmed">
            FI groups:
          </Text>
          {names.length === 0 ? (
            <Text fz="sm">None yet</Text>
          ) : (
            names.map((name) => (
              <Badge key={name} variant="light" tt="none">
                {name}
              </Badge>
            ))
          )}
        </Group>
        <Text fz="sm">
          <Text span c="dimmed">
            Segmentation:{' '}
          </Text>
          {set?.name ?? 'None'}
        </Text>
        <Text fz="sm">
          <Text span c="dimmed">
            Report:{' '}
          </Text>
          {report?.name ?? 'None yet'}
        </Text>
      </Group>
    </Paper>
  );
}
