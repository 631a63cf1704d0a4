import { Badge, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { vendorAdvisorCards } from './home-cards';

export function HomePage() {
  return (
    <Container size="lg" py={48}>
      <Stack gap="xs" mb="xl">
        <Badge variant="light" w="fit-content">
          FIN Atlas
        </Badge>
        <Title order={1}>Market intelligence on every U.S. bank and credit union</Title>
        <Text c="dimmed" fz="lg" maw={720}>
          Benchmark institutions against their peers, find prospects, see which vendor products each
          institution runs, and predict who will buy.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {vendorAdvisorCards.map((card) => (
          <Card
            key={card.id}
            withBorder
            padding="lg"
            shadow="xs"
            component="section"
            aria-labelledby={card.id}
          >
            <Title order={2} fz="xl" id={card.id}>
              {card.title}
            </Title>
            <Text mt="xs" c="dimmed">
              {card.summary}
            </Text>
            <List mt="md" size="sm" spacing={4}>
              {card.highlights.map((h) => (
                <List.Item key={h}>{h}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
