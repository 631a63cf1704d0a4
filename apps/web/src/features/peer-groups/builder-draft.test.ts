import { peerGroupCriteriaSchema } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { type BuilderDraft, draftCriteria, draftFromSaved, draftProblems, emptyDraft } from './builder-draft';

const formats: Record<string, 'P1' | 'C0' | 'N0'> = { residential_loans_share: 'P1', total_loans: 'C0' };
const formatOf = (id: string) => formats[id];

const advanced = (): BuilderDraft => ({
  ...emptyDraft('advanced', 'bank'),
  states: ['OH'],
  ranges: {
    assets: { min: 100_000, max: '' },
    deposit_accounts: { min: '', max: '' },
    branches: { min: '', max: 20 },
  },
  metricRows: [
    { key: 'a', theme: 'loan_mix', metricId: 'residential_loans_share', min: 25, max: 60 },
    { key: 'b', theme: 'profit', metricId: null, min: 1, max: '' },
    { key: 'c', theme: 'risk', metricId: 'deposits_to_assets', min: '', max: '' },
  ],
  offeringRows: [
    { key: 'd', solutionId: 3, vendorId: 9, productId: null },
    { key: 'e', solutionId: null, vendorId: null, productId: null },
  ],
});

describe('builder draft', () => {
  it('sends percent bounds as fractions and leaves out rows still being filled in', () => {
    const criteria = draftCriteria(advanced(), formatOf);
    expect(criteria).toEqual({
      fi_type: 'bank',
      states: ['OH'],
      ranges: { assets: { min: 100_000, max: null }, branches: { min: null, max: 20 } },
      metric_rows: [{ theme: 'loan_mix', metric_id: 'residential_loans_share', min: 0.25, max: 0.6 }],
      offering_rows: [{ solution_id: 3, vendor_id: 9, product_id: null }],
    });
    expect(peerGroupCriteriaSchema.safeParse(criteria).success).toBe(true);
  });

  it('quick search sends picks and simple filters only', () => {
    const draft = {
      ...advanced(),
      builder: 'quick' as const,
      picks: [{ id: 4, name: 'Four', city: null, state: null }],
      assetBands: [2],
    };
    expect(draftCriteria(draft, formatOf)).toEqual({
      institution_ids: [4],
      fi_type: 'bank',
      states: ['OH'],
      asset_bands: [2],
    });
  });

  it('round-trips a saved group back into the same criteria', () => {
    const criteria = peerGroupCriteriaSchema.parse(draftCriteria(advanced(), formatOf));
    const draft = draftFromSaved(
      { name: 'Ohio', description: null, shared: true, builder: 'advanced', criteria },
      formatOf,
      () => undefined,
    );
    expect(draft.metricRows[0]).toMatchObject({ min: 25, max: 60 });
    expect(draft.description).toBe('');
    expect(draftCriteria(draft, formatOf)).toEqual(draftCriteria(advanced(), formatOf));
  });

  it('names the problems the server would refuse', () => {
    const upsideDown = {
      ...advanced(),
      fiType: null,
      ranges: { ...advanced().ranges, assets: { min: 9, max: 1 } },
    };
    expect(draftProblems(upsideDown)).toEqual([
      'The minimum must not be above the maximum.',
      'Choose an FI type for an advanced search.',
    ]);
    expect(draftProblems(advanced())).toEqual([]);
  });
});
