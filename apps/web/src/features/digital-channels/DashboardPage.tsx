import {
  DEFAULT_FI_TYPE_FILTER,
  DIGITAL_CHANNEL_MODULES,
  DIGITAL_CHANNEL_PAGES,
  type DigitalChannelModule,
  type DigitalChannelsOverview,
  type DigitalChannelsReport,
  encodeDigitalChannelsQuery,
  FI_TYPE_FILTERS,
  formatValue,
} from '@fin-atlas/domain';
import {
  Box,
  Button,
  EmptyState,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { AsOfLabel } from '../../ui/AsOfLabel';
import { EChart } from '../../ui/chart/EChart';
import { FigureCards } from '../../ui/FigureCards';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { useDigitalChannelsOverview, useDigitalChannelsReports } from './api';
import { overviewFigures, overviewTrendOption, points, pointsChange } from './overview-figures';

const NUM = {
  textAlign: 'right' as const,
  fontVariantNumeric: 'tabular-nums' as const,
  whiteSpace: 'nowrap' as const,
};

function changeColour(value: number | null): string | undefined {
  if (value === null || Math.abs(value) < 0.005) return undefined;
  return value > 0 ? 'teal.8' : 'red.8';
}

function TopVendors({ overview }: { overview: DigitalChannelsOverview }) {
  return (
    <Table verticalSpacing={4} fz="sm" aria-label={`${overview.module} top vendors`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Vendor</Table.Th>
          <Table.Th style={NUM}>Clients</Table.Th>
          <Table.Th style={NUM}>Share</Table.Th>
          <Table.Th style={NUM}>Change</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {overview.top_vendors.map((v) => (
          <Table.Tr key={v.vendor_id ?? v.vendor_name}>
            <Table.Td>{v.vendor_name}</Table.Td>
            <Table.Td style={NUM}>{formatValue(v.clients, 'N0')}</Table.Td>
            <Table.Td style={NUM}>{points(v.share)}</Table.Td>
            <Table.Td style={NUM}>
              <Text component="span" fz="sm" c={changeColour(v.share_change)}>
                {pointsChange(v.share_change)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function TopFeatures({ overview }: { overview: DigitalChannelsOverview }) {
  return (
    <Table verticalSpacing={4} fz="sm" aria-label={`${overview.module} top features`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Feature</Table.Th>
          <Table.Th style={NUM}>Adoption</Table.Th>
          <Table.Th style={NUM}>Change</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {overview.top_features.map((f) => (
          <Table.Tr key={f.feature_id}>
            <Table.Td>{f.name}</Table.Td>
            <Table.Td style={NUM}>{points(f.adoption)}</Table.Td>
            <Table.Td style={NUM}>
              <Text component="span" fz="sm" c={changeColour(f.adoption_change)}>
                {pointsChange(f.adoption_change)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One module's overview: headline tiles, leading vendors and features with their change, and the trend. */
function ModuleOverview({
  module,
  report,
  query,
}: {
  module: DigitalChannelModule;
  report: DigitalChannelsReport | undefined;
  query: string;
}) {
  const overview = useDigitalChannelsOverview(report?.id ?? null, query);
  const data = overview.data;
  const trend = useMemo(() => (data ? overviewTrendOption(data) : null), [data]);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={module}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="sm">
          <Title order={2} fz="lg">
            {module}
          </Title>
          {data ? <AsOfLabel prefix="as of" period={data.period} isDemo={data.is_demo} /> : null}
        </Group>
        <Button component={Link} to={DIGITAL_CHANNEL_PAGES[module]} variant="light" size="xs">
          Open {module}
        </Button>
      </Group>
      {!report ? (
        <EmptyState title="No report" description={`No ${module} report is available yet.`} py="md" />
      ) : overview.isError && !data ? (
        <FormAlert>{errorMessage(overview.error)}</FormAlert>
      ) : !data ? (
        <Stack gap="sm" aria-busy="true" aria-label={`Loading ${module}`}>
          <Skeleton height={84} />
          <Skeleton height={220} />
        </Stack>
      ) : (
        <Stack gap="md" aria-busy={overview.isFetching}>
          <FigureCards figures={overviewFigures(data)} />
          <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
            <div>
              <Text fw={600} mb={4}>
                Top vendors
              </Text>
              <TopVendors overview={data} />
            </div>
            <div>
              <Text fw={600} mb={4}>
                Top features
              </Text>
              <TopFeatures overview={data} />
            </div>
            <div>
              <Text fw={600} mb={4}>
                Trend
              </Text>
              {trend ? (
                <EChart
                  option={trend}
                  height={260}
                  label={`${module}: institutions with the channel by quarter, line chart`}
                  testId="digital-channels-trend"
                />
              ) : null}
            </div>
          </SimpleGrid>
        </Stack>
      )}
    </Paper>
  );
}

/** The module's market share report, which opens the module, else whichever comes first. */
function firstReport(reports: readonly DigitalChannelsReport[], module: DigitalChannelModule) {
  const own = reports.filter((r) => r.module === module);
  return own.find((r) => r.kind === 'market_share') ?? own[0];
}

/** /digital_channels/dashboard: both modules at a glance, each from its first (market share) report. */
export function DashboardPage() {
  const reports = useDigitalChannelsReports();
  const [fiType, setFiType] = useState<number>(DEFAULT_FI_TYPE_FILTER);
  const query = encodeDigitalChannelsQuery({ fi_type: fiType });
  return (
    <Box p={{ base: 'md', md: 'lg' }}>
      <PageHeader
        title="Digital Channels Dashboard"
        description="Who runs retail mobile and online banking, how the apps rate, which features spread, and who switched."
        actions={
          <SegmentedControl
            aria-label="FI Type"
            size="xs"
            value={String(fiType)}
            onChange={(next) => setFiType(Number(next))}
            data={FI_TYPE_FILTERS.map((t) => ({ value: String(t.id), label: t.name }))}
          />
        }
      />
      {reports.isError ? (
        <FormAlert>{errorMessage(reports.error)}</FormAlert>
      ) : reports.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading dashboard">
          <Skeleton height={320} />
          <Skeleton height={320} />
        </Stack>
      ) : (
        <Stack gap="lg">
          {DIGITAL_CHANNEL_MODULES.map((module) => (
            <ModuleOverview
              key={module}
              module={module}
              report={firstReport(reports.data.reports, module)}
              query={query}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
