import { fiTypeLabel, inactiveNote } from '@fin-atlas/domain';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useBasicProfile } from './api';
import { calendarDate } from './profile-format';
import { SectionState } from './SectionState';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm">{value}</Text>
    </Stack>
  );
}

/** Firmographics and the latest quarter's headline figures. */
export function BankProfileSection({ institutionId }: { institutionId: number }) {
  const query = useBasicProfile(institutionId);
  const data = query.data;
  return (
    <SectionState isPending={query.isPending} error={query.error} isEmpty={false} emptyText="">
      {data ? (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{fiTypeLabel(data.institution.fi_type)}</Badge>
            {data.institution.active ? null : <Badge color="gray">Inactive</Badge>}
            {data.institution.is_demo ? <Badge variant="default">Demo data</Badge> : null}
            {data.institution.inactive ? (
              <Text fz="sm" c="orange.8" data-testid="inactive-note">
                {`No longer files: ${inactiveNote(data.institution.inactive)}`}
              </Text>
            ) : null}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" data-testid="bank-profile-facts">
            <Fact
              label="Location"
              value={
                [
                  data.institution.address,
                  data.institution.city,
                  data.institution.state,
                  data.institution.zip,
                ]
                  .filter(Boolean)
                  .join(', ') || '—'
              }
            />
            <Fact label="Charter" value={data.institution.charter_class ?? '—'} />
            <Fact label="Regulator" value={data.institution.regulator ?? '—'} />
            <Fact
              label={data.institution.fi_type === 'credit_union' ? 'NCUA charter' : 'FDIC cert / RSSD'}
              value={
                [data.institution.regulatory_id, data.institution.rssd_id]
                  .filter((v) => v !== null)
                  .join(' / ') || '—'
              }
            />
            <Fact label="Established" value={calendarDate(data.institution.established_date)} />
            <Fact label="Employees" value={data.institution.employees?.toLocaleString('en-US') ?? '—'} />
            <Fact label="Branches" value={data.branches.toLocaleString('en-US')} />
            <Fact label="Market" value={data.institution.cbsa_name ?? data.institution.county_name ?? '—'} />
          </SimpleGrid>
          <Group gap="lg">
            {data.institution.website ? (
              <Text fz="sm">
                Website:{' '}
                <Anchor
                  href={`https://${data.institution.website.replace(/^https?:\/\//, '')}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {data.institution.website}
                </Anchor>
              </Text>
            ) : null}
            {data.institution.holding_company ? (
              <Text fz="sm">Holding company: {data.institution.holding_company.name}</Text>
            ) : null}
            {data.institution.subsidiaries.length > 0 ? (
              <Text fz="sm">Subsidiaries: {data.institution.subsidiaries.map((s) => s.name).join(', ')}</Text>
            ) : null}
          </Group>
          <Text fz="sm" fw={600}>
            Financials {data.financials.period_label ? `(${data.financials.period_label})` : ''}
          </Text>
          <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md" data-testid="bank-profile-financials">
            {data.financials.cards.map((card) => (
              <Fact key={card.card_id} label={card.title} value={card.value_text} />
            ))}
          </SimpleGrid>
          {data.financials.assets_rank ? (
            <Text fz="sm" c="dimmed">
              Ranked {data.financials.assets_rank.rank.toLocaleString('en-US')} of{' '}
              {data.financials.assets_rank.of.toLocaleString('en-US')} by total assets nationally.
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </SectionState>
  );
}
