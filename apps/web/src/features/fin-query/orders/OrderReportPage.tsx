import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE, type QueryOrder } from '@fin-atlas/domain';
import { Badge, Button, CloseButton, Container, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { FormAlert } from '../../../ui/FormAlert';
import { formatDateTime } from '../../../ui/format';
import { ListState } from '../../../ui/ListState';
import { PageHeader } from '../../../ui/PageHeader';
import { TablePager } from '../../../ui/TablePager';
import { positiveParam, useFilterParams } from '../../../ui/use-filter-params';
import { exportOrders, type OrderReportKind, useOrderReport } from './order-report-api';
import { count, countOf, money } from './price-format';

const isoDay = (text: string | null) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined);

const TITLES: Record<OrderReportKind, { title: string; description: string }> = {
  admin: {
    title: 'User Order Report',
    description: 'The prospect lists your company’s users bought, with their prices and how they were paid.',
  },
  super_admin: {
    title: 'User Orders Report',
    description: 'Every prospect list bought across all clients, with prices and payment.',
  },
};

function OrderRow({ order, showGroup }: { order: QueryOrder; showGroup: boolean }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{order.user_name ?? '—'}</Text>
        <Text fz="xs" c="dimmed">
          {order.email ?? 'deleted user'}
        </Text>
      </Table.Td>
      {showGroup ? <Table.Td>{order.group_name ?? '—'}</Table.Td> : null}
      <Table.Td>{order.query_name ?? 'Unsaved query'}</Table.Td>
      <Table.Td ta="right">{count(order.fi_count)}</Table.Td>
      <Table.Td ta="right">{count(order.number_fields)}</Table.Td>
      <Table.Td>{order.format.toUpperCase()}</Table.Td>
      <Table.Td ta="right" fw={600}>
        {money(order.total_price)}
      </Table.Td>
      <Table.Td ta="right">{count(order.tokens)}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={order.payment === 'tokens' ? 'teal' : 'gray'}>
          {order.payment === 'tokens' ? 'Tokens' : 'Invoice'}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /admin/user_order_report (a client admin's company) and /super_admin/user_orders_report (every
 * client): orders newest first over a day range, the totals of the range, and its CSV.
 */
export function OrderReportPage({ kind }: { kind: OrderReportKind }) {
  const [params, update] = useFilterParams();
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const filter = {
    from: isoDay(params.get('from')),
    to: isoDay(params.get('to')),
    group_id:
      kind === 'super_admin' && params.get('group_id')
        ? positiveParam(params.get('group_id'), 0) || undefined
        : undefined,
  };
  const query = {
    ...filter,
    page: positiveParam(params.get('page'), 1),
    per_page: (ADMIN_PAGE_SIZES as readonly number[]).includes(Number(params.get('per_page')))
      ? Number(params.get('per_page'))
      : DEFAULT_ADMIN_PAGE_SIZE,
  };
  const rangeError =
    filter.from && filter.to && filter.from > filter.to ? 'The start date is after the end date.' : null;
  const report = useOrderReport(kind, query, !rangeError);
  const forbidden = useForbiddenRedirect(report.error);
  if (forbidden) return null;
  const rows = rangeError ? [] : (report.data?.orders ?? []);
  const showGroup = kind === 'super_admin';
  const groupName = filter.group_id ? rows.find((o) => o.group_id === filter.group_id)?.group_name : null;
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await exportOrders(kind, filter);
    } catch (error) {
      setExportError(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title={TITLES[kind].title}
        description={TITLES[kind].description}
        actions={
          <Button
            variant="default"
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={Boolean(rangeError)}
          >
            Export CSV
          </Button>
        }
      />
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label="From"
            value={filter.from ?? ''}
            onChange={(e) => update({ from: isoDay(e.currentTarget.value) ?? '' })}
            w={170}
          />
          <TextInput
            type="date"
            label="To"
            value={filter.to ?? ''}
            onChange={(e) => update({ to: isoDay(e.currentTarget.value) ?? '' })}
            error={rangeError}
            w={170}
          />
          {filter.group_id ? (
            <Group gap={4}>
              <Badge size="lg" variant="light">
                Client: {groupName ?? `group ${filter.group_id}`}
              </Badge>
              <CloseButton aria-label="Show every client" onClick={() => update({ group_id: undefined })} />
            </Group>
          ) : null}
        </Group>
        {exportError ? <FormAlert>{exportError}</FormAlert> : null}
        {report.data && !rangeError ? (
          <Text fz="sm" aria-live="polite">
            {countOf(report.data.total, 'order')} · {money(report.data.total_price)} ·{' '}
            {countOf(report.data.total_tokens, 'token')} drawn
          </Text>
        ) : null}
        <ListState
          isPending={report.isPending && !rangeError}
          isFetching={report.isFetching}
          errorText={report.isError ? errorMessage(report.error) : null}
          isEmpty={rows.length === 0}
          emptyTitle="No order"
          emptyDescription="No prospect list was bought in this range."
        >
          <Table striped aria-label="Orders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>User</Table.Th>
                {showGroup ? <Table.Th>Client group</Table.Th> : null}
                <Table.Th>Query</Table.Th>
                <Table.Th ta="right">Institutions</Table.Th>
                <Table.Th ta="right">Fields</Table.Th>
                <Table.Th>Format</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th ta="right">Tokens</Table.Th>
                <Table.Th>Payment</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((order) => (
                <OrderRow key={order.id} order={order} showGroup={showGroup} />
              ))}
            </Table.Tbody>
          </Table>
          <TablePager
            total={report.data?.total ?? 0}
            page={query.page}
            perPage={query.per_page}
            pageSizes={ADMIN_PAGE_SIZES}
            onPageChange={(page) => update({ page })}
            onPerPageChange={(per_page) => update({ per_page })}
          />
        </ListState>
      </Stack>
    </Container>
  );
}
