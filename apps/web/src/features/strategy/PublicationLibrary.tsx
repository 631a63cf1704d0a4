import type { Publication } from '@fin-atlas/domain';
import { EmptyState, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { SearchField } from '../../ui/SearchField';
import { positiveParam, useFilterParams } from '../../ui/use-filter-params';
import { usePublications } from './api';
import { PublicationList } from './PublicationList';

/**
 * The searchable library, its page in the URL: the publications a reader may read, or (a FIN Admin's
 * console) every one with its buttons.
 */
export function PublicationLibrary({
  scope,
  emptyDescription,
  actions,
}: {
  scope: 'reader' | 'admin';
  emptyDescription: string;
  actions?: (publication: Publication) => ReactNode;
}) {
  const [params, update] = useFilterParams();
  const search = params.get('q') ?? '';
  const list = usePublications(scope, search, positiveParam(params.get('page'), 1));
  const data = list.data;
  return (
    <Stack gap="md">
      <SearchField
        label="Search publications"
        value={search}
        onSearch={(q) => update({ q })}
        placeholder="Title or summary"
      />
      {list.isError ? <FormAlert>{errorMessage(list.error)}</FormAlert> : null}
      {data && data.total === 0 ? (
        <EmptyState
          title={search ? 'No publication matches that search' : 'No publications yet'}
          description={search ? 'Try other words of the title or summary.' : emptyDescription}
          py="xl"
        />
      ) : null}
      {data && data.total > 0 ? (
        <PublicationList
          publications={data.publications}
          total={data.total}
          page={data.page}
          perPage={data.per_page}
          onPage={(p) => update({ page: p })}
          actions={actions}
        />
      ) : null}
    </Stack>
  );
}
