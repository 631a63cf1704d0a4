import { type QueryPrice, quarterLabel } from '@fin-atlas/domain';
import { Badge, Group, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../ui/format';
import { count, money, percent, rate } from './price-format';

/** How the list will be paid: the company's prepaid tokens when they cover it, else an invoice. */
export function paymentNote(price: QueryPrice): string {
  if (price.tokens === 0) return 'This list is free under your company’s schedule.';
  if (price.token_balance >= price.tokens) {
    return `Paid with ${count(price.tokens)} of your company’s ${count(price.token_balance)} tokens.`;
  }
  return `Your company has ${count(price.token_balance)} tokens, fewer than the ${count(price.tokens)} this list needs: it will be invoiced to your company at ${money(price.total_price)}.`;
}

/** The price of a list and how it was reached, line by line as the pricing rule computes it. */
export function PriceBreakdown({ price }: { price: QueryPrice }) {
  const lines: [string, string][] = [
    ['Institutions', count(price.fi_count)],
    ['Fields per institution', `${count(price.number_fields)} (${count(price.priced_elements)} priced)`],
    ['Cost per institution per element', rate(price.cost_per_fi_per_element)],
    ['Price before discounts', money(price.price_without_discounts)],
    ['Volume discount', percent(price.volume_discount_percent)],
    ['Your company’s discount', percent(price.client_discount_percent)],
    ['Minimum price', money(price.minimum_price)],
  ];
  return (
    <section aria-label="Price">
      <Group gap="xs" mb="xs">
        <Text fw={700} fz="lg">
          Total {money(price.total_price)}
        </Text>
        <Badge variant="light">{count(price.tokens)} tokens</Badge>
        {price.is_demo ? (
          <Badge color="orange" variant="light">
            Demo data
          </Badge>
        ) : null}
      </Group>
      <Table withRowBorders={false} verticalSpacing={2} maw={520} aria-label="Price breakdown">
        <Table.Tbody>
          {lines.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th fw={400} c="gray.7">
                {label}
              </Table.Th>
              <Table.Td ta="right">{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fz="sm" mt="xs">
        {paymentNote(price)}
      </Text>
      <Text fz="xs" c="dimmed">
        {price.schedule_name} schedule · quote valid until {formatDateTime(price.expires_at)}
        {price.data_as_of ? ` · data as of ${quarterLabel(price.data_as_of)}` : ''}
      </Text>
    </section>
  );
}
