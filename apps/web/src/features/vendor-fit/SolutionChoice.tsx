import type { FitInstitution, FitSolution } from '@fin-atlas/domain';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { useFitSolutions } from './api';
import { accuracyFigures } from './figures';
import { predictionsPath } from './selection';

/** Step two: the solutions with a model, each with how well it predicted real switches. */
export function SolutionChoice({ institution }: { institution: FitInstitution }) {
  const solutions = useFitSolutions();
  if (solutions.isPending) return <Skeleton height={120} aria-label="Loading solutions" />;
  if (solutions.isError) return <FormAlert>{errorMessage(solutions.error)}</FormAlert>;
  const list = solutions.data.solutions;
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Choose a solution
      </Title>
      {list.length === 0 ? (
        <FormAlert tone="info">
          No solution has a fitted model yet. Predictions appear after the next data load is processed.
        </FormAlert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((solution) => (
            <SolutionCard key={solution.id} solution={solution} institution={institution} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function SolutionCard({ solution, institution }: { solution: FitSolution; institution: FitInstitution }) {
  const figures = solution.evaluation ? accuracyFigures(solution.evaluation) : null;
  return (
    <Card withBorder padding="md" component="section" aria-label={solution.name}>
      <Group justify="space-between" align="flex-start" mb={4}>
        <Text fw={700}>{solution.name}</Text>
        {figures ? (
          <Badge variant="light" color="teal">
            Measured
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            Not yet measured
          </Badge>
        )}
      </Group>
      <Text fz="sm" c="dimmed">
        {solution.products} products, {solution.clients.toLocaleString('en-US')} client institutions profiled
      </Text>
      {figures && solution.evaluation ? (
        <Text fz="sm" mt={6} data-testid="solution-accuracy">
          Top-3 accuracy {figures.top3} (baseline {figures.baselineTop3}); top-1 {figures.top1} (baseline{' '}
          {figures.baselineTop1}), on {solution.evaluation.holdout} held-out switches.
        </Text>
      ) : (
        <Text fz="sm" mt={6} c="dimmed">
          Too few recent switches to measure its accuracy yet.
        </Text>
      )}
      <Button
        component={Link}
        to={predictionsPath(institution.id, solution.id)}
        mt="sm"
        aria-label={`See predictions for ${solution.name}`}
      >
        See predictions
      </Button>
    </Card>
  );
}
