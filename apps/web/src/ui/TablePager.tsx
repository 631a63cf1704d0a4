import { ADMIN_PAGE_SIZES } from '@fin-atlas/domain';
import { Group, Pagination, Select, Text } from '@mantine/core';

type TablePagerProps = {
  total: number;
  page: number;
  perPage: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
};

export function TablePager({
  total,
  page,
  perPage,
  pageSizes,
  onPageChange,
  onPerPageChange,
}: TablePagerProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Group gap="sm">
        <Text fz="sm" c="dimmed" aria-live="polite">
          {total === 0 ? 'No results' : `${first}–${last} of ${total}`}
        </Text>
        <Text fz="sm" c="dimmed" aria-hidden>
          Rows per page
        </Text>
        <Select
          aria-label="Rows per page"
          size="xs"
          w={80}
          data={pageSizes.map(String)}
          value={String(perPage)}
          allowDeselect={false}
          onChange={(value) => value && onPerPageChange(Number(value))}
        />
      </Group>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPageChange}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Group>
  );
}

type ListPagerProps = {
  /** The list's row count; the pager is left out while it is unknown or zero. */
  total: number | undefined;
  pageSizes?: readonly number[];
} & (
  | {
      params: { page: number; perPage: number };
      onChange: (patch: { page?: number; perPage?: number }) => void;
    }
  | {
      query: { page: number; per_page: number };
      onChange: (patch: { page?: number; per_page?: number }) => void;
    }
);

/** The pager under a server-paged list, driven by the list's own paging state (page URL or query). */
export function ListPager(props: ListPagerProps) {
  if (!props.total) return null;
  const pageSizes = props.pageSizes ?? ADMIN_PAGE_SIZES;
  if ('params' in props) {
    const { params, onChange } = props;
    return (
      <TablePager
        total={props.total}
        page={params.page}
        perPage={params.perPage}
        pageSizes={pageSizes}
        onPageChange={(page) => onChange({ page })}
        onPerPageChange={(perPage) => onChange({ perPage })}
      />
    );
  }
  const { query, onChange } = props;
  return (
    <TablePager
      total={props.total}
      page={query.page}
      perPage={query.per_page}
      pageSizes={pageSizes}
      onPageChange={(page) => onChange({ page })}
      onPerPageChange={(per_page) => onChange({ per_page })}
    />
  );
}
