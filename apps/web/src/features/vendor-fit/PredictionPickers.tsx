import type { FitRankedProduct, FitSolution } from '@fin-atlas/domain';
import { Group, Select } from '@mantine/core';
import { rankedVendors } from './selection';

type PredictionPickersProps = {
  solutions: readonly FitSolution[];
  solutionId: number;
  ranking: readonly FitRankedProduct[];
  vendorId: number | null;
  product: FitRankedProduct | null;
  onSolution: (id: number) => void;
  onVendor: (id: number | null) => void;
  onProduct: (id: number) => void;
};

/** The solution, and the vendor and product the sections compare the institution with. */
export function PredictionPickers({
  solutions,
  solutionId,
  ranking,
  vendorId,
  product,
  onSolution,
  onVendor,
  onProduct,
}: PredictionPickersProps) {
  const vendors = rankedVendors(ranking);
  const products = ranking.filter((p) => vendorId === null || p.vendor_id === vendorId);
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Select
        label="Solution"
        data={solutions.map((s) => ({ value: String(s.id), label: s.name }))}
        value={String(solutionId)}
        onChange={(value) => value && onSolution(Number(value))}
        allowDeselect={false}
        w={240}
      />
      <Select
        label="Vendor"
        placeholder="All vendors (best fit)"
        data={vendors.map((v) => ({ value: String(v.id), label: v.name }))}
        value={vendorId === null ? null : String(vendorId)}
        onChange={(value) => onVendor(value ? Number(value) : null)}
        clearable
        searchable
        w={260}
      />
      <Select
        label="Compared product"
        data={products.map((p) => ({ value: String(p.product_id), label: `${p.product_name} (#${p.rank})` }))}
        value={product ? String(product.product_id) : null}
        onChange={(value) => value && onProduct(Number(value))}
        allowDeselect={false}
        searchable
        w={280}
      />
    </Group>
  );
}
