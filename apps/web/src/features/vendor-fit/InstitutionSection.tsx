import { type FitCurrentSolution, fiTypeLabel, technologyUseLabel } from '@fin-atlas/domain';
import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { formatAssets, place } from '../institutions';
import { type InstitutionSolution, useCurrentSolution, useInstitutionDetail } from './api';
import { FitSection } from './FitSection';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div data-fact={label}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

/** "Harborline Keel (Harborline Technologies)", in-house, not offered, or not researched. */
export function currentProductText(current: FitCurrentSolution): string {
  if (current.use === null) return 'Not researched';
  if (current.use !== 'vendor') return technologyUseLabel(current.use);
  return current.product
    ? `${current.product.name} (${current.vendor?.name ?? ''})`
    : technologyUseLabel('vendor', current.vendor?.name);
}

const contractAgeText = (current: FitCurrentSolution): string =>
  current.contract_age_years === null
    ? '—'
    : `${current.contract_age_years.toFixed(1)} years (since ${current.started_on ?? '—'})`;

/** Section 1: who the predictions are for, and what they run for the solution today. */
export function InstitutionSection({ of, title }: { of: InstitutionSolution; title: string }) {
  const detail = useInstitutionDetail(of.institutionId);
  const current = useCurrentSolution(of);
  const error = detail.error ?? current.error;
  return (
    <FitSection title={title}>
      {error ? (
        <FormAlert>{errorMessage(error)}</FormAlert>
      ) : !detail.data || !current.data ? (
        <Skeleton height={72} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
          <Fact label="Name" value={detail.data.name} />
          <Fact label="Location" value={place(detail.data)} />
          <Fact label="Type" value={fiTypeLabel(detail.data.fi_type)} />
          <Fact label="Total Assets" value={formatAssets(detail.data.assets)} />
          <Fact label={`Current ${current.data.solution.name}`} value={currentProductText(current.data)} />
          <Fact label="Contract Age" value={contractAgeText(current.data)} />
        </SimpleGrid>
      )}
    </FitSection>
  );
}
