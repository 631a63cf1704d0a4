import { MESSAGES } from '@fin-atlas/domain';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useOutdated } from './outdated';

/** The spec's upgrade banner, on every page (signed in or not) once a newer build is detected. */
export function OutdatedBanner() {
  const outdated = useOutdated();
  if (!outdated) return null;
  return (
    <Paper radius={0} bg="yellow.1" px="md" py={6} role="status" aria-label="Application upgraded">
      <Group justify="center" gap="md">
        <Text fz="sm" fw={600} c="dark.8">
          {MESSAGES.banner.appUpgraded}
        </Text>
        <Button size="compact-sm" color="dark" variant="outline" onClick={() => window.location.reload()}>
          Refresh
        </Button>
      </Group>
    </Paper>
  );
}
