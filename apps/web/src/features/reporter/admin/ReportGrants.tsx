import type { ReportAccessEntry } from '@fin-atlas/domain';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { notifySuccess } from '../../../core/notify';
import { FormAlert } from '../../../ui/FormAlert';
import { useSaveGrants } from './api';

/** The rule the server applies to every report list and run (report-grants.ts on the server). */
export function AccessRuleNote() {
  return (
    <Alert variant="light" color="blue" title="How report access works">
      A report without grants is open to every user whose company bought its module. Once a report is granted
      to a group or an institution, only users of the granted groups and the granted institutions’ own staff
      see it and can run it; everyone else no longer finds it. FIN Admins always see every report.
    </Alert>
  );
}

const SECTIONS: { title: string; matches: (r: ReportAccessEntry) => boolean }[] = [
  { title: 'Bank reports', matches: (r) => r.kind === 'built_in' && r.fi_type === 'bank' },
  { title: 'Credit union reports', matches: (r) => r.kind === 'built_in' && r.fi_type === 'credit_union' },
  { title: 'Technographic reports', matches: (r) => r.kind === 'built_in' && r.fi_type === 'both' },
  { title: 'Navigator and custom reports', matches: (r) => r.kind === 'custom' },
];

/** Who may run a report today, in a few words. */
export function accessSummary(report: ReportAccessEntry): string {
  if (!report.restricted) return 'Open to everyone with its module';
  const names = [...report.groups, ...report.institutions].map((g) => g.name);
  return `Only ${names.join(', ')}`;
}

type GrantEditorProps = {
  subject: 'groups' | 'institutions';
  subjectId: number;
  subjectName: string;
  reports: ReportAccessEntry[];
};

const grantedTo = (subject: GrantEditorProps['subject'], id: number, reports: ReportAccessEntry[]) =>
  reports.filter((r) => r[subject].some((s) => s.id === id)).map((r) => r.id);

/**
 * Every grantable report with a tick for "granted to this group (or institution)"; saving replaces
 * the subject's grants at once. Mount it with a key per subject, so each starts from its own grants.
 */
export function GrantEditor({ subject, subjectId, subjectName, reports }: GrantEditorProps) {
  const save = useSaveGrants(subject);
  const [chosen, setChosen] = useState<number[]>(() => grantedTo(subject, subjectId, reports));
  const saved = grantedTo(subject, subjectId, reports);
  const dirty = chosen.length !== saved.length || chosen.some((id) => !saved.includes(id));
  const submit = async () => {
    try {
      await save.mutateAsync({ id: subjectId, reportIds: chosen });
      notifySuccess(`Report access of ${subjectName} saved.`);
    } catch {
      // Shown under the list.
    }
  };
  return (
    <Stack gap="md">
      <Checkbox.Group
        label={`Reports granted to ${subjectName}`}
        value={chosen.map(String)}
        onChange={(values) => setChosen(values.map(Number))}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="sm">
          {SECTIONS.map((section) => {
            const rows = reports.filter(section.matches);
            if (rows.length === 0) return null;
            return (
              <Stack key={section.title} gap={6}>
                <Text fw={600} fz="sm">
                  {section.title}
                </Text>
                {rows.map((r) => (
                  <Checkbox key={r.id} value={String(r.id)} label={r.name} description={accessSummary(r)} />
                ))}
              </Stack>
            );
          })}
        </SimpleGrid>
      </Checkbox.Group>
      {save.isError ? <FormAlert>{errorMessage(save.error)}</FormAlert> : null}
      <Group justify="flex-end">
        <Button onClick={() => void submit()} disabled={!dirty} loading={save.isPending}>
          Save access
        </Button>
      </Group>
    </Stack>
  );
}

/** The reports some group or institution holds a grant to, and whom they are restricted to. */
export function RestrictedReports({ reports }: { reports: ReportAccessEntry[] }) {
  const restricted = reports.filter((r) => r.restricted);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Restricted reports">
      <Title order={2} fz="md" mb="xs">
        Restricted reports
      </Title>
      {restricted.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No report is restricted: every report is open to everyone with its module.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table fz="sm" verticalSpacing={4} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Report</Table.Th>
                <Table.Th>Groups</Table.Th>
                <Table.Th>Institutions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {restricted.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    {r.name}{' '}
                    {r.kind === 'custom' ? (
                      <Badge size="xs" variant="light">
                        Custom
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{r.groups.map((g) => g.name).join(', ') || '—'}</Table.Td>
                  <Table.Td>{r.institutions.map((i) => i.name).join(', ') || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
