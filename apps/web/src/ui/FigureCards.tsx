import { Paper, SimpleGrid, Text } from '@mantine/core';

export type Figure = { label: string; value: string; title?: string; note?: string };

/** The report's headline figures as a row of cards. */
export function FigureCards({ figures }: { figures: readonly Figure[] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: figures.length }} spacing="md">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="md" radius="md">
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
            {figure.label}
          </Text>
          <Text fz={26} fw={700} title={figure.title}>
            {figure.value}
          </Text>
          {figure.note ? (
            <Text fz="xs" c="dimmed">
              {figure.note}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
