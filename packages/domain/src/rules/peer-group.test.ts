import { describe, expect, it } from 'vitest';
import {
  peerGroupBodySchema,
  peerGroupCriteriaSchema,
  peerGroupPreviewBodySchema,
} from '../contracts/peer-group.js';
import { criteriaFilterCount, hasPeerGroupChanged, isEmptyCriteria, peerGroupChanges } from './peer-group.js';

const saved = { name: 'Midwest', description: null, members: [3, 1, 2] };

describe('hasPeerGroupChanged', () => {
  it('ignores member order, duplicates, spaces and null description', () => {
    expect(hasPeerGroupChanged({ name: ' Midwest ', description: '', members: [1, 2, 3, 3] }, saved)).toBe(
      false,
    );
  });

  it('detects a changed name, description or membership', () => {
    expect(hasPeerGroupChanged({ ...saved, name: 'West' }, saved)).toBe(true);
    expect(hasPeerGroupChanged({ ...saved, description: 'x' }, saved)).toBe(true);
    expect(hasPeerGroupChanged({ ...saved, members: [1, 2] }, saved)).toBe(true);
    expect(hasPeerGroupChanged({ ...saved, members: [1, 2, 4] }, saved)).toBe(true);
  });
});

describe('peerGroupChanges', () => {
  it('names which fields changed and which members came and went', () => {
    expect(peerGroupChanges({ name: 'Midwest', description: 'Ohio', members: [4, 2, 1] }, saved)).toEqual({
      name: false,
      description: true,
      added: [4],
      removed: [3],
      changed: true,
    });
  });

  it('reports no change for the saved copy itself', () => {
    expect(peerGroupChanges(saved, saved)).toEqual({
      name: false,
      description: false,
      added: [],
      removed: [],
      changed: false,
    });
  });
});

describe('criteria filters', () => {
  it('counts states, bands, bounded ranges, metric rows and offering rows, not the FI type', () => {
    expect(criteriaFilterCount({ fi_type: 'bank' })).toBe(0);
    expect(
      criteriaFilterCount({
        fi_type: 'bank',
        states: ['OH', 'IN'],
        asset_bands: [2, 3],
        ranges: { assets: { min: 100, max: null }, branches: { min: null, max: null } },
        metric_rows: [{ theme: 'loan_mix', metric_id: 'residential_loans_share', min: 0.2 }],
        offering_rows: [{ solution_id: 4 }],
      }),
    ).toBe(5);
  });

  it('is empty with nothing picked and nothing filtered', () => {
    expect(isEmptyCriteria({})).toBe(true);
    expect(isEmptyCriteria({ fi_type: 'credit_union', ranges: { assets: {} } })).toBe(true);
    expect(isEmptyCriteria({ institution_ids: [7] })).toBe(false);
    expect(isEmptyCriteria({ states: ['TX'] })).toBe(false);
  });
});

describe('peer group contracts', () => {
  it('fills defaults, drops duplicate picks and trims the name', () => {
    const body = peerGroupBodySchema.parse({
      name: '  Texas peers ',
      builder: 'quick',
      criteria: { institution_ids: [5, 5, 9] },
    });
    expect(body.name).toBe('Texas peers');
    expect(body.description).toBe('');
    expect(body.shared).toBe(false);
    expect(body.criteria).toMatchObject({
      institution_ids: [5, 9],
      fi_type: null,
      states: [],
      metric_rows: [],
      offering_rows: [],
    });
  });

  it('rejects a range whose minimum is above its maximum, and a metric row without bounds', () => {
    const bad = peerGroupCriteriaSchema.safeParse({
      ranges: { assets: { min: 500, max: 100 } },
      metric_rows: [{ theme: 'profit', metric_id: 'roa' }],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message);
    expect(messages).toContain('The minimum must not be above the maximum.');
    expect(messages).toContain('Enter a minimum, a maximum or both.');
  });

  it('allows three rows per theme, not four, and an offering row needs something chosen', () => {
    const row = { theme: 'risk', metric_id: 'tier1_leverage', min: 0.08 } as const;
    expect(peerGroupCriteriaSchema.safeParse({ metric_rows: [row, row, row] }).success).toBe(true);
    const four = peerGroupCriteriaSchema.safeParse({ metric_rows: [row, row, row, row] });
    expect(four.error?.issues[0]?.message).toBe('At most 3 Risk rows.');
    const offering = peerGroupCriteriaSchema.safeParse({ offering_rows: [{ vendor_id: null }] });
    expect(offering.error?.issues[0]?.message).toBe('Choose a bank service, a vendor or a product.');
  });

  it('needs an FI type for an advanced search', () => {
    const preview = peerGroupPreviewBodySchema.safeParse({
      builder: 'advanced',
      criteria: { states: ['OH'] },
    });
    expect(preview.error?.issues[0]).toMatchObject({
      path: ['criteria', 'fi_type'],
      message: 'Choose an FI type for an advanced search.',
    });
    expect(
      peerGroupPreviewBodySchema.safeParse({ builder: 'advanced', criteria: { fi_type: 'bank' } }).success,
    ).toBe(true);
  });
});
