import type { ProfileCard, ProfileCardOptions } from '@fin-atlas/domain';
import { Anchor, Badge, Button, Container, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { useProfileCards } from './api';
import { fiTypesLabel, metricNamer, pageNamer } from './card-labels';

function PageCards({
  section,
  cards,
  options,
}: {
  section: string;
  cards: readonly ProfileCard[];
  options: ProfileCardOptions;
}) {
  const metricName = metricNamer(options);
  const title = pageNamer(options)(section);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>Order</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Metrics</Table.Th>
              <Table.Th>Shown to</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cards.map((card) => (
              <Table.Tr key={card.id}>
                <Table.Td>{card.display_order}</Table.Td>
                <Table.Td>
                  {card.title || (
                    <Text span fz="sm" c="dimmed">
                      {card.metrics.map(metricName).join(' / ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{card.metrics.map(metricName).join(', ')}</Table.Td>
                <Table.Td>{fiTypesLabel(card.fi_types)}</Table.Td>
                <Table.Td>
                  <Badge color={card.is_active ? 'teal' : 'gray'} variant="light">
                    {card.is_active ? 'Active' : 'Hidden'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/super_admin/profile_card/${card.id}/edit`}
                    fz="sm"
                    aria-label={`Edit ${card.title || card.metrics.map(metricName).join(' / ')}`}
                  >
                    Edit
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** /super_admin/profile_cards: FIN Profile's figures and the cards of Advisor's profit, growth and risk pages, page by page. */
export function ProfileCardsPage() {
  const cards = useProfileCards();
  const [params, setParams] = useSearchParams();
  const section = params.get('section');
  if (cards.isPending) return <PageLoader />;
  if (cards.isError) {
    return (
      <Container size="xl" py="lg">
        <FormAlert>{errorMessage(cards.error)}</FormAlert>
      </Container>
    );
  }
  const { options } = cards.data;
  const sections = options.sections.filter((s) => section === null || s.id === section);
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Profile Cards"
        description="The headline figures of FIN Profile and the cards of each Advisor page: their titles, metrics, order and who sees them. Changes show on the next page load; a hidden card leaves its page."
        actions={
          <Button
            component={Link}
            to={`/super_admin/profile_cards/new${section ? `?section=${section}` : ''}`}
          >
            New card
          </Button>
        }
      />
      <Stack gap="lg">
        <Select
          label="Page"
          placeholder="Every page"
          clearable
          searchable
          maw={420}
          data={options.sections.map((s) => ({ value: s.id, label: pageNamer(options)(s.id) }))}
          value={section}
          onChange={(value) => setParams(value ? { section: value } : {})}
        />
        {sections.map((s) => (
          <PageCards
            key={s.id}
            section={s.id}
            cards={cards.data.cards.filter((c) => c.section === s.id)}
            options={options}
          />
        ))}
      </Stack>
    </Container>
  );
}
