import type { ReportWriterElement } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import {
  addElement,
  createBody,
  draftProblems,
  newDraft,
  removeElement,
  sameReport,
  setElementProperties,
  unaddableReason,
  updateBody,
} from './draft';

const element = (overrides: Partial<ReportWriterElement>): ReportWriterElement => ({
  element_id: 1,
  element_type: 'common_metric',
  name: 'Return on Assets',
  section: 'Common Metrics (Bank/CU)',
  group: 'Profitability',
  definition: null,
  format: 'P2',
  fi_types: ['bank', 'bhc', 'credit_union'],
  properties: 'metric',
  value_kind: 'number',
  ...overrides,
});

const roa = element({ element_id: 11 });
const bankOnly = element({
  element_id: 12,
  element_type: 'metrics',
  name: 'Brokered Deposits',
  fi_types: ['bank', 'bhc'],
});
const city = element({
  element_id: 3,
  element_type: 'firmographics',
  name: 'City',
  properties: 'firmographic',
  value_kind: 'text',
  fi_types: [],
});
const core = element({
  element_id: 3,
  element_type: 'technographics',
  name: 'Core Processing',
  properties: 'technographic',
  fi_types: [],
});
const catalog = new Map([roa, bankOnly, city, core].map((e) => [`${e.element_type}:${e.element_id}`, e]));
const offered = (key: string) => catalog.get(key);

describe('a report draft', () => {
  it('adds elements once, with their defaults, at the end of the layout', () => {
    let draft = newDraft('bank');
    draft = addElement(addElement(addElement(draft, roa), city), roa);
    expect(draft.elements).toEqual([
      {
        element_id: 11,
        element_type: 'common_metric',
        element_properties: { set: 1, span: 2, scope: 'single', is_global_setting: false },
      },
      {
        element_id: 3,
        element_type: 'firmographics',
        element_properties: { action_taken: null, element_option: null, output_type: 'text' },
      },
    ]);
    expect(draft.format.map((n) => n.type === 'element' && `${n.element_type}:${n.element_id}`)).toEqual([
      'common_metric:11',
      'firmographics:3',
    ]);
    // Same id, another type: a separate element.
    expect(addElement(draft, core).elements).toHaveLength(3);
  });

  it('removes an element from the report, its layout and its graphs', () => {
    let draft = addElement(addElement(newDraft('bank'), roa), city);
    draft = { ...draft, format: [...draft.format, { type: 'graph', id: 'g', metrics: [11] }] };
    const without = removeElement(draft, 'common_metric:11');
    expect(without.elements.map((e) => e.element_type)).toEqual(['firmographics']);
    expect(without.format).toEqual([draft.format[1], { type: 'graph', id: 'g', metrics: [] }]);
  });

  it('says what keeps it from being saved', () => {
    expect(draftProblems(newDraft('both'), offered)).toEqual([
      'Give the report a name.',
      'Add at least one element from the segments.',
    ]);
    let draft = { ...addElement(addElement(newDraft('both'), roa), bankOnly), name: 'Mix' };
    expect(draftProblems(draft, offered)).toEqual([
      'Brokered Deposits is not reported by banks and credit unions: remove it or change the FI type.',
    ]);
    draft = { ...draft, fi_type: 'bank', format: [...draft.format, { type: 'graph', id: 'g', metrics: [] }] };
    expect(draftProblems(draft, offered)).toEqual(['Choose at least one metric for every graph.']);
  });

  it('keeps property defaults when properties change and compares saved content', () => {
    const draft = addElement({ ...newDraft('bank'), name: ' Core ' }, core);
    const vendor = setElementProperties(draft, 'technographics:3', { vendor: true, vendor_ids: [7] });
    expect(vendor.elements[0]?.element_properties).toEqual({
      vendor: true,
      product: false,
      has_service: false,
      vendor_ids: [7],
      product_ids: [],
    });
    expect(sameReport(draft, { ...draft })).toBe(true);
    expect(sameReport(draft, vendor)).toBe(false);
    expect(createBody(draft).name).toBe('Core');
    expect(createBody(draft).self_serve_report_groups_attributes).toEqual([]);
    expect(updateBody({ ...draft, group_ids: [4] }).group_ids).toEqual([4]);
  });

  it('starts a mortgage report in the mortgage variant and refuses measures without HMDA data', () => {
    expect(newDraft('mortgage')).toMatchObject({ is_mbc: true, fi_type: 'both' });
    expect(
      unaddableReason(element({ element_type: 'mortgage_lending', properties: 'mortgage', options: [] })),
    ).toBe('No HMDA year is loaded yet.');
  });
});
