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
