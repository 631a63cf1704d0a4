import { PROSPECT_CONTACTS_LIMIT, withHttpPrefix } from '@fin-atlas/domain';
import { Anchor, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { FormAlert } from '../../../ui/FormAlert';
import { TableScroller } from '../../../ui/table-scroller';
import { downloadContacts, type PricedQuery, useProspectContacts } from './api';
import { count } from './price-format';

/** Rows shown on screen; the CSV carries them all. */
const SHOWN = 100;

/**
 * The people at the list's institutions (the contact_details permission), narrowed as the query's
 * Contact Search asks: a first look on screen and the whole list as a fingerprinted CSV.
 */
export function ProspectContactsPanel({ priced }: { priced: PricedQuery }) {
  const contacts = useProspectContacts();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const result = contacts.data;
  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      await downloadContacts(priced);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card withBorder padding="lg" component="section" aria-label="Contacts">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text fw={700}>Contacts</Text>
            <Text fz="sm" c="dimmed">
              Executives and managers at the list’s institutions, as the query’s Contact Search narrows them.
            </Text>
          </div>
          <Group gap="sm">
            <Button variant="default" onClick={() => contacts.mutate(priced)} loading={contacts.isPending}>
              Show contacts
            </Button>
            <Button variant="default" onClick={() => void save()} loading={saving}>
              Download contacts (CSV)
            </Button>
          </Group>
        </Group>
        {contacts.isError ? <FormAlert>{errorMessage(contacts.error)}</FormAlert> : null}
        {saveError ? <FormAlert>{saveError}</FormAlert> : null}
        {result ? (
          <>
            <Group gap="xs">
              <Text fz="sm">
                {count(result.total)} people at {count(result.institutions_with_contacts)} of{' '}
                {count(result.institutions)} institutions
                {result.truncated ? ` (the first ${count(PROSPECT_CONTACTS_LIMIT)} are listed)` : ''}.
              </Text>
              {result.is_demo ? (
                <Badge color="orange" variant="light">
                  Demo data: fictional people
                </Badge>
              ) : null}
            </Group>
            {result.contacts.length > 0 ? (
              <TableScroller label="Contacts at the list's institutions" maxHeight={360}>
                <Table striped stickyHeader fz="xs">
                  <Table.Thead>
                    <Table.Tr>
                      {['Institution', 'Name', 'Title', 'Role', 'Email', 'Phone', 'LinkedIn'].map((h) => (
                        <Table.Th key={h}>{h}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.contacts.slice(0, SHOWN).map((c) => (
                      <Table.Tr key={`${c.institution_id}-${c.full_name}-${c.title}`}>
                        <Table.Td>{c.institution_name}</Table.Td>
                        <Table.Td>{c.full_name}</Table.Td>
                        <Table.Td>{c.title}</Table.Td>
                        <Table.Td>{c.role}</Table.Td>
                        <Table.Td>
                          {c.email ? <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor> : '—'}
                        </Table.Td>
                        <Table.Td>{c.phone ?? '—'}</Table.Td>
                        <Table.Td>
                          {c.linkedin ? (
                            <Anchor href={withHttpPrefix(c.linkedin)} target="_blank" rel="noreferrer">
                              Profile
                            </Anchor>
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroller>
            ) : null}
            {result.contacts.length > SHOWN ? (
              <Text fz="xs" c="dimmed">
                The first {SHOWN} are shown; the CSV holds all {count(result.contacts.length)}.
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
