import { Container, Paper, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { type Picked, RemoteSelect } from '../../admin';
import { useReportAccess } from './api';
import { AccessRuleNote, GrantEditor, RestrictedReports } from './ReportGrants';

/**
 * FIN Admin (report_access/accessible_reports): which client groups may run which reports. Pick a
 * group, tick the reports granted to it; the reports restricted so far are listed below.
 */
export function AccessibleReportsPage() {
  const access = useReportAccess();
  const [group, setGroup] = useState<Picked | null>(null);
  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Accessible Reports"
        description="Grant reports to client groups: a granted report is run only by the groups and institutions granted it."
      />
      <Stack gap="lg">
        <AccessRuleNote />
        <RemoteSelect
          kind="groups"
          label="Group"
          description="A client group or user group"
          value={group}
          onChange={setGroup}
        />
        {access.isPending ? <Skeleton height={240} aria-label="Loading the reports" /> : null}
        {access.isError ? <FormAlert>{errorMessage(access.error)}</FormAlert> : null}
        {access.data && group ? (
          <Paper withBorder p="md" radius="md">
            <GrantEditor
              key={group.value}
              subject="groups"
              subjectId={Number(group.value)}
              subjectName={group.name ?? group.label}
              reports={access.data.reports}
            />
          </Paper>
        ) : null}
        {access.data ? <RestrictedReports reports={access.data.reports} /> : null}
      </Stack>
    </Container>
  );
}
