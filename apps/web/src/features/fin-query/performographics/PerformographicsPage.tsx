import {
  FI_TYPE_LABELS,
  type PerformographicDistribution,
  type PerformographicThemes,
  quarterLabel,
} from '@fin-atlas/domain';
import { Anchor, Badge, Card, Container, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { ListState } from '../../../ui/ListState';
import { PageHeader } from '../../../ui/PageHeader';
import { usePerformographicThemes } from './api';
import { PERFORMOGRAPHICS_REPORT_PATH } from './paths';
import { ThemeDistributionChart } from './ThemeDistributionChart';

type Theme = PerformographicThemes['themes'][number];

const FIGURE_HEADERS = ['Scored', '25th pct.', 'Median', '75th pct.'] as const;

const score = (v: number | null) => (v === null ? '—' : v.toFixed(1));

function DistributionTable({ distributions }: { distributions: readonly PerformographicDistribution[] }) {
  return (
    <Table fz="xs" verticalSpacing={2} withRowBorders={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">FI type</Table.Th>
          {FIGURE_HEADERS.map((header) => (
            <Table.Th key={header} scope="col" ta="right">
              {header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {distributions.map((d) => (
          <Table.Tr key={d.fi_type}>
            <Table.Th scope="row" fw={400}>
              {FI_TYPE_LABELS[d.fi_type]}
              {d.period ? (
                <Text span c="dimmed" fz="xs">
                  {' '}
                  {quarterLabel(d.period)}
                </Text>
              ) : null}
            </Table.Th>
            <Table.Td ta="right">{d.count.toLocaleString('en-US')}</Table.Td>
            <Table.Td ta="right">{score(d.p25)}</Table.Td>
            <Table.Td ta="right">{score(d.median)}</Table.Td>
            <Table.Td ta="right">{score(d.p75)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ThemeCard({ theme }: { theme: Theme }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={theme.name}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {theme.name}
        </Title>
        <Text fz="sm">{theme.definition}</Text>
        <List size="sm" spacing={2}>
          {theme.ingredients.map((i) => (
            <List.Item key={i.metric_id}>
              {i.metric_name}{' '}
              <Text span c="dimmed" fz="sm">
                ({i.direction === 'high' ? 'higher' : 'lower'} scores higher)
              </Text>
            </List.Item>
          ))}
        </List>
        <ThemeDistributionChart themeName={theme.name} distributions={theme.distributions} />
        <DistributionTable distributions={theme.distributions} />
        <Anchor component={Link} to={`${PERFORMOGRAPHICS_REPORT_PATH}?theme_id=${theme.id}`} fz="sm">
          Ranked institutions for {theme.name}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** FIN Admin: the 15 performance themes, how each score is built and how the scores spread. */
export function PerformographicsPage() {
  const themes = usePerformographicThemes();
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Performographics"
        description={themes.data?.method ?? 'The 15 performance themes every institution is scored on.'}
        actions={
          <>
            {themes.data?.is_demo ? <Badge variant="default">Demo data</Badge> : null}
            <Anchor component={Link} to={PERFORMOGRAPHICS_REPORT_PATH}>
              Ranked report
            </Anchor>
          </>
        }
      />
      <ListState
        isPending={themes.isPending}
        isFetching={false}
        errorText={themes.isError ? errorMessage(themes.error) : null}
        isEmpty={themes.data?.themes.length === 0}
        emptyTitle="No themes"
      >
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {themes.data?.themes.map((theme) => (
            <ThemeCard key={theme.id} theme={theme} />
          ))}
        </SimpleGrid>
      </ListState>
    </Container>
  );
}
