import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { type ConsoleToolId, consoleTool } from './console-tools';
import { ADMIN_CONSOLES } from './consoles';

const HOME: Record<string, string> = {
  super_admin: '/super_admin/dashboard',
  admin: '/admin/users',
  partner_admin: '/partner_admin/dashboard',
};

/** A console screen whose data comes with a later module: what it is for, and where to go meanwhile. */
export function ConsoleToolPage({ toolId }: { toolId: ConsoleToolId }) {
  const tool = consoleTool(toolId);
  const adminConsole = ADMIN_CONSOLES[tool.console];
  return (
    <Container size="md" py="lg">
      <PageHeader title={tool.title} description={`${adminConsole.name} · ${tool.group}`} />
      <Stack gap="md">
        <Text fz="lg">{tool.description}</Text>
        <Alert variant="light" title="Available with its data">
          This screen fills in once {tool.arrivesWith} is part of FIN Atlas. Until then the{' '}
          {adminConsole.name.toLowerCase()} console’s other screens cover users, groups and access.
        </Alert>
        <Group>
          <Button component={Link} to={HOME[tool.console] ?? '/dashboard'}>
            Back to the {adminConsole.name.toLowerCase()} console
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
