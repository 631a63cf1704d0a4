import { type DataFreshness, quarterLabel } from '@fin-atlas/domain';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { WorkspacePanel } from './WorkspacePanel';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const loadDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** How current one source is: its quarter, its survey date, or (undated technographics) when it was loaded. */
export function freshnessText(source: DataFreshness): string {
  if (source.loaded_at === null && source.period === null) return 'Not loaded';
  switch (source.source) {
    case 'fdic_call_reports':
    case 'ncua_5300':
      return source.period ? quarterLabel(source.period) : 'Not loaded';
    case 'summary_of_deposits':
      return source.period
        ? `${longDate.format(new Date(`${source.period}T00:00:00Z`))} survey`
        : 'Not loaded';
    case 'technographics':
      return source.loaded_at ? `Updated ${loadDate.format(new Date(source.loaded_at))}` : 'Not loaded';
    case 'hmda':
      return source.period ? `${source.period.slice(0, 4)} lending year` : 'Not loaded';
  }
}

type DataFreshnessPanelProps = { sources: DataFreshness[]; wide?: boolean };

/** The latest data per source, each labelled demo data when it was generated. */
export function DataFreshnessPanel({ sources, wide = false }: DataFreshnessPanelProps) {
  return (
    <WorkspacePanel id="data-as-of" title="Data as of">
      <SimpleGrid
        component="dl"
        cols={wide ? { base: 1, sm: 2, lg: 5 } : 1}
        spacing="sm"
        verticalSpacing={8}
        m={0}
      >
        {sources.map((source) => (
          <Stack key={source.source} gap={0} data-source={source.source}>
            <Text component="dt" fz="xs" c="gray.7">
              {source.name}
            </Text>
            <Group component="dd" gap={6} m={0} wrap="nowrap">
              <Text fz="sm" fw={600} c={source.loaded_at === null ? 'dimmed' : undefined}>
                {freshnessText(source)}
              </Text>
              {source.is_demo ? (
                <Badge size="xs" variant="filled" color="dark.6">
                  Demo data
                </Badge>
              ) : null}
            </Group>
          </Stack>
        ))}
      </SimpleGrid>
    </WorkspacePanel>
  );
}
