import type { OfferingCard, OfferingRow } from '@fin-atlas/domain';
import { ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardFrame } from './CardFrame';

function Status({ row }: { row: OfferingRow }) {
  if (row.institution === true)
    return (
      <Text fz="sm" fw={600} c="teal.9">
        Yes
      </Text>
    );
  if (row.institution === false)
    return (
      <Text fz="sm" fw={600} c="red.9">
        No
      </Text>
    );
  return (
    <Text fz="sm" c="dimmed">
      Unknown
    </Text>
  );
}

const share = (value: number | null) => (value === null ? 'NA' : `${Math.round(value * 100)}%`);

/** An offering card: services, vendors or products with the institution's answer and the peers' share. */
export function OfferingCardView({ card, controls }: { card: OfferingCard; controls: ReactNode }) {
  return (
    <CardFrame cardId={card.card_id} title={card.title} controls={controls}>
      <Text fz="sm" data-testid="card-sentence">
        {card.sentence}
      </Text>
      <ScrollArea.Autosize mah={320}>
        <Table striped fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Service</Table.Th>
              <Table.Th scope="col">Institution</Table.Th>
              <Table.Th scope="col" ta="right">
                Peers
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {card.rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <Text fz="sm">{row.label}</Text>
                  {row.detail ? (
                    <Text fz="xs" c="dimmed">
                      {row.detail}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Status row={row} />
                </Table.Td>
                <Table.Td ta="right">{share(row.peer_share)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </CardFrame>
  );
}
