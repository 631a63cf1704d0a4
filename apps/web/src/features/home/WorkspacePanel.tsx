import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type WorkspacePanelProps = {
  id: string;
  title: string;
  /** A link beside the title to where the list's items are managed. */
  more?: { label: string; to: string };
  children: ReactNode;
};

/** One panel of the home workspace: a titled, bordered list. */
export function WorkspacePanel({ id, title, more, children }: WorkspacePanelProps) {
  const headingId = `workspace-${id}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} h="100%">
      <Group justify="space-between" align="baseline" mb="xs" wrap="nowrap">
        <Title order={2} fz="md" id={headingId}>
          {title}
        </Title>
        {more ? (
          <Anchor component={Link} to={more.to} fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {more.label}
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}

/** Rows of a workspace list, divided by hairlines. */
export function WorkspaceList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap={0} m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

type WorkspaceRowProps = { title: ReactNode; detail: ReactNode; aside?: ReactNode };

export function WorkspaceRow({ title, detail, aside }: WorkspaceRowProps) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={8}
      style={{
        borderTopWidth: 1,
        borderTopStyle: 'solid',
        borderTopColor: 'var(--mantine-color-gray-2)',
      }}
    >
      <Stack gap={2} miw={0}>
        {title}
        <Text fz="xs" c="gray.7" truncate>
          {detail}
        </Text>
      </Stack>
      {aside ? (
        <Text fz="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
          {aside}
        </Text>
      ) : null}
    </Group>
  );
}

/** What a new user sees in place of an empty list: what the list will hold and how to start it. */
export function WorkspaceEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Stack gap="xs" py="xs" align="flex-start">
      <Text fz="sm" c="gray.7">
        {children}
      </Text>
      {action}
    </Stack>
  );
}
