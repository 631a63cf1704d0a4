import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { USE_CASES } from './home-content';

/** The institution home's use cases: what each job needs and which modules do it. */
export function UseCaseSections() {
  return (
    <Stack gap="md" component="section" aria-labelledby="use-cases">
      <Title order={2} fz="xl" id="use-cases">
        What institutions use FIN Atlas for
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {USE_CASES.map((useCase) => {
          const id = `use-case-${useCase.title.toLowerCase().replace(/\W+/g, '-')}`;
          return (
            <Card key={useCase.title} withBorder padding="lg" component="section" aria-labelledby={id}>
              <Title order={3} fz="lg" id={id}>
                {useCase.title}
              </Title>
              <Text c="gray.7" mt="xs">
                {useCase.text}
              </Text>
              <Group gap="md" mt="sm">
                <Text fz="sm" fw={600}>
                  Tools:
                </Text>
                {useCase.tools.map((tool) => (
                  <Anchor key={tool.label} component={Link} to={tool.to} fz="sm">
                    {tool.label}
                  </Anchor>
                ))}
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
