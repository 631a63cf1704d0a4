import { type FitEvaluation, quarterLabel } from '@fin-atlas/domain';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { accuracyFigures, accuracySentence } from './figures';

/**
 * How far to trust the predictions: the model's hit rate on institutions that really switched,
 * next to the obvious baseline, and whether the figures are demo data.
 */
export function ModelAccuracy({
  evaluation,
  period,
  isDemo,
}: {
  evaluation: FitEvaluation | null;
  period: string;
  isDemo: boolean;
}) {
  const figures = evaluation ? accuracyFigures(evaluation) : null;
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" aria-label="Model accuracy" component="section">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="lg" wrap="wrap">
          {figures ? (
            <>
              <Text fz="sm">
                <b>Top-3 accuracy {figures.top3}</b>{' '}
                <Text span c="dimmed">
                  vs {figures.baselineTop3} baseline
                </Text>
              </Text>
              <Text fz="sm">
                <b>Top-1 {figures.top1}</b>{' '}
                <Text span c="dimmed">
                  vs {figures.baselineTop1} baseline
                </Text>
              </Text>
              <Text fz="sm" c="dimmed">
                {evaluation?.holdout} held-out switches
              </Text>
            </>
          ) : (
            <Text fz="sm" c="dimmed">
              Accuracy not yet measured
            </Text>
          )}
        </Group>
        <Group gap={6}>
          <Text fz="xs" c="dimmed">
            Variables as of {quarterLabel(period)}
          </Text>
          <Badge size="xs" variant="filled" color={isDemo ? 'dark.6' : 'teal.9'}>
            {isDemo ? 'Demo data' : 'Regulator data'}
          </Badge>
        </Group>
      </Group>
      <Text fz="xs" c="dimmed" mt={4}>
        {accuracySentence(evaluation)}
      </Text>
    </Paper>
  );
}
