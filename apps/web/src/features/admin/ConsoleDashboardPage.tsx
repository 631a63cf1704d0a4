import { Anchor, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { CONSOLE_TOOLS } from './console-tools';
import { RegulatorRefreshPanel } from './RegulatorRefreshPanel';

type Screen = { label: string; to: string; description: string };

const READY: Record<'super_admin' | 'partner_admin', Screen[]> = {
  super_admin: [
    { label: 'All users', to: '/super_admin/all_users', description: 'Every account of every client.' },
    {
      label: 'All groups',
      to: '/super_admin/all_groups',
      description: 'Client, partner and user groups and their purchases.',
    },
    {
      label: 'Mock users',
      to: '/super_admin/mock_users',
      description: 'See the product exactly as a user sees it.',
    },
    {
      label: 'Error log',
      to: '/super_admin/client_errors',
      description: 'Failures users’ browsers reported.',
    },
    {
      label: 'Signals',
      to: '/super_admin/signals',
      description: 'FIN Intent signals: the weighted evidence behind each research level, and rescoring.',
    },
    {
      label: 'Actions',
      to: '/super_admin/actions',
      description: 'What happens when an institution reaches a level: alerts to followers, CRM lists.',
    },
    {
      label: 'Navigator Groups',
      to: '/super_admin/navigator_groups',
      description: 'Saved queries offered to every user as ready-made queries and FI groups.',
    },
    {
      label: 'Copy Queries',
      to: '/super_admin/copy_queries',
      description: 'Copy a user’s saved queries to other users or whole groups.',
    },
    {
      label: 'Copy Reports',
      to: '/super_admin/copy_reports',
      description: 'Copy a user’s custom reports to other users or whole groups.',
    },
    {
      label: 'Navigator Reports',
      to: '/super_admin/navigator_reports',
      description: 'Custom reports offered to every user, and the groups they are shared with.',
    },
    {
      label: 'Accessible Reports',
      to: '/super_admin/report_access/accessible_reports',
      description: 'Which client groups may run which reports.',
    },
    {
      label: 'Report Access: Select FI',
      to: '/super_admin/report_access/select_fi',
      description: 'Which institutions’ own users may run which reports.',
    },
    {
      label: 'Rerun Reports',
      to: '/super_admin/rerun_reports',
      description: 'Rerun stored reports after a data load, so users open current numbers.',
    },
    {
      label: 'Manage Subscriptions',
      // Spelled as the spec spells it: bookmarks and links use this path.
      to: '/super_admin/manage_subscrptions',
      description: 'Every user’s scheduled deliveries: pause, resume, run now, delivery history.',
    },
    {
      label: 'Data Scoring',
      to: '/super_admin/data_scoring',
      description: 'How VendorFit and FIN Intent predicted real switches, against the obvious baselines.',
    },
    {
      label: 'Audit log',
      to: '/super_admin/audit_log',
      description: 'Sign-ins, edits, permission changes, impersonation.',
    },
    {
      label: 'E-mail templates',
      to: '/super_admin/email_templates',
      description: 'The subject and text of every e-mail the app sends, with placeholders and a preview.',
    },
    {
      label: 'Mailbox',
      to: '/super_admin/mailbox',
      description: 'Mail the app sent (development without SMTP).',
    },
  ],
  partner_admin: [
    { label: 'Users', to: '/partner_admin/users', description: 'The partner’s users and their roles.' },
    { label: 'Groups', to: '/partner_admin/groups', description: 'The partner’s groups and their members.' },
    {
      label: 'New group',
      to: '/partner_admin/groups/new',
      description: 'Set up a credit union: its group, members and what your partnership grants it.',
    },
  ],
};

/** A console's front page: its everyday screens, then every tool of the console by group. */
export function ConsoleDashboardPage({ consoleId }: { consoleId: 'super_admin' | 'partner_admin' }) {
  const tools = CONSOLE_TOOLS.filter((t) => t.console === consoleId);
  const groups = [...new Set(tools.map((t) => t.group))];
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title={consoleId === 'super_admin' ? 'Super admin dashboard' : 'Partner admin dashboard'}
        description={
          consoleId === 'super_admin'
            ? 'Every client, user and setting of FIN Atlas.'
            : 'The users and groups of your partner site.'
        }
      />
      <Stack gap="xl">
        {consoleId === 'super_admin' && <RegulatorRefreshPanel />}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {READY[consoleId].map((screen) => (
            <Card key={screen.to} withBorder padding="md">
              <Anchor component={Link} to={screen.to} fw={700}>
                {screen.label}
              </Anchor>
              <Text fz="sm" c="gray.7" mt={4}>
                {screen.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        {groups.map((group) => (
          <Stack key={group} gap="xs" component="section" aria-label={group}>
            <Title order={2} fz="lg">
              {group}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {tools
                .filter((t) => t.group === group)
                .map((t) => (
                  <Card key={t.id} withBorder padding="sm">
                    <Anchor component={Link} to={t.path} fw={600}>
                      {t.title}
                    </Anchor>
                    <Text fz="sm" c="gray.7" mt={2}>
                      {t.description}
                    </Text>
                  </Card>
                ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
