import {
  Anchor,
  Checkbox,
  Group,
  MultiSelect,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useContacts } from './api';
import { SectionState } from './SectionState';

const ROLE_LABELS: Readonly<Record<string, string>> = {
  executive: 'Executive',
  finance: 'Finance',
  technology: 'Technology',
  operations: 'Operations',
  lending: 'Lending',
  marketing: 'Marketing',
  compliance: 'Compliance',
  retail: 'Retail',
};

/** Executives and managers of the institution, filtered by e-mail, role and title. */
export function ContactsSection({ institutionId }: { institutionId: number }) {
  const [hasEmail, setHasEmail] = useState(false);
  const [roles, setRoles] = useState<string[]>([]);
  const [title, setTitle] = useState('');
  const [debouncedTitle] = useDebouncedValue(title.trim(), 300);
  const query = useContacts(
    institutionId,
    { hasEmail, roles, titles: debouncedTitle ? [debouncedTitle] : [] },
    true,
  );
  const data = query.data;
  const contacts = data?.contacts ?? [];
  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end">
        <Checkbox
          label="With e-mail only"
          checked={hasEmail}
          onChange={(e) => setHasEmail(e.currentTarget.checked)}
        />
        <MultiSelect
          label="Roles"
          placeholder={roles.length === 0 ? 'All roles' : undefined}
          data={(data?.roles ?? Object.keys(ROLE_LABELS)).map((r) => ({
            value: r,
            label: ROLE_LABELS[r] ?? r,
          }))}
          value={roles}
          onChange={setRoles}
          clearable
          w={260}
        />
        <TextInput
          label="Title contains"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          w={220}
        />
      </Group>
      <SectionState
        isPending={query.isPending}
        error={query.error}
        isEmpty={contacts.length === 0}
        emptyText={data && data.total > 0 ? 'No contacts match these filters.' : 'No contacts on record.'}
      >
        <Text fz="sm" c="dimmed">
          {contacts.length} of {data?.total ?? 0} contacts
        </Text>
        <Table.ScrollContainer minWidth={760}>
          <Table striped aria-label="FI contacts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>LinkedIn</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contacts.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.title}</Table.Td>
                  <Table.Td>{ROLE_LABELS[c.role] ?? c.role}</Table.Td>
                  <Table.Td>{c.email ? <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor> : '—'}</Table.Td>
                  <Table.Td>{c.phone ?? '—'}</Table.Td>
                  <Table.Td>
                    {c.linkedin ? (
                      <Anchor href={c.linkedin} target="_blank" rel="noreferrer">
                        Profile<VisuallyHidden> of {c.name}</VisuallyHidden>
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </SectionState>
    </Stack>
  );
}
