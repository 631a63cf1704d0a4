import {
  ASSET_BANDS,
  FI_TYPES,
  fiTypeLabel,
  MESSAGES,
  type ReportInstitutionRow,
  type ReportInstitutionSort,
  TECHNOGRAPHICS_DEFAULT_PAGE_SIZE,
  TECHNOGRAPHICS_PAGE_SIZES,
  technologyUseLabel,
  withHttpPrefix,
} from '@fin-atlas/domain';
import { Alert, Anchor, Button, Group, MultiSelect, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { downloadFile } from '../../../core/api/download-file';
import { ListState } from '../../../ui/ListState';
import { nextSort, SortableTh, type SortState } from '../../../ui/sortable-table';
import { TablePager } from '../../../ui/TablePager';
import {
  type InstitutionFilters,
  institutionsDownloadUrl,
  type ReportRef,
  useReportInstitutions,
} from '../api';
import { productReportPath, serviceReportPath, vendorReportPath } from '../report-links';
import { exactAssets, formatAssets, formatCount, formatDate } from './format';
import { ReportSection } from './ReportSection';
import { ScrollTable } from './ScrollTable';

type Column = {
  key: ReportInstitutionSort;
  label: string;
  firstDir?: 'asc' | 'desc';
  align?: 'left' | 'right';
  cell: (row: ReportInstitutionRow) => ReactNode;
};

const NO_FILTERS: InstitutionFilters = { fiTypes: [], assetBands: [], states: [] };

function columnsFor(kind: ReportRef['kind']): Column[] {
  const institution: Column = {
    key: 'name',
    label: 'Institution',
    cell: (r) =>
      r.website ? (
        <Anchor href={withHttpPrefix(r.website)} target="_blank" rel="noopener noreferrer" fz="sm">
          {r.name}
        </Anchor>
      ) : (
        r.name
      ),
  };
  const firmographics: Column[] = [
    { key: 'fi_type', label: 'FI Type', cell: (r) => fiTypeLabel(r.fi_type) },
    { key: 'city', label: 'City', cell: (r) => r.city ?? '—' },
    { key: 'state', label: 'State', cell: (r) => r.state ?? '—' },
    {
      key: 'assets',
      label: 'Assets',
      firstDir: 'desc',
      align: 'right',
      cell: (r) => <span title={exactAssets(r.assets)}>{formatAssets(r.assets)}</span>,
    },
  ];
  const vendor: Column = {
    key: 'vendor',
    label: 'Vendor',
    cell: (r) =>
      r.vendor ? (
        <Anchor component={Link} to={vendorReportPath(r.vendor.id)} fz="sm">
          {r.vendor.name}
        </Anchor>
      ) : (
        technologyUseLabel(r.use)
      ),
  };
  const product: Column = {
    key: 'product',
    label: 'Product',
    cell: (r) =>
      r.product && r.vendor ? (
        <Anchor component={Link} to={productReportPath(r.product.id, r.vendor.id, r.solution.id)} fz="sm">
          {r.product.name}
        </Anchor>
      ) : (
        '—'
      ),
  };
  const solution: Column = {
    key: 'solution',
    label: 'Solution',
    cell: (r) => (
      <Anchor component={Link} to={serviceReportPath(r.solution.id)} fz="sm">
        {r.solution.name}
      </Anchor>
    ),
  };
  const since: Column = { key: 'since', label: 'Since', firstDir: 'desc', cell: (r) => formatDate(r.since) };
  const usage = kind === 'service' ? [vendor, product] : kind === 'vendor' ? [product, solution] : [solution];
  return [institution, ...firmographics, ...usage, since];
}

const FI_TYPE_OPTIONS = FI_TYPES.map((t) => ({ value: t, label: fiTypeLabel(t) }));
const ASSET_OPTIONS = ASSET_BANDS.map((b) => ({ value: String(b.id), label: b.label }));

const isFiltered = (filters: InstitutionFilters) =>
  filters.fiTypes.length + filters.assetBands.length + filters.states.length > 0;

type FilterBarProps = {
  filters: InstitutionFilters;
  stateOptions: readonly string[];
  onChange: (patch: Partial<InstitutionFilters>) => void;
};

/** FI type, asset group and state filters, and a way back to every institution. */
function InstitutionFilterBar({ filters, stateOptions, onChange }: FilterBarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <MultiSelect
        label="FI type"
        placeholder={filters.fiTypes.length ? undefined : MESSAGES.filter.all}
        data={FI_TYPE_OPTIONS}
        value={filters.fiTypes}
        onChange={(fiTypes) => onChange({ fiTypes })}
        clearable
        w={220}
      />
      <MultiSelect
        label="Asset group"
        placeholder={filters.assetBands.length ? undefined : MESSAGES.filter.all}
        data={ASSET_OPTIONS}
        value={filters.assetBands.map(String)}
        onChange={(values) => onChange({ assetBands: values.map(Number) })}
        clearable
        w={260}
      />
      <MultiSelect
        label="State"
        placeholder={filters.states.length ? undefined : MESSAGES.filter.all}
        data={[...stateOptions].sort()}
        value={filters.states}
        onChange={(states) => onChange({ states })}
        searchable
        clearable
        w={220}
      />
      {isFiltered(filters) ? (
        <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}

type InstitutionListProps = {
  report: ReportRef;
  /** States with clients today, for the state filter. */
  stateOptions: readonly string[];
  noun: string;
};

/**
 * Who uses it today: one row per institution and solution, with firmographics; filters by FI
 * type, asset group and state; sortable; paged on the server; downloadable as Excel as shown.
 */
export function InstitutionList({ report, stateOptions, noun }: InstitutionListProps) {
  const [filters, setFilters] = useState<InstitutionFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortState<ReportInstitutionSort>>({ key: 'assets', direction: 'desc' });
  const order = { sort: sort.key, dir: sort.direction };
  const [paging, setPaging] = useState({ page: 1, perPage: TECHNOGRAPHICS_DEFAULT_PAGE_SIZE });
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const query = useReportInstitutions(report, { ...filters, ...order, ...paging });
  const columns = columnsFor(report.kind);
  const filtered = isFiltered(filters);

  const changeFilters = (patch: Partial<InstitutionFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPaging((current) => ({ ...current, page: 1 }));
  };

  const startDownload = async () => {
    setDownload({ busy: true, error: null });
    try {
      await downloadFile(institutionsDownloadUrl(report, { ...filters, ...order }), 'institutions.xlsx');
      setDownload({ busy: false, error: null });
    } catch (error) {
      setDownload({
        busy: false,
        error: error instanceof Error ? error.message : MESSAGES.toast.genericError,
      });
    }
  };

  const data = query.data;
  return (
    <ReportSection
      title="Institutions using it today"
      description={
        data
          ? `${formatCount(data.institutions)} institutions, ${formatCount(data.total)} ${data.total === 1 ? 'row' : 'rows'}${filtered ? ' (filtered)' : ''}.`
          : `Institutions using ${noun} today.`
      }
      actions={
        <Button onClick={startDownload} loading={download.busy} variant="light">
          Download Excel
        </Button>
      }
    >
      <Stack gap="sm">
        {download.error ? (
          <Alert color="red" withCloseButton onClose={() => setDownload({ busy: false, error: null })}>
            {download.error}
          </Alert>
        ) : null}
        <InstitutionFilterBar filters={filters} stateOptions={stateOptions} onChange={changeFilters} />
        <ListState
          isPending={query.isPending}
          isFetching={query.isFetching && !query.isPending}
          errorText={query.isError ? errorMessage(query.error) : null}
          isEmpty={data?.rows.length === 0}
          emptyTitle={filtered ? 'No institution matches these filters.' : 'No institution uses it today.'}
        >
          <ScrollTable label="Institutions using it today" minWidth={960}>
            <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <SortableTh
                      key={c.key}
                      column={c.key}
                      label={c.label}
                      sort={sort}
                      numeric={c.align === 'right'}
                      firstDirection={c.firstDir ?? 'asc'}
                      onSort={(key, first) => {
                        setSort((current) => nextSort(current, key, first));
                        setPaging((current) => ({ ...current, page: 1 }));
                      }}
                    >
                      {c.label}
                    </SortableTh>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(data?.rows ?? []).map((row) => (
                  <Table.Tr
                    key={`${row.institution_id}-${row.solution.id}-${row.product?.id ?? 0}-${row.since}`}
                  >
                    {columns.map((c) => (
                      <Table.Td key={c.key} ta={c.align}>
                        {c.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </ListState>
        {data && data.total > 0 ? (
          <TablePager
            total={data.total}
            page={paging.page}
            perPage={paging.perPage}
            pageSizes={TECHNOGRAPHICS_PAGE_SIZES}
            onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
            onPerPageChange={(perPage) => setPaging({ page: 1, perPage })}
          />
        ) : null}
        {data && data.total === 0 && !query.isPending ? null : (
          <Text fz="xs" c="dimmed">
            Assets are total assets at the latest quarter. The download holds every row shown by these
            filters, in this order.
          </Text>
        )}
      </Stack>
    </ReportSection>
  );
}
