import {
  type AdminSubscriptionRow,
  SUBSCRIPTION_DELIVERY_MODES,
  SUBSCRIPTION_SCHEDULES,
  SUBSCRIPTION_STATUSES,
} from '@fin-atlas/domain';
import { Button, Container, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { useForbiddenRedirect } from '../../core/api/use-forbidden-redirect';
import { notifyError, notifySuccess } from '../../core/notify';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { ListPager } from '../../ui/TablePager';
import { useFilterParams } from '../../ui/use-filter-params';
import { AdminSubscriptionsTable } from './AdminSubscriptionsTable';
import { adminQueryFromParams, isFiltered } from './admin-filters';
import { useAdminSetStatus, useAdminSubscriptions, useRunSubscriptionNow } from './api';
import { useAwaitedRuns } from './awaited-runs';
import { DeliveryHistoryDrawer } from './DeliveryHistoryDrawer';
import { STATUS_LABELS, targetName } from './labels';
import { notifySubscriptionFailure } from './subscribe-failure';

const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const SCHEDULE_OPTIONS = SUBSCRIPTION_SCHEDULES.map((s) => ({ value: s.value, label: s.label }));
const MODE_OPTIONS = SUBSCRIPTION_DELIVERY_MODES.map((m) => ({ value: m.value, label: m.label }));

/**
 * /super_admin/manage_subscrptions (the spec's spelling): every user's subscriptions, filtered and
 * paged, to pause, resume or run at once, with each one's delivery history and files.
 */
export function ManageSubscriptionsPage() {
  const [params, update] = useFilterParams();
  const query = adminQueryFromParams(params);
  const [awaited, awaitRun] = useAwaitedRuns();
  const list = useAdminSubscriptions(query, awaited);
  const setStatus = useAdminSetStatus();
  const runNow = useRunSubscriptionNow();
  const [historyId, setHistoryId] = useState<number | null>(null);
  const forbidden = useForbiddenRedirect(list.error);
  if (forbidden) return null;
  const rows = list.data?.subscriptions ?? [];
  // The drawer follows the row, so a refresh shows a run's outcome there too.
  const historyRow = rows.find((r) => r.id === historyId) ?? null;

  const changeStatus = async (row: AdminSubscriptionRow, status: 'active' | 'paused') => {
    try {
      await setStatus.mutateAsync({ id: row.id, status });
      notifySuccess(status === 'paused' ? 'Subscription paused.' : 'Subscription resumed.');
    } catch (error) {
      notifySubscriptionFailure(error);
    }
  };
  const run = async (row: AdminSubscriptionRow) => {
    try {
      await runNow.mutateAsync(row.id);
      awaitRun(row);
      notifySuccess(`“${targetName(row)}” is being delivered to ${row.user.email}.`);
    } catch (error) {
      notifyError(error);
    }
  };
  const busyId = setStatus.isPending
    ? (setStatus.variables?.id ?? null)
    : runNow.isPending
      ? (runNow.variables ?? null)
      : null;

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Manage Subscriptions"
        description="Every user’s scheduled deliveries of saved queries and reports: pause, resume, run now and read each delivery."
      />
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SearchField
            label="Search subscriptions"
            placeholder="User, e-mail or query"
            value={query.q ?? ''}
            onSearch={(q) => update({ q })}
          />
          <Select
            label="Status"
            placeholder="Any status"
            data={STATUS_OPTIONS}
            value={query.status ?? null}
            onChange={(status) => update({ status: status ?? undefined })}
            clearable
            w={130}
          />
          <Select
            label="Schedule"
            placeholder="Any schedule"
            data={SCHEDULE_OPTIONS}
            value={query.schedule ?? null}
            onChange={(schedule) => update({ schedule: schedule ?? undefined })}
            clearable
            w={180}
          />
          <Select
            label="Delivery"
            placeholder="Any delivery"
            data={MODE_OPTIONS}
            value={query.delivery_mode ?? null}
            onChange={(mode) => update({ delivery_mode: mode ?? undefined })}
            clearable
            w={160}
          />
          <Button variant="default" onClick={() => void list.refetch()} loading={list.isFetching}>
            Refresh
          </Button>
        </Group>
        <ListState
          isPending={list.isPending}
          isFetching={list.isFetching && !list.isPending}
          errorText={list.isError ? errorMessage(list.error) : null}
          isEmpty={rows.length === 0}
          emptyTitle={isFiltered(query) ? 'No subscription matches these filters' : 'No subscriptions yet'}
          emptyDescription={
            isFiltered(query) ? undefined : 'Users subscribe to saved queries from FIN Query’s Saved Reports.'
          }
        >
          <AdminSubscriptionsTable
            rows={rows}
            onSetStatus={(row, status) => void changeStatus(row, status)}
            onRunNow={(row) => void run(row)}
            onShowHistory={(row) => setHistoryId(row.id)}
            busyId={busyId}
          />
        </ListState>
        <ListPager total={list.data?.total} query={query} onChange={update} />
      </Stack>
      <DeliveryHistoryDrawer row={historyRow} onClose={() => setHistoryId(null)} />
    </Container>
  );
}
