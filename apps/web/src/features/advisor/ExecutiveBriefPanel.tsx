import type { AdvisorSectionId, BriefPoint, ExecutiveBrief } from '@fin-atlas/domain';
import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { advisorPath } from './advisor-location';

function Points({
  title,
  points,
  section,
}: {
  title: string;
  points: BriefPoint[];
  section: AdvisorSectionId;
}) {
  return (
    <div>
      <Title order={3} fz="md" mb={4}>
        {title}
      </Title>
      {points.length === 0 ? (
        <Text fz="sm" c="dimmed">
          None stands out.
        </Text>
      ) : (
        <List spacing={4} fz="sm">
          {points.map((p) => (
            <List.Item key={`${p.page_id}:${p.card_id}:${p.title}`}>
              <Anchor component={Link} to={advisorPath(section, p.page_id)} fz="sm">
                {p.text}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

/** The Executive Brief: a paragraph, then the ranked strengths and weaknesses. */
export function ExecutiveBriefPanel({
  brief,
  section,
}: {
  brief: ExecutiveBrief;
  section: AdvisorSectionId;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Executive Brief" mb="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Executive Brief
        </Title>
        <Text data-testid="brief-paragraph">{brief.paragraph}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Points title="Strengths" points={brief.strengths} section={section} />
          <Points title="Weaknesses" points={brief.weaknesses} section={section} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
