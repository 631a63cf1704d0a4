import {
  type FitRankedProduct,
  VENDOR_FIT_CATEGORIES,
  VENDOR_FIT_CATEGORY_LABELS,
  VENDOR_FIT_LIMITS,
} from '@fin-atlas/domain';
import { Badge, Button, Group, Progress, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { FitSection } from './FitSection';
import { fitScoreText, scoreText } from './figures';

/** A category score's colour: above 55 favours the product, below 45 counts against it. */
const scoreColor = (score: number): string => (score > 55 ? 'teal' : score < 45 ? 'red' : 'gray');

function CategoryMinis({ product }: { product: FitRankedProduct }) {
  return (
    <Group gap={3} wrap="nowrap">
      {VENDOR_FIT_CATEGORIES.map((c) => {
        const score = product.categories[c] ?? 50;
        return (
          <Tooltip key={c} label={`${VENDOR_FIT_CATEGORY_LABELS[c]}: ${scoreText(score)} (50 is neutral)`}>
            <Badge
              size="sm"
              radius="sm"
              variant="light"
              color={scoreColor(score)}
              aria-label={`${VENDOR_FIT_CATEGORY_LABELS[c]} ${scoreText(score)}`}
              w={34}
              px={0}
            >
              {Math.round(score)}
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}

type RankingSectionProps = {
  title: string;
  products: readonly FitRankedProduct[];
  comparedId: number | null;
  onCompare: (product: FitRankedProduct) => void;
};

/**
 * Section 2: the products best fitted to the institution, with their fit score, whether it runs
 * one today and how each category scores; the first five (the vendor limit), the rest on request.
 * Comparing a product fills the category sections with its clients.
 */
export function RankingSection({ title, products, comparedId, onCompare }: RankingSectionProps) {
  const [all, setAll] = useState(false);
  const shown = all ? products : products.slice(0, VENDOR_FIT_LIMITS.vendor);
  const hidden = products.length - VENDOR_FIT_LIMITS.vendor;
  return (
    <FitSection
      title={title}
      aside={
        <Text fz="xs" c="dimmed">
          Fit score: the chance each product is the institution's pick, from its size band, type and every
          variable below.
        </Text>
      }
    >
      <Table.ScrollContainer minWidth={880}>
        <Table fz="sm" verticalSpacing={6} aria-label="Product fit ranking">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={44}>Rank</Table.Th>
              <Table.Th>Product</Table.Th>
              <Table.Th w={220}>Fit Score</Table.Th>
              <Table.Th ta="right">Clients</Table.Th>
              <Table.Th>
                {VENDOR_FIT_CATEGORIES.map((c) => VENDOR_FIT_CATEGORY_LABELS[c].slice(0, 3)).join(' · ')}
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((p) => (
              <Table.Tr
                key={p.product_id}
                data-product={p.product_id}
                bg={p.product_id === comparedId ? 'blue.0' : undefined}
              >
                <Table.Td>{p.rank}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <div>
                      <Text fz="sm" fw={600}>
                        {p.product_name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {p.vendor_name}
                      </Text>
                    </div>
                    {p.is_current ? (
                      <Badge size="xs" color="orange" variant="filled">
                        Current
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Progress
                      value={p.fit_score ?? 0}
                      w={130}
                      size="lg"
                      aria-label={`Fit score of ${p.product_name}`}
                    />
                    <Text fz="sm" fw={600}>
                      {fitScoreText(p.fit_score)}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{p.clients.toLocaleString('en-US')}</Table.Td>
                <Table.Td>
                  <CategoryMinis product={p} />
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-xs"
                    variant={p.product_id === comparedId ? 'filled' : 'default'}
                    aria-pressed={p.product_id === comparedId}
                    onClick={() => onCompare(p)}
                  >
                    {p.product_id === comparedId ? 'Compared' : 'Compare'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {hidden > 0 ? (
        <Button variant="subtle" size="xs" mt="xs" onClick={() => setAll(!all)}>
          {all ? `Show the top ${VENDOR_FIT_LIMITS.vendor}` : `Show ${hidden} more`}
        </Button>
      ) : null}
    </FitSection>
  );
}
