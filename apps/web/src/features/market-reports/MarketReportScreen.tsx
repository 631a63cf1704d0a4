import {
  formatCompactValue,
  formatShare,
  formatValue,
  type MarketShareReportRow,
  splitMarketShareRows,
} from '@fin-atlas/domain';
import {
  Box,
  Button,
  EmptyState,
  Group,
  LoadingOverlay,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../core/api/api-error';
import { useOptionsPanel } from '../../core/use-options-panel';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { downloadUrl, type MarketReportKind } from './api';
import { lineName } from './MarketShareChart';
import { ReportOptionsPanel } from './ReportOptionsPanel';
import { type useReportOptionsState, useTopVendorsCounter } from './use-market-report';

type ReportLike = {
  rows: readonly MarketShareReportRow[];
  filters: { show_products: boolean };
  total_vendors: number;
  solution: { name: string };
  measure: { id: number; name: string };
  data_as_of: string | null;
};

type MarketReportScreenProps<R extends ReportLike> = {
  kind: MarketReportKind;
  title: string;
  other: { label: string; path: string };
  state: ReturnType<typeof useReportOptionsState>;
  report: UseQueryResult<R>;
  children: (report: R) => ReactNode;
};

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700} lh={1.3}>
        {value}
      </Text>
      {hint ? (
        <Text fz="xs" c="dimmed" lineClamp={2} title={hint}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/** Headline figures a vendor reads first: the market's size, how crowded it is and who leads. */
function Headline({ report }: { report: ReportLike }) {
  const split = splitMarketShareRows(report.rows);
  const grand = split.grandTotal;
  const leader = split.rows.find((r) => r.rank === 1);
  const shown = split.rows.length;
  const topShare = split.rows.reduce((sum, r) => sum + r.share, 0);
  const code = report.measure.id === 2 ? 'C0M' : 'N0';
  const products = report.filters.show_products;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Figure
        label="Institutions"
        value={formatValue(grand?.clients ?? 0, 'N0')}
        hint={report.solution.name}
      />
      <Figure
        label={report.measure.name}
        value={formatCompactValue(grand?.value ?? 0, code)}
        hint={report.measure.id === 2 ? 'Total assets of the clients' : 'Across every vendor'}
      />
      <Figure
        label={products ? 'Vendor Products' : 'Vendors'}
        value={formatValue(report.total_vendors, 'N0')}
        hint={`Top ${shown} hold ${formatShare(topShare)}`}
      />
      <Figure
        label="Leader"
        value={leader ? formatShare(leader.share) : '—'}
        hint={leader ? lineName(leader) : 'No vendor'}
      />
    </SimpleGrid>
  );
}

function errorText(error: unknown): string {
  return isApiError(error) && error.status >= 400 && error.status < 500
    ? errorMessage(error)
    : 'The report could not be loaded. Please try again.';
}

/**
 * The frame both market reports share: header with the Excel download, the 'Report Options'
 * panel, headline figures, and the loading, empty and failure states around the report itself.
 */
export function MarketReportScreen<R extends ReportLike>({
  kind,
  title,
  other,
  state,
  report,
  children,
}: MarketReportScreenProps<R>) {
  const { catalog, value, update, query } = state;
  const counter = useTopVendorsCounter(value, report);
  useOptionsPanel(
    () =>
      catalog.data ? (
        <ReportOptionsPanel catalog={catalog.data} value={value} onChange={update} counter={counter} />
      ) : (
        <Stack gap="sm" aria-busy="true" aria-label="Loading options">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={34} />
          ))}
        </Stack>
      ),
    [catalog.data, value, update, counter?.count, counter?.max, counter?.showAll],
  );

  const data = report.data;
  const description = data
    ? `${data.solution.name} · ${data.measure.name}${data.data_as_of ? ` · financial data as of ${data.data_as_of}` : ''}`
    : 'Who serves the institutions using a solution, and how big their client base is.';
  const actions = (
    <>
      <Button component={Link} to={other.path} variant="default">
        {other.label}
      </Button>
      <Button
        component="a"
        href={query && data ? downloadUrl(kind, query) : undefined}
        download
        disabled={!query || !data || report.isFetching}
      >
        Download Excel
      </Button>
    </>
  );

  let body: ReactNode;
  if (catalog.isPending || (query && report.isPending)) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label="Loading report">
        <Skeleton height={72} />
        <Skeleton height={240} />
        <Skeleton height={320} />
      </Stack>
    );
  } else if (catalog.isError) {
    body = <FormAlert>{errorText(catalog.error)}</FormAlert>;
  } else if (catalog.data && catalog.data.solutions.length === 0) {
    body = (
      <EmptyState
        title="No technographics data yet"
        description="Once solutions, vendors and institutions' technology are loaded, market share reports appear here."
        py="xl"
      />
    );
  } else if (report.isError && !data) {
    body = <FormAlert>{errorText(report.error)}</FormAlert>;
  } else if (data) {
    const empty = (splitMarketShareRows(data.rows).grandTotal?.clients ?? 0) === 0;
    body = (
      <Box pos="relative" aria-busy={report.isFetching}>
        <LoadingOverlay
          visible={report.isFetching}
          zIndex={5}
          overlayProps={{ blur: 0, backgroundOpacity: 0.45 }}
          loaderProps={{ size: 'sm' }}
        />
        {report.isError ? <FormAlert>{errorText(report.error)}</FormAlert> : null}
        {empty ? (
          <EmptyState
            title="No institutions match these options"
            description="Widen the filters in Report Options: all FI types, every asset group, any core product, or all institutions rather than known vendors only."
            py="xl"
          />
        ) : (
          <Stack gap="md">
            <Headline report={data} />
            {children(data)}
          </Stack>
        )}
      </Box>
    );
  } else {
    body = null;
  }

  return (
    <Box p={{ base: 'md', md: 'lg' }}>
      <PageHeader title={title} description={description} actions={<Group gap="sm">{actions}</Group>} />
      {body}
    </Box>
  );
}
