import { Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { InstitutionTypeahead } from '../../institutions';
import { useInstitutionAccess, useReportAccess } from './api';
import { AccessRuleNote, GrantEditor, RestrictedReports } from './ReportGrants';

type Chosen = { id: number; name: string };

/** The institution's FI users: whom its grants reach. */
function InstitutionUsers({ id }: { id: number }) {
  const access = useInstitutionAccess(id);
  if (access.isPending) return <Skeleton height={40} aria-label="Loading the institution’s users" />;
  if (access.isError) return <FormAlert>{errorMessage(access.error)}</FormAlert>;
  const { users } = access.data;
  if (users.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No active user works for this institution yet. Its grants reach bank and credit union users whose
        company name is the institution’s name.
      </Text>
    );
  }
  return (
    <Text fz="sm">
      Its grants reach {users.length === 1 ? 'its user' : `its ${users.length} users`}:{' '}
      {users.map((u) => `${u.user_name} (${u.email})`).join(', ')}.
    </Text>
  );
}

/**
 * FIN Admin (report_access/select_fi): which institutions' own users (bank and credit union staff)
 * may run which reports. Find an institution, tick the reports granted to it.
 */
export function SelectFiPage() {
  const access = useReportAccess();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const granted = new Map<number, string>();
  for (const r of access.data?.reports ?? []) for (const i of r.institutions) granted.set(i.id, i.name);
  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Report Access: Select FI"
        description="Grant reports to an institution: its own staff then run them, whatever their group."
      />
      <Stack gap="lg">
        <AccessRuleNote />
        <InstitutionTypeahead
          label="Institution"
          onPick={(hit) => setChosen({ id: hit.id, name: hit.name })}
        />
        {granted.size > 0 ? (
          <Group gap="xs" aria-label="Institutions with grants">
            <Text fz="sm" c="dimmed">
              With grants:
            </Text>
            {[...granted].map(([id, name]) => (
              <Button key={id} size="xs" variant="light" onClick={() => setChosen({ id, name })}>
                {name}
              </Button>
            ))}
          </Group>
        ) : null}
        {access.isPending ? <Skeleton height={240} aria-label="Loading the reports" /> : null}
        {access.isError ? <FormAlert>{errorMessage(access.error)}</FormAlert> : null}
        {access.data && chosen ? (
          <Paper withBorder p="md" radius="md" component="section" aria-label={chosen.name}>
            <Stack gap="md">
              <Title order={2} fz="lg">
                {chosen.name}
              </Title>
              <InstitutionUsers id={chosen.id} />
              <GrantEditor
                key={chosen.id}
                subject="institutions"
                subjectId={chosen.id}
                subjectName={chosen.name}
                reports={access.data.reports}
              />
            </Stack>
          </Paper>
        ) : null}
        {access.data ? <RestrictedReports reports={access.data.reports} /> : null}
      </Stack>
    </Container>
  );
}
