import type { AdminCustomReport } from '@fin-atlas/domain';
import { Anchor, Button, Group, Modal, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { notifyError, notifySuccess } from '../../../core/notify';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { FormAlert } from '../../../ui/FormAlert';
import { formatDateTime } from '../../../ui/format';
import { NavigatorConsole, type Picked, RemoteMultiSelect } from '../../admin';
import { fiTypeLabel, useDeleteNavigatorReport, useNavigatorReports, useUpdateNavigatorReport } from './api';

/** The report writer page that edits a custom report. */
const editPath = (id: number) => `/super_admin/report_writer/custom_report?id=${id}`;

function GroupsModal({ report, onClose }: { report: AdminCustomReport | null; onClose: () => void }) {
  const update = useUpdateNavigatorReport();
  const [groups, setGroups] = useState<Picked[]>(
    (report?.groups ?? []).map((g) => ({ value: String(g.id), label: g.name, name: g.name })),
  );
  const save = async () => {
    if (!report) return;
    try {
      await update.mutateAsync({ id: report.id, body: { group_ids: groups.map((g) => Number(g.value)) } });
      notifySuccess(
        `“${report.name}” is shared with ${groups.length} group${groups.length === 1 ? '' : 's'}.`,
      );
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Modal opened={report !== null} onClose={onClose} title={`Groups of “${report?.name ?? ''}”`} centered>
      <Stack gap="sm">
        <RemoteMultiSelect
          kind="groups"
          label="Client groups it is shared with"
          description="Their users see the report in their lists, besides its owner."
          value={groups}
          onChange={setGroups}
        />
        {update.isError ? <FormAlert>{errorMessage(update.error)}</FormAlert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={update.isPending}>
            Save groups
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ReportRow({ report, onGroups }: { report: AdminCustomReport; onGroups: () => void }) {
  const update = useUpdateNavigatorReport();
  const remove = useDeleteNavigatorReport();
  const toggle = async (isGlobal: boolean) => {
    try {
      await update.mutateAsync({ id: report.id, body: { is_global: isGlobal } });
      notifySuccess(
        isGlobal
          ? `“${report.name}” is offered to everyone.`
          : `“${report.name}” is no longer a navigator report.`,
      );
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Table.Tr>
      <Table.Td maw={320}>
        <Text fz="sm" fw={600}>
          {report.name}
        </Text>
        <Text fz="xs" c="dimmed" lineClamp={1}>
          {fiTypeLabel(report.fi_type)}
          {report.description ? ` · ${report.description}` : ''}
        </Text>
      </Table.Td>
      <Table.Td>
        {report.owner ? (
          <>
            <Text fz="sm">{report.owner.user_name}</Text>
            <Text fz="xs" c="dimmed">
              {report.owner.email}
            </Text>
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            Owner deleted
          </Text>
        )}
      </Table.Td>
      <Table.Td maw={240}>
        <Text fz="sm" lineClamp={2}>
          {report.groups.length === 0 ? 'Not shared' : report.groups.map((g) => g.name).join(', ')}
        </Text>
      </Table.Td>
      <Table.Td>{formatDateTime(report.updated_at)}</Table.Td>
      <Table.Td>
        <Switch
          checked={report.is_global}
          onChange={(e) => void toggle(e.currentTarget.checked)}
          disabled={update.isPending}
          aria-label={`${report.name} is a navigator report`}
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={editPath(report.id)} fz="sm">
            Edit<VisuallyHidden> {report.name}</VisuallyHidden>
          </Anchor>
          <Button size="xs" variant="default" onClick={onGroups} aria-label={`Groups of ${report.name}`}>
            Groups
          </Button>
          <ConfirmButton
            size="xs"
            title="Delete report"
            message={`Delete “${report.name}” for its owner and everyone it is shared with? Its stored runs and access grants go with it.`}
            confirmLabel="Delete report"
            busy={remove.isPending}
            onConfirm={async () => {
              try {
                await remove.mutateAsync(report.id);
                notifySuccess(`“${report.name}” deleted.`);
              } catch (error) {
                notifyError(error);
              }
            }}
            aria-label={`Delete ${report.name}`}
          >
            Delete
          </ConfirmButton>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function NavigatorTable({
  reports,
  onGroups,
}: {
  reports: AdminCustomReport[];
  onGroups: (r: AdminCustomReport) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing={6} fz="sm">
        <VisuallyHidden component="caption">Navigator reports</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Report</Table.Th>
            <Table.Th>Owner</Table.Th>
            <Table.Th>Shared with</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th>Navigator</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((r) => (
            <ReportRow key={r.id} report={r} onGroups={() => onGroups(r)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * FIN Admin: the navigator reports (global custom reports) every entitled user is offered, with
 * their owner and the client groups they are shared with; any custom report can be found, marked,
 * shared, edited in the report writer or deleted.
 */
export function NavigatorReportsPage() {
  const [search, setSearch] = useState('');
  const [all, setAll] = useState(false);
  const list = useNavigatorReports(search, all);
  const [editingGroups, setEditingGroups] = useState<AdminCustomReport | null>(null);
  const rows = list.data?.custom_reports ?? [];
  return (
    <NavigatorConsole
      title="Navigator Reports"
      description="Custom reports offered to every user as ready-made reports, and the groups they are shared with."
      noun={{ one: 'report', many: 'reports' }}
      everyLabel="Every custom report"
      search={search}
      onSearch={setSearch}
      all={all}
      onAll={setAll}
      list={list}
      rowCount={rows.length}
      dialogs={
        <GroupsModal
          key={editingGroups?.id ?? 'none'}
          report={editingGroups}
          onClose={() => setEditingGroups(null)}
        />
      }
    >
      <NavigatorTable reports={rows} onGroups={setEditingGroups} />
    </NavigatorConsole>
  );
}
