import { ABILITIES, ABILITY_LABELS, ROLE_ABILITIES, ROLE_NAMES } from '@fin-atlas/domain';
import { List, Stack, Table, Text, Tooltip } from '@mantine/core';

/** Spec section 6 as the server enforces it: the domain's ROLE_ABILITIES, read-only. */
export function RoleAbilityTable() {
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={960}>
        <Table withTableBorder withColumnBorders fz="sm" aria-label="Roles and abilities">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Role</Table.Th>
              {ABILITIES.map((ability) => (
                <Table.Th key={ability} ta="center">
                  <Tooltip label={ABILITY_LABELS[ability].description} multiline w={240}>
                    <Text fz="xs" fw={700} style={{ cursor: 'help' }}>
                      {ABILITY_LABELS[ability].label}
                    </Text>
                  </Tooltip>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ROLE_NAMES.map((role) => (
              <Table.Tr key={role}>
                <Table.Th scope="row">{role}</Table.Th>
                {ABILITIES.map((ability) => {
                  const has = ROLE_ABILITIES[role].includes(ability);
                  return (
                    <Table.Td key={ability} ta="center" c={has ? 'teal.8' : 'gray.5'}>
                      <span role="img" aria-label={has ? 'yes' : 'no'}>
                        {has ? '✓' : '–'}
                      </span>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <List spacing={2} fz="sm" c="gray.7">
        {ABILITIES.flatMap((ability) => {
          const { label, narrowedBy } = ABILITY_LABELS[ability];
          return narrowedBy ? [<List.Item key={ability}>{`${label}: ${narrowedBy}`}</List.Item>] : [];
        })}
        <List.Item>
          Module access comes from the purchased modules and enterprise permissions of all the user’s groups
          (a FIN Admin has everything).
        </List.Item>
      </List>
    </Stack>
  );
}
