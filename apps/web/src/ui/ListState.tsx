import { Box, EmptyState, LoadingOverlay, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormAlert } from './FormAlert';

type ListStateProps = {
  isPending: boolean;
  /** A refetch (next page, new search) keeps the old rows visible under a light overlay. */
  isFetching: boolean;
  errorText: string | null;
  isEmpty: boolean;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  children: ReactNode;
};

/** Loading, failure and empty states around a server-paginated table, the same on every admin list. */
export function ListState({
  isPending,
  isFetching,
  errorText,
  isEmpty,
  emptyTitle,
  emptyDescription,
  children,
}: ListStateProps) {
  if (isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={36} />
        ))}
      </Stack>
    );
  }
  if (errorText) return <FormAlert>{errorText}</FormAlert>;
  if (isEmpty) return <EmptyState title={emptyTitle} description={emptyDescription} py="xl" />;
  return (
    <Box pos="relative" aria-busy={isFetching}>
      <LoadingOverlay
        visible={isFetching}
        overlayProps={{ blur: 0, backgroundOpacity: 0.4 }}
        loaderProps={{ size: 'sm' }}
      />
      {children}
    </Box>
  );
}
