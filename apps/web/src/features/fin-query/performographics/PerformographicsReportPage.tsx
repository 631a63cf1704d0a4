import {
  FI_TYPE_LABELS,
  FI_TYPES,
  type FiType,
  formatValue,
  PERFORMOGRAPHIC_REPORT_LIMITS,
  PERFORMOGRAPHIC_THEMES,
  type PerformographicReport,
  quarterLabel,
} from '@fin-atlas/domain';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { notifyError } from '../../../core/notify';
import { ListState } from '../../../ui/ListState';
import { PageHeader } from '../../../ui/PageHeader';
import { SortableTh } from '../../../ui/sortable-table';
import { ListPager } from '../../../ui/TablePager';
import { downloadSheet, exportFileName } from '../../downloads';
import { fetchPerformographicReport, usePerformographicReport } from './api';
import { PERFORMOGRAPHICS_PATH } from './paths';
import { type ReportParams, useReportParams } from './report-params';
import { reportSheet } from './report-sheet';

const percentile = (p: number | null) => (p === null ? '—' : p.toFixed(1));

function ReportTable({
  report,
  order,
  onOrder,
}: {
  report: PerformographicReport;
  order: 'asc' | 'desc';
  onOrder: () => void;
}) {
  return (
    <Table.ScrollContainer minWidth={760 + report.ingredients.length * 220}>
      <Table striped verticalSpacing="xs" fz="sm" aria-label={`${report.theme.name} ranking`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" ta="right">
              Rank
            </Table.Th>
            <Table.Th scope="col">Institution</Table.Th>
            <Table.Th scope="col">Location</Table.Th>
            <SortableTh
              column="score"
              sort={{ key: 'score', direction: order }}
              onSort={onOrder}
              numeric
              label="Score"
            >
              Score
            </SortableTh>
            {report.ingredients.map((i) => (
              <Table.Th key={i.metric_id} scope="col" ta="right">
                {i.metric_name}
                <Text span display="block" c="dimmed" fz="xs" fw={400}>
                  value · percentile
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={row.institution_id}>
              <Table.Td ta="right">{row.rank}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{[row.city, row.state].filter(Boolean).join(', ') || '—'}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {row.score.toFixed(1)}
              </Table.Td>
              {row.ingredients.map((cell, i) => {
                const ingredient = report.ingredients[i];
                return (
                  <Table.Td key={ingredient?.metric_id ?? i} ta="right">
                    {formatValue(cell.value, ingredient?.format ?? 'N2')}
                    <Text span c="dimmed" fz="xs">
                      {' · '}
                      {percentile(cell.percentile)}
                    </Text>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Builds the whole ranking (every page) as an Excel file, fingerprinted like every download. */
async function downloadRanking(params: ReportParams, period: string | null) {
  const all = await fetchPerformographicReport({
    theme_id: params.themeId,
    fi_type: params.fiType,
    period: period ?? undefined,
    order: params.order,
    limit: PERFORMOGRAPHIC_REPORT_LIMITS.maxLimit,
    offset: 0,
  });
  const quarter = all.period ? quarterLabel(all.period) : '';
  const fiType = FI_TYPE_LABELS[all.fi_type];
  await downloadSheet(reportSheet(all), {
    fileName: exportFileName(['Performographics', all.theme.name, fiType, quarter]),
    description: `Performographics: ${fiType} institutions ranked by ${all.theme.name} score, ${quarter}`,
    params: { theme_id: all.theme.id, fi_type: all.fi_type, period: all.period, order: params.order },
  });
}

function ReportControls({
  params,
  report,
  update,
}: {
  params: ReportParams;
  report: PerformographicReport | undefined;
  update: (changes: Partial<ReportParams>) => void;
}) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Select
        label="Theme"
        w={300}
        allowDeselect={false}
        data={PERFORMOGRAPHIC_THEMES.map((t) => ({ value: String(t.id), label: t.name }))}
        value={String(params.themeId)}
        onChange={(v) => v && update({ themeId: Number(v) })}
      />
      <Stack gap={4}>
        <Text fz="sm" fw={500} id="performographics-fi-type">
          FI type
        </Text>
        <SegmentedControl
          aria-labelledby="performographics-fi-type"
          data={FI_TYPES.map((t) => ({ value: t, label: FI_TYPE_LABELS[t] }))}
          value={params.fiType}
          onChange={(v) => update({ fiType: v as FiType })}
        />
      </Stack>
      <Select
        label="Quarter"
        w={160}
        allowDeselect={false}
        data={(report?.periods ?? []).map((p) => ({ value: p, label: quarterLabel(p) }))}
        value={params.period ?? report?.period ?? null}
        onChange={(v) => v && update({ period: v })}
      />
    </Group>
  );
}

/** FIN Admin: institutions ranked by one theme's score at a quarter, paged, sortable and downloadable. */
export function PerformographicsReportPage() {
  const [params, update] = useReportParams();
  const [exporting, setExporting] = useState(false);
  const report = usePerformographicReport({
    theme_id: params.themeId,
    fi_type: params.fiType,
    period: params.period ?? undefined,
    order: params.order,
    limit: params.perPage,
    offset: (params.page - 1) * params.perPage,
  });
  const data = report.data;

  const download = async () => {
    setExporting(true);
    try {
      await downloadRanking(params, params.period ?? data?.period ?? null);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Performographics report"
        description="Institutions ranked by one theme's score (0 to 100) at a quarter, with the values and percentiles it is built from."
        actions={
          <>
            {data?.is_demo ? <Badge variant="default">Demo data</Badge> : null}
            <Anchor component={Link} to={PERFORMOGRAPHICS_PATH}>
              All themes
            </Anchor>
            <Button onClick={download} loading={exporting} disabled={!data?.total}>
              Download Excel
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <ReportControls params={params} report={data} update={update} />
        {data ? (
          <Text fz="sm" c="gray.7">
            {data.theme.definition}
          </Text>
        ) : null}
        <ListState
          isPending={report.isPending}
          isFetching={report.isFetching && !report.isPending}
          errorText={report.isError ? errorMessage(report.error) : null}
          isEmpty={data?.rows.length === 0}
          emptyTitle="No scores for this quarter"
          emptyDescription="No institution of this type has the theme's figures at the quarter chosen."
        >
          {data ? (
            <ReportTable
              report={data}
              order={params.order}
              onOrder={() => update({ order: params.order === 'desc' ? 'asc' : 'desc' })}
            />
          ) : null}
        </ListState>
        <ListPager total={data?.total} params={params} onChange={update} />
      </Stack>
    </Container>
  );
}
