import type { ActivityUserRow, UserActivityReport } from '@fin-atlas/domain';
import { Badge, EmptyState, Paper, SimpleGrid, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../ui/format';
import { ActivityDetailTable } from './ActivityDetailTable';
import { ActivityFigures } from './ActivityFigures';
import { ActivityTrendChart } from './ActivityTrendChart';
import { ActivityUsersTable } from './ActivityUsersTable';
import { count, moduleLabel } from './activity-labels';
import { ModuleUseChart } from './ModuleUseChart';
import { RecentActivityTable } from './RecentActivityTable';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** "Demo data" where the figures include the demo accounts' generated history. */
export function DemoActivityBadge({ isDemo }: { isDemo: boolean }) {
  if (!isDemo) return null;
  return (
    <Tooltip label="Includes the generated history of the demo accounts">
      <Badge variant="filled" color="dark.6">
        Demo data
      </Badge>
    </Tooltip>
  );
}

function ModuleTable({ modules }: { modules: UserActivityReport['modules'] }) {
  return (
    <Table aria-label="Module use">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Module</Table.Th>
          <Table.Th ta="right">Events</Table.Th>
          <Table.Th ta="right">Users</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {modules.map((m) => (
          <Table.Tr key={m.module}>
            <Table.Td>{moduleLabel(m.module)}</Table.Td>
            <Table.Td ta="right">{count(m.events)}</Table.Td>
            <Table.Td ta="right">{count(m.users)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type Props = {
  report: UserActivityReport;
  showGroup: boolean;
  onPickUser?: (user: ActivityUserRow['user']) => void;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
};

/**
 * One activity report: headline figures, the daily trend, module use, the users, the table by user,
 * module and day, and the latest events. Shared by the three consoles' User Activity and the FIN
 * Admin's view of one client.
 */
export function ActivityReportView({ report, showGroup, onPickUser, onPage, onPerPage }: Props) {
  const range = `${formatDate(report.from)} – ${formatDate(report.to)}`;
  if (report.totals.events === 0) {
    return (
      <EmptyState
        title="No activity in this range"
        description={`Nobody in scope signed in or used a module from ${range}. Try a longer range.`}
        py="xl"
      />
    );
  }
  return (
    <Stack gap="md">
      <ActivityFigures totals={report.totals} />
      <Section title="Daily activity">
        <ActivityTrendChart daily={report.daily} label={`Activity over ${range}`} />
        <Text fz="xs" c="dimmed" mt={4}>
          Days are UTC days; over more than three months the chart sums weeks.
        </Text>
      </Section>
      <Section title="Module use">
        {report.modules.length === 0 ? (
          <Text c="dimmed">Sign-ins only: no module was used in this range.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ModuleUseChart modules={report.modules} />
            <ModuleTable modules={report.modules} />
          </SimpleGrid>
        )}
      </Section>
      <Section title="Users">
        <ActivityUsersTable
          users={report.users}
          total={report.users_total}
          showGroup={showGroup}
          onPick={onPickUser}
        />
      </Section>
      <Section title="By user, module and day">
        <ActivityDetailTable report={report} onPage={onPage} onPerPage={onPerPage} />
      </Section>
      <Section title="Recent activity">
        <Text fz="sm" c="dimmed" mb="xs">
          The latest {count(report.recent.length)} events of the range.
        </Text>
        <RecentActivityTable events={report.recent} />
      </Section>
    </Stack>
  );
}
