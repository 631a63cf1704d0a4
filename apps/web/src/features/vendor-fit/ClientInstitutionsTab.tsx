import { type FitRankedProduct, VENDOR_FIT_LIMITS } from '@fin-atlas/domain';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { ListState } from '../../ui/ListState';
import { InstitutionTable } from '../institutions';
import { useClientInstitutions } from './api';

const MORE_STEPS = [VENDOR_FIT_LIMITS.institutionList, 100, 500] as const;

/** The client institutions tab: who runs the compared product today, largest first (keyed by product). */
export function ClientInstitutionsTab({
  product,
  solution,
}: {
  product: FitRankedProduct | null;
  solution: { id: number; name: string };
}) {
  const [step, setStep] = useState(0);
  const productId = product?.product_id ?? null;
  const limit = MORE_STEPS[step] ?? VENDOR_FIT_LIMITS.institutionList;
  const clients = useClientInstitutions(productId, solution.id, limit);
  const data = clients.data;
  return (
    <>
      <Text fz="sm" mb="sm">
        {product ? (
          <>
            Institutions running <b>{product.product_name}</b> ({product.vendor_name}) for {solution.name}{' '}
            today
            {data ? `: ${data.total.toLocaleString('en-US')} in all` : ''}.
          </>
        ) : (
          'Choose a product to list its clients.'
        )}
      </Text>
      <ListState
        isPending={productId !== null && clients.isPending}
        isFetching={clients.isFetching}
        errorText={clients.error ? errorMessage(clients.error) : null}
        isEmpty={!data || data.institutions.length === 0}
        emptyTitle="No client institutions on record"
      >
        <InstitutionTable
          rows={data?.institutions ?? []}
          caption="Client institutions"
          extraColumn={{ title: 'Client Since', render: (row) => row.since ?? '—' }}
        />
        {data && data.total > data.institutions.length && step < MORE_STEPS.length - 1 ? (
          <Group mt="xs">
            <Button variant="subtle" size="xs" onClick={() => setStep(step + 1)}>
              Show more
            </Button>
          </Group>
        ) : null}
      </ListState>
    </>
  );
}
