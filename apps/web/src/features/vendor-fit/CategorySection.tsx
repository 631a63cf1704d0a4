import {
  type FitCategoryElement,
  type FitRankedProduct,
  VENDOR_FIT_CATEGORY_LABELS,
  type VendorFitCategory,
} from '@fin-atlas/domain';
import { Badge, Skeleton, Table, Text } from '@mantine/core';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { type InstitutionSolution, useCategory } from './api';
import { FitSection } from './FitSection';
import { leanOf, percentileText, rangeText, scoreText, shareText, variableText } from './figures';

const LEAN = {
  favours: { mark: '▲', color: 'teal.8', words: 'favours' },
  against: { mark: '▼', color: 'red.8', words: 'counts against' },
  neutral: { mark: '•', color: 'dimmed', words: 'is neutral for' },
} as const;

function Evidence({ element, product }: { element: FitCategoryElement; product: string }) {
  const lean = LEAN[leanOf(element.contribution)];
  return (
    <Text fz="sm" c={lean.color} aria-label={`${element.name} ${lean.words} ${product}`}>
      {lean.mark} {element.contribution > 0 ? '+' : ''}
      {element.contribution.toFixed(2)}
    </Text>
  );
}

type CategorySectionProps = {
  of: InstitutionSolution;
  category: VendorFitCategory;
  /** The product the institution is compared with. */
  product: FitRankedProduct | null;
  /** The ranking, for the other top products' names. */
  ranking: readonly FitRankedProduct[];
  institutionName: string;
};

/**
 * Sections 3-10: one category's variables, the institution against the compared product's clients
 * (where it sits among them, their median and middle half, which way each variable leans), the other
 * top products' typical clients beside, and the category's score, so every score is explained.
 */
export function CategorySection({ of, category, product, ranking, institutionName }: CategorySectionProps) {
  const title = VENDOR_FIT_CATEGORY_LABELS[category];
  const answer = useCategory(of, product?.product_id ?? null, category);
  const data = answer.data;
  const others = data
    ? Object.keys(data.product_values)
        .map(Number)
        .filter((id) => id !== product?.product_id)
        .map((id) => ranking.find((p) => p.product_id === id))
        .filter((p): p is FitRankedProduct => p !== undefined)
    : [];
  return (
    <FitSection
      title={title}
      aside={
        data ? (
          <Badge
            variant="light"
            size="lg"
            color={data.score > 55 ? 'teal' : data.score < 45 ? 'red' : 'gray'}
            aria-label={`${title} score ${scoreText(data.score)}`}
          >
            Score {scoreText(data.score)}
          </Badge>
        ) : null
      }
    >
      {answer.error ? (
        <FormAlert>{errorMessage(answer.error)}</FormAlert>
      ) : !data || !product ? (
        <Skeleton height={60} />
      ) : data.elements.length === 0 ? (
        <Text fz="sm" c="dimmed">
          The model has no {title.toLowerCase()} variable for this solution: the category is neutral (50).
        </Text>
      ) : (
        <>
          <Text fz="sm" c="dimmed" mb={4} data-testid="compared-with">
            {institutionName} against the {product.clients.toLocaleString('en-US')} clients of{' '}
            {product.product_name} ({product.vendor_name}).
          </Text>
          <Table.ScrollContainer minWidth={760}>
            <Table fz="sm" striped aria-label={`${title} variables`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th miw={170}>Variable</Table.Th>
                  <Table.Th ta="right">{institutionName}</Table.Th>
                  <Table.Th ta="right">Percentile among clients</Table.Th>
                  <Table.Th ta="right">Clients' median</Table.Th>
                  <Table.Th ta="right">Middle half</Table.Th>
                  <Table.Th ta="right">Clients at this value</Table.Th>
                  <Table.Th ta="right">Evidence</Table.Th>
                  {others.map((p) => (
                    <Table.Th key={p.product_id} ta="right">
                      {p.product_name}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.elements.map((e) => (
                  <Table.Tr key={e.key} data-variable={e.key}>
                    <Table.Td>{e.name}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {variableText(e.value, e.format)}
                    </Table.Td>
                    <Table.Td ta="right">{percentileText(e.percentile)}</Table.Td>
                    <Table.Td ta="right">{variableText(e.median, e.format)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {rangeText(e.p25, e.p75, e.format)}
                    </Table.Td>
                    <Table.Td ta="right">{shareText(e.share)}</Table.Td>
                    <Table.Td ta="right">
                      <Evidence element={e} product={product.product_name} />
                    </Table.Td>
                    {others.map((p) => (
                      <Table.Td key={p.product_id} ta="right">
                        {variableText(data.product_values[String(p.product_id)]?.[e.key] ?? null, e.format)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {others.length > 0 ? (
            <Text fz="xs" c="dimmed" mt={4}>
              The last columns show the median (or most common value) of the other top products' clients.
            </Text>
          ) : null}
        </>
      )}
    </FitSection>
  );
}
