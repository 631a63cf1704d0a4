import { Text, VisuallyHidden } from '@mantine/core';

const WIDTH = 96;
const HEIGHT = 24;

/**
 * A row's score over the last quarters as a small line (0..100 on a fixed scale, so rows compare);
 * the numbers are in its label for screen readers.
 */
export function TrendSparkline({ values, label }: { values: readonly number[]; label: string }) {
  if (values.length === 0)
    return (
      <Text span c="dimmed">
        —<VisuallyHidden>{label}: no history</VisuallyHidden>
      </Text>
    );
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  const y = (v: number) => HEIGHT - 2 - (Math.min(Math.max(v, 0), 100) / 100) * (HEIGHT - 4);
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const last = values.at(-1) ?? 0;
  const first = values[0] ?? 0;
  const color =
    last > first
      ? 'var(--mantine-color-red-7)'
      : last < first
        ? 'var(--mantine-color-gray-6)'
        : 'var(--mantine-color-gray-5)';
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`${label}: ${values.map((v) => Math.round(v)).join(', ')}`}
      style={{ overflow: 'visible' }}
    >
      <polyline points={points} fill="none" stroke={color} strokeWidth={1.5} strokeLinejoin="round" />
      <circle cx={(values.length - 1) * step} cy={y(last)} r={2} fill={color} />
    </svg>
  );
}
