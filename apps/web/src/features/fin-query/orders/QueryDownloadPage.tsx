import { queryPayloadSchema, type SavedAdvancedQuery } from '@fin-atlas/domain';
import { Anchor, Container, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../core/session/use-session';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import type { PricedQuery } from './api';
import { readCurrentQuery } from './current-query';
import { ProspectContactsPanel } from './ProspectContactsPanel';
import { QueryDownloadPanel } from './QueryDownloadPanel';
import { SavedQueryChooser } from './SavedQueryChooser';

/** A saved query as the panel prices it; null when its stored payload no longer reads as a query. */
function pricedFromSaved(saved: SavedAdvancedQuery): PricedQuery | null {
  try {
    const query = queryPayloadSchema.safeParse(JSON.parse(saved.query));
    if (!query.success) return null;
    return {
      query: query.data,
      isMbc: saved.query_type === 'mortgage',
      queryName: saved.name,
      advancedQueryId: saved.id,
    };
  } catch {
    return null;
  }
}

/**
 * /technographics/fin_query/download: the query the builder is working on (left in the tab's
 * session storage), or a saved query the user picks, priced and downloaded; with the contacts of
 * its institutions for users allowed to see them.
 */
export function QueryDownloadPage() {
  const { user } = useSession();
  const [current] = useState(() => readCurrentQuery());
  const [chosen, setChosen] = useState<{ id: number; priced: PricedQuery | null } | null>(null);
  const priced = chosen ? chosen.priced : current;
  const mayReadContacts = user?.enterprise_permissions.contact_details === true;
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Downloads"
        description={
          <>
            Price a prospect list and download it as Excel or CSV. Build or change the query in the{' '}
            <Anchor component={Link} to="/technographics/fin_query/query">
              Query Builder
            </Anchor>
            .
          </>
        }
      />
      <Stack gap="lg">
        {chosen && !chosen.priced ? (
          <FormAlert>
            This saved query can no longer be read; open it in the Query Builder and save it again.
          </FormAlert>
        ) : null}
        {priced ? (
          <QueryDownloadPanel
            query={priced.query}
            queryName={priced.queryName}
            advancedQueryId={priced.advancedQueryId}
            isMbc={priced.isMbc}
          />
        ) : null}
        {priced && mayReadContacts ? <ProspectContactsPanel priced={priced} /> : null}
        <SavedQueryChooser
          chosenId={chosen?.id ?? null}
          onChoose={(saved) => setChosen({ id: saved.id, priced: pricedFromSaved(saved) })}
        />
      </Stack>
    </Container>
  );
}
