import { type MetricCard, ordinal } from '@fin-atlas/domain';
import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardFrame } from './CardFrame';
import { TrendChart } from './TrendChart';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="lg" fw={600}>
        {value}
      </Text>
    </div>
  );
}

const percentileText = (value: number | null) => (value === null ? 'NA' : `${Math.round(value)}`);

/** A profit, growth or risk card: value, peer median, standing, trend and the sentence. */
export function MetricCardView({ card, controls }: { card: MetricCard; controls: ReactNode }) {
  const tone =
    card.higher_is_better === null || card.peer_percentile === null
      ? 'gray'
      : card.peer_percentile >= 60
        ? 'teal'
        : card.peer_percentile <= 40
          ? 'red'
          : 'yellow';
  return (
    <CardFrame cardId={card.card_id} title={card.title} controls={controls}>
      <SimpleGrid cols={3} spacing="xs">
        <Figure label="Value" value={card.value_text} />
        <Figure label="Peer median" value={card.peer_median_text} />
        <div>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            Peer percentile
          </Text>
          <Text fz="lg" fw={600} c={tone === 'teal' ? 'teal.9' : tone === 'red' ? 'red.9' : undefined}>
            {percentileText(card.peer_percentile)}
          </Text>
        </div>
      </SimpleGrid>
      {card.national ? (
        <Text fz="xs" c="dimmed">
          National: {ordinal(Math.round(card.national.percentile))} percentile, rank{' '}
          {card.national.rank.toLocaleString('en-US')} of {card.national.of.toLocaleString('en-US')}
        </Text>
      ) : null}
      <TrendChart card={card} />
      <Text fz="sm" data-testid="card-sentence">
        {card.sentence}
      </Text>
    </CardFrame>
  );
}
