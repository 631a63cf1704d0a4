import {
  CHART_COLOR_SERIES,
  type IdName,
  NOT_RESEARCHED_LABEL,
  type SwitchEvent,
  type TechnologyUse,
  technologyUseLabel,
  type WinsLosses,
} from '@fin-atlas/domain';
import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EChart } from '../../../ui/chart/EChart';
import { vendorReportPath } from '../report-links';
import { formatCount, formatDate } from './format';
import { ReportSection } from './ReportSection';
import { ScrollTable } from './ScrollTable';

type Kind = 'vendor' | 'product' | 'service';

const LABELS: Record<'entity' | 'service', [string, string, string, string]> = {
  entity: ['New clients', 'Lost to competitors', 'Lost to consolidation', 'Discontinued'],
  service: ['Adopted', 'Switched vendor', 'Lost to consolidation', 'Discontinued'],
};

const SWITCHES_PAGE = 10;

function VendorProduct({
  vendor,
  product,
  use,
}: {
  vendor: IdName | null;
  product: IdName | null;
  use: TechnologyUse | null;
}) {
  if (!vendor) return <Text fz="sm">{use ? technologyUseLabel(use) : NOT_RESEARCHED_LABEL}</Text>;
  return (
    <Text fz="sm">
      <Anchor component={Link} to={vendorReportPath(vendor.id)}>
        {vendor.name}
      </Anchor>
      {product ? <Text span c="dimmed" fz="sm">{` · ${product.name}`}</Text> : null}
    </Text>
  );
}

const DIRECTION: Record<SwitchEvent['direction'], { label: string; color: string }> = {
  win: { label: 'Won', color: 'teal.9' },
  loss: { label: 'Lost', color: 'red.9' },
  switch: { label: 'Switched', color: 'blue.9' },
};

/** Per year: clients won and lost (to competitors, consolidation, discontinuation), and the switches behind them. */
export function WinsLossesSection({ winsLosses, kind }: { winsLosses: WinsLosses; kind: Kind }) {
  const labels = LABELS[kind === 'service' ? 'service' : 'entity'];
  const [shown, setShown] = useState(SWITCHES_PAGE);
  const years = winsLosses.years;
  const option = useMemo(
    () => ({
      color: [CHART_COLOR_SERIES[4], CHART_COLOR_SERIES[2], CHART_COLOR_SERIES[9], CHART_COLOR_SERIES[5]],
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => formatCount(Math.abs(v)) },
      legend: { bottom: 0 },
      grid: { left: 48, right: 16, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: years.map((y) => String(y.year)) },
      yAxis: {
        type: 'value',
        minInterval: 1,
        axisLabel: { formatter: (v: number) => formatCount(Math.abs(v)) },
      },
      series: [
        { name: labels[0], type: 'bar', stack: 'change', data: years.map((y) => y.new_clients) },
        { name: labels[1], type: 'bar', stack: 'change', data: years.map((y) => -y.competitive_losses) },
        { name: labels[2], type: 'bar', stack: 'change', data: years.map((y) => -y.consolidation_losses) },
        { name: labels[3], type: 'bar', stack: 'change', data: years.map((y) => -y.discontinued) },
      ],
    }),
    [years, labels],
  );
  const rows: [string, (y: (typeof years)[number]) => number][] = [
    [labels[0], (y) => y.new_clients],
    [labels[1], (y) => y.competitive_losses],
    [labels[2], (y) => y.consolidation_losses],
    [labels[3], (y) => y.discontinued],
  ];
  const switches = winsLosses.switches.slice(0, shown);

  return (
    <ReportSection
      title={kind === 'service' ? 'Adoption and churn' : 'Wins and losses'}
      description={
        kind === 'service'
          ? 'Per year: institutions that started offering it, moved to another vendor, were lost to a merger or failure, or stopped offering it.'
          : 'Per year: new clients, and clients lost to a competitor, to consolidation (merger or failure) or because they stopped offering the service.'
      }
    >
      {years.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No history yet.
        </Text>
      ) : (
        <Stack gap="md">
          <EChart option={option} height={240} label="Clients won and lost per year" />
          <ScrollTable label="Wins and losses per year" minWidth={400}>
            <Table fz="xs" verticalSpacing={4} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Year</Table.Th>
                  {years.map((y) => (
                    <Table.Th key={y.year} scope="col" ta="right">
                      {y.year}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th scope="row">{label}</Table.Th>
                    {years.map((y) => (
                      <Table.Td key={y.year} ta="right">
                        {formatCount(value(y))}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <Title order={3} fz="md">
            {kind === 'service' ? 'Vendor switches' : 'Switches'} ({formatCount(winsLosses.switches_total)})
          </Title>
          {switches.length === 0 ? (
            <Text c="dimmed" fz="sm">
              No institution switched in these years.
            </Text>
          ) : (
            <ScrollTable label="Switches" minWidth={720}>
              <Table fz="sm" verticalSpacing="xs" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Date</Table.Th>
                    <Table.Th scope="col">Institution</Table.Th>
                    <Table.Th scope="col">Solution</Table.Th>
                    <Table.Th scope="col">From</Table.Th>
                    <Table.Th scope="col">To</Table.Th>
                    {kind === 'service' ? null : <Table.Th scope="col">Result</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {switches.map((s) => (
                    <Table.Tr key={`${s.date}-${s.institution.id}-${s.solution.id}-${s.direction}`}>
                      <Table.Td>{formatDate(s.date)}</Table.Td>
                      <Table.Td>{s.institution.name}</Table.Td>
                      <Table.Td>{s.solution.name}</Table.Td>
                      <Table.Td>
                        <VendorProduct vendor={s.from_vendor} product={s.from_product} use={s.from_use} />
                      </Table.Td>
                      <Table.Td>
                        <VendorProduct vendor={s.to_vendor} product={s.to_product} use={s.to_use} />
                      </Table.Td>
                      {kind === 'service' ? null : (
                        <Table.Td>
                          <Badge color={DIRECTION[s.direction].color}>{DIRECTION[s.direction].label}</Badge>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
          <Group gap="sm">
            {winsLosses.switches.length > shown ? (
              <Button variant="default" size="xs" onClick={() => setShown((n) => n + SWITCHES_PAGE * 2)}>
                Show more switches
              </Button>
            ) : null}
            {winsLosses.switches_total > winsLosses.switches.length ? (
              <Text fz="xs" c="dimmed">
                The {formatCount(winsLosses.switches.length)} most recent of{' '}
                {formatCount(winsLosses.switches_total)} switches are listed.
              </Text>
            ) : null}
          </Group>
        </Stack>
      )}
    </ReportSection>
  );
}
