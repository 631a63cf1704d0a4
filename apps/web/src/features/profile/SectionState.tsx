import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';

type SectionStateProps = {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
};

/** Loading, failure and empty states of one profile section. */
export function SectionState({ isPending, error, isEmpty, emptyText, children }: SectionStateProps) {
  if (isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading">
        <Skeleton height={24} />
        <Skeleton height={24} />
        <Skeleton height={24} />
      </Stack>
    );
  }
  if (error) return <FormAlert>{errorMessage(error)}</FormAlert>;
  if (isEmpty) return <Text c="dimmed">{emptyText}</Text>;
  return <>{children}</>;
}
