import { REPORT_WRITER_REPORT_TYPES } from '@fin-atlas/domain';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { notifyError, notifySuccess } from '../../core/notify';
import { useSession } from '../../core/session/use-session';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { useDeleteReport, useWriterReports } from './api';
import { customReportPath } from './paths';
import { REPORT_FI_TYPE_LABELS } from './ReportDetails';

const updated = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function NewReportCards() {
  const { user } = useSession();
  const mayMortgage = user?.enterprise_permissions.mbc === true;
  const types = REPORT_WRITER_REPORT_TYPES.filter((t) => !t.is_mbc || mayMortgage);
  return (
    <section aria-labelledby="new-report">
      <Title order={2} fz="lg" id="new-report" mb="sm">
        Start a new report
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {types.map((type) => (
          <Card key={type.key} withBorder padding="md" radius="md">
            <Stack gap="xs" justify="space-between" h="100%">
              <div>
                <Text fw={700}>{type.label}</Text>
                <Text fz="sm" c="dimmed">
                  {type.about}
                </Text>
              </div>
              <Button component={Link} to={customReportPath({ type: type.key })} variant="light">
                Write a {type.label.toLowerCase()} report
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

function SavedReports() {
  const reports = useWriterReports();
  const remove = useDeleteReport();
  const rows = reports.data?.reports ?? [];
  return (
    <section aria-labelledby="saved-reports">
      <Title order={2} fz="lg" id="saved-reports" mb="sm">
        Your custom reports
      </Title>
      <ListState
        isPending={reports.isPending}
        isFetching={reports.isFetching && !reports.isPending}
        errorText={reports.isError ? errorMessage(reports.error) : null}
        isEmpty={rows.length === 0}
        emptyTitle="No custom reports yet"
        emptyDescription="Start one above: pick the elements, lay them out and save. It then runs in Reporter like a built-in report."
      >
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Report</Table.Th>
                <Table.Th>FI type</Table.Th>
                <Table.Th ta="right">Elements</Table.Th>
                <Table.Th>Updated</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((report) => (
                <Table.Tr key={report.id}>
                  <Table.Td>
                    <Group gap="xs">
                      <Anchor component={Link} to={customReportPath({ id: report.id })} fw={600}>
                        {report.name}
                      </Anchor>
                      {report.is_mbc ? (
                        <Badge size="xs" variant="light" color="grape">
                          Mortgage
                        </Badge>
                      ) : null}
                      {report.is_global ? (
                        <Badge size="xs" variant="light">
                          Navigator{report.owner_name ? ` · ${report.owner_name}` : ''}
                        </Badge>
                      ) : null}
                    </Group>
                    {report.description ? (
                      <Text fz="xs" c="dimmed" lineClamp={1}>
                        {report.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{REPORT_FI_TYPE_LABELS[report.fi_type]}</Table.Td>
                  <Table.Td ta="right">{report.element_count}</Table.Td>
                  <Table.Td>{updated(report.updated_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        component={Link}
                        to={customReportPath({ id: report.id })}
                        size="xs"
                        variant="subtle"
                      >
                        Edit
                      </Button>
                      <ConfirmButton
                        size="xs"
                        variant="subtle"
                        title="Delete report"
                        message={`Delete “${report.name}”? Its subscriptions stop and it leaves Reporter for everyone it is shared with.`}
                        confirmLabel="Delete report"
                        aria-label={`Delete ${report.name}`}
                        busy={remove.isPending}
                        onConfirm={async () => {
                          try {
                            await remove.mutateAsync(report.id);
                            notifySuccess(`“${report.name}” deleted.`);
                          } catch (error) {
                            notifyError(error);
                            throw error;
                          }
                        }}
                      >
                        Delete
                      </ConfirmButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
    </section>
  );
}

/**
 * /super_admin/report_writer/select_report: start a report of a type (bank, credit union, holding
 * company, both, mortgage lenders) or open one of the user's saved reports to change it.
 */
export function SelectReportPage() {
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Custom Report Writer"
        description="Write your own reports from firmographic, financial, technographic and other elements, laid out with headers and graphs. Saved reports run in Reporter like the built-in ones."
      />
      <Stack gap="xl">
        <NewReportCards />
        <SavedReports />
      </Stack>
    </Container>
  );
}
