import type { JobProgress } from '@fin-atlas/domain';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useJobProgress } from './progress-stream';

type JobProgressBarProps = {
  progressKey: string;
  label: string;
  /** Called once when the job reaches 100 (or fails), with the final snapshot. */
  onFinished?: (progress: JobProgress) => void;
  /** Changing it re-opens the stream (the job was started again). */
  restart?: unknown;
};

/** A job's live progress as it streams from the server: bar, percent and what the job is doing. */
export function JobProgressBar({ progressKey, label, onFinished, restart }: JobProgressBarProps) {
  const watch = useJobProgress(progressKey, restart);
  const finishedRef = useRef<number | null>(null);
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;

  const progress = watch?.phase === 'live' ? watch.progress : null;
  useEffect(() => {
    if (!progress || progress.state === 'running' || finishedRef.current === progress.version) return;
    finishedRef.current = progress.version;
    onFinishedRef.current?.(progress);
  }, [progress]);

  if (watch?.phase === 'not_found') {
    return (
      <Text fz="sm" c="dimmed" role="status">
        {watch.message}
      </Text>
    );
  }
  const value = progress?.progress ?? 0;
  const failed = progress?.state === 'failed';
  const status = failed
    ? (progress?.error ?? progress?.status)
    : watch?.phase === 'lost'
      ? 'Progress is not available right now.'
      : (progress?.status ?? 'Connecting...');
  return (
    <Stack gap={4} miw={180}>
      <Progress
        value={value}
        color={failed ? 'red' : value >= 100 ? 'teal' : 'atlasBlue'}
        animated={!failed && value < 100}
        aria-label={label}
        aria-valuetext={`${value}%`}
      />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="xs" c={failed ? 'red' : 'dimmed'} role="status" aria-live="polite" truncate>
          {status}
        </Text>
        <Text fz="xs" fw={600} data-testid="job-progress-percent">
          {value}%
        </Text>
      </Group>
    </Stack>
  );
}
