import { type CrmDashboard, fiTypeLabel } from '@fin-atlas/domain';
import {
  Button,
  Card,
  Container,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { percent } from '../org-matching';
import { useCrmDashboard } from './api';
import { CrmListPanel } from './CrmListPanel';
import { CrmListsTable, millions } from './CrmListsTable';
import { useSelectedList } from './use-selected-list';

const n = (value: number) => value.toLocaleString('en-US');

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card withBorder padding="sm">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
      {note ? (
        <Text fz="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Card>
  );
}

type BreakdownRow = { key: string; label: string; institutions: number; assets?: number; share: number };

function Breakdown({ title, rows, empty }: { title: string; rows: BreakdownRow[]; empty: string }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={3} fz="sm" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th> </Table.Th>
              <Table.Th ta="right">Institutions</Table.Th>
              {rows.some((r) => r.assets !== undefined) ? <Table.Th ta="right">Assets</Table.Th> : null}
              <Table.Th w="35%">Share</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Td>{r.label}</Table.Td>
                <Table.Td ta="right">{n(r.institutions)}</Table.Td>
                {r.assets !== undefined ? <Table.Td ta="right">{millions(r.assets)}</Table.Td> : null}
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Progress value={r.share * 100} w="100%" aria-hidden />
                    <Text fz="xs" w={36} ta="right">
                      {percent(r.share)}
                    </Text>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function breakdowns(data: CrmDashboard) {
  const total = data.totals.matched_institutions || 1;
  return {
    fiTypes: data.fi_types.map((t) => ({
      key: t.fi_type,
      label: fiTypeLabel(t.fi_type),
      institutions: t.institutions,
      assets: t.assets,
      share: t.institutions / total,
    })),
    bands: data.asset_bands
      .filter((b) => b.institutions > 0)
      .map((b) => ({
        key: String(b.band_id),
        label: b.label,
        institutions: b.institutions,
        assets: b.assets,
        share: b.institutions / total,
      })),
    vendors: data.core_vendors.map((v) => ({
      key: `${v.vendor_id}-${v.vendor}`,
      label: v.vendor,
      institutions: v.institutions,
      share: v.share,
    })),
  };
}

/** /crm_data/dashboard: the tenant's CRM lists, their match rates, and who the matched accounts are. */
export function CrmDashboardPage() {
  const [selectedId, select] = useSelectedList();
  const dashboard = useCrmDashboard(selectedId);
  const data = dashboard.data;
  const selected = data?.lists.find((l) => l.id === selectedId) ?? null;
  const parts = data ? breakdowns(data) : null;
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="CRM Dashboard"
        description={
          selected
            ? `Accounts of “${selected.name}”.`
            : 'All your CRM lists together; pick a list to see it alone.'
        }
        actions={
          <Button component={Link} to="/crm_data/sign_in" variant="default">
            Upload a CRM export
          </Button>
        }
      />
      {dashboard.isError ? <FormAlert>{errorMessage(dashboard.error)}</FormAlert> : null}
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <Figure
            label="Accounts"
            value={data ? n(data.totals.accounts) : '…'}
            note={selected ? selected.name : `${data?.lists.length ?? 0} lists`}
          />
          <Figure
            label="Match rate"
            value={data ? percent(data.totals.match_rate) : '…'}
            note={data ? `${n(data.totals.matched)} accounts matched` : undefined}
          />
          <Figure
            label="Matched institutions"
            value={data ? n(data.totals.matched_institutions) : '…'}
            note="each counted once"
          />
          <Figure
            label="Matched assets"
            value={data ? millions(data.totals.matched_assets) : '…'}
            note="latest reported total assets"
          />
        </SimpleGrid>
        <section aria-label="Your CRM lists">
          <Group justify="space-between" mb="xs">
            <Title order={2} fz="md">
              Your CRM lists
            </Title>
            {selected ? (
              <Button size="xs" variant="subtle" onClick={() => select(null)}>
                Show all lists
              </Button>
            ) : null}
          </Group>
          <ListState
            isPending={dashboard.isPending}
            isFetching={dashboard.isFetching && !dashboard.isPending}
            errorText={null}
            isEmpty={data?.lists.length === 0}
            emptyTitle="No CRM lists yet"
            emptyDescription={
              <>
                <Link to="/crm_data/sign_in">Connect your CRM</Link> with an export file to see your accounts
                here.
              </>
            }
          >
            <CrmListsTable lists={data?.lists ?? []} selectedId={selectedId} onSelect={select} />
          </ListState>
        </section>
        {parts && data && data.totals.matched_institutions > 0 ? (
          <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
            <Breakdown title="By FI type" rows={parts.fiTypes} empty="No matched accounts yet." />
            <Breakdown title="By asset size" rows={parts.bands} empty="No matched accounts yet." />
            <Breakdown
              title={`Core vendors${data.core_solution ? ` (${data.core_solution.name})` : ''}`}
              rows={parts.vendors}
              empty="No core processing data for these institutions."
            />
          </SimpleGrid>
        ) : null}
        {selected ? <CrmListPanel key={selected.id} list={selected} onClose={() => select(null)} /> : null}
      </Stack>
    </Container>
  );
}
