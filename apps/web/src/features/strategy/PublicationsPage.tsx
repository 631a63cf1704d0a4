import { Container, EmptyState, Stack } from '@mantine/core';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { positiveParam, useFilterParams } from '../../ui/use-filter-params';
import { usePublications } from './api';
import { PublicationList } from './PublicationList';

/** `/strategy/publications`: FIN Atlas publications the user's company may read, searchable, as PDFs. */
export function PublicationsPage() {
  const [params, update] = useFilterParams();
  const search = params.get('q') ?? '';
  const page = positiveParam(params.get('page'), 1);
  const list = usePublications('reader', search, page);
  const data = list.data;
  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Publications"
        description="FIN Atlas research on vendors, solutions and market shifts, as PDFs to read and share inside your company."
      />
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
            description={
              search
                ? 'Try other words of the title or summary.'
                : 'FIN Atlas publishes its research here as PDFs; new ones appear as soon as they are released to your company.'
            }
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
          />
        ) : null}
      </Stack>
    </Container>
  );
}
