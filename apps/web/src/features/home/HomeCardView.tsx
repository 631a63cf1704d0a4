import type { HomeFigures, MenuModule } from '@fin-atlas/domain';
import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { withFigures } from './figures';
import { type HomeCard, solutionsPath } from './home-content';
import { QuickVideoButton } from './QuickVideoButton';
import { RequestDemoButton } from './RequestDemoButton';

type HomeCardViewProps = {
  card: HomeCard;
  figures: HomeFigures | undefined;
  menu: readonly MenuModule[] | undefined;
};

export function HomeCardView({ card, figures, menu }: HomeCardViewProps) {
  const headingId = `home-card-${card.id}`;
  return (
    <Card withBorder padding="lg" shadow="xs" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Title order={2} fz="xl" id={headingId}>
          {card.title}
        </Title>
        <Text c="gray.7">{withFigures(card.summary, figures)}</Text>
        <List size="sm" spacing={4} style={{ flex: 1 }}>
          {card.highlights.map((line) => (
            <List.Item key={line}>{withFigures(line, figures)}</List.Item>
          ))}
        </List>
        <Group gap="xs" mt="sm">
          <Button component={Link} to={solutionsPath(card, menu)} aria-label={`See Solutions: ${card.title}`}>
            See Solutions
          </Button>
          <QuickVideoButton title={card.title} steps={card.walkthrough} />
          <RequestDemoButton topic={card.id} source="request_demo" />
        </Group>
      </Stack>
    </Card>
  );
}
