import type { QueryCatalogElement } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { segmentSetFixture } from '../../test/segmentation-fixtures';
import {
  copyDraft,
  draftFromSummary,
  emptySetDraft,
  fromWireValue,
  moveSegment,
  newSegment,
  removeSegment,
  type SetDraft,
  segmentProblem,
  setBody,
  setProblem,
  toWireValue,
  withElement,
} from './segment-draft';

const element = (overrides: Partial<QueryCatalogElement> = {}): QueryCatalogElement => ({
  element_id: 15,
  element_type: 'firmographics',
  element_section: 'Firmographics',
  name: 'Total Assets ($000)',
  group: 'Size and age',
  definition: null,
  value_kind: 'number',
  operators: ['equal', 'less', 'greater_or_equal', 'between'],
  remote_options: false,
  format: 'C0',
  fi_types: [],
  properties: null,
  ...overrides,
});

const stored = segmentSetFixture({
  segmentation_set_details_attributes: [
    { id: 11, name: 'Small', operator: 'less', value: [100_000] },
    { id: 12, name: 'Mid-size', operator: 'between', value: [100_000, 1_000_000] },
    { id: 13, name: 'Large', operator: 'greater_or_equal', value: [1_000_000] },
  ],
});

describe('segment values between the editor and the server', () => {
  it('sends a range as [low, high] once both ends are typed, low first', () => {
    expect(toWireValue('between', [[100, 500]])).toEqual([100, 500]);
    expect(toWireValue('between', [[100, null]])).toBeNull();
    expect(toWireValue('between', [[500, 100]])).toBeNull();
    expect(fromWireValue('between', [100, 500])).toEqual([[100, 500]]);
  });

  it('sends lists and single numbers as lists, and a service test as yes', () => {
    expect(toWireValue('in', ['TX', '', 'CA'])).toEqual(['TX', 'CA']);
    expect(toWireValue('in', [])).toBeNull();
    expect(toWireValue('less', [0])).toEqual([0]);
    expect(toWireValue('has_service', [true])).toEqual(['yes']);
    expect(fromWireValue('has_service', ['yes'])).toEqual([true]);
    expect(fromWireValue('less', 100)).toEqual([100]);
  });
});

describe('a set being edited', () => {
  it('opens a stored set with its segments in order and saves them back with their ids', () => {
    const draft = draftFromSummary(stored);
    expect(draft.segments.map((s) => s.name)).toEqual(['Small', 'Mid-size', 'Large']);
    expect(draft.segments[1]?.value).toEqual([[100_000, 1_000_000]]);
    const body = setBody({ ...draft, name: ' Size tiers ' });
    expect(body.segmentation_set.name).toBe(' Size tiers ');
    expect(body.segmentation_set.segmentation_set_details_attributes).toEqual([
      { id: 11, name: 'Small', operator: 'less', value: [100_000] },
      { id: 12, name: 'Mid-size', operator: 'between', value: [100_000, 1_000_000] },
      { id: 13, name: 'Large', operator: 'greater_or_equal', value: [1_000_000] },
    ]);
  });

  it('reorders, removes (a stored segment is destroyed on save) and adds segments', () => {
    let draft = draftFromSummary(stored);
    const [small, mid] = draft.segments;
    draft = moveSegment(draft, mid?.key ?? '', -1);
    expect(draft.segments.map((s) => s.name)).toEqual(['Mid-size', 'Small', 'Large']);
    expect(moveSegment(draft, mid?.key ?? '', -1)).toBe(draft);
    draft = removeSegment(draft, small?.key ?? '');
    draft = { ...draft, segments: [...draft.segments, { ...newSegment(element()), name: 'Micro' }] };
    const attributes = setBody(draft).segmentation_set.segmentation_set_details_attributes;
    expect(attributes.map((a) => [a.id, a.name, a._destroy ?? false])).toEqual([
      [12, 'Mid-size', false],
      [13, 'Large', false],
      [undefined, 'Micro', false],
      [11, 'removed-11', true],
    ]);
  });

  it('says what is missing before saving: a name, an element, segments, complete and distinct values', () => {
    expect(setProblem(emptySetDraft())).toBe('Name the segment set.');
    expect(setProblem({ ...emptySetDraft(), name: 'Sizes' })).toBe(
      'Choose the element the set splits institutions by.',
    );
    const draft: SetDraft = withElement({ ...emptySetDraft(), name: 'Sizes' }, element());
    expect(setProblem(draft)).toBe('Add at least one segment.');
    const half = { ...newSegment(element()), name: 'Small', value: [[0, null]] };
    const twin = { ...newSegment(element()), name: 'small', value: [[0, 5]] };
    expect(segmentProblem(half, [half])).toBe('Enter both ends, low first.');
    expect(segmentProblem(twin, [half, twin])).toBe('Another segment has this name.');
    expect(setProblem({ ...draft, segments: [half] })).toBe(
      'Check the segments: Enter both ends, low first.',
    );
  });

  it('starts every value again when the element changes, and copies a set as a new one', () => {
    const draft = withElement(
      draftFromSummary(stored),
      element({ element_id: 4, name: 'State', value_kind: 'options', operators: ['in', 'not_in'] }),
    );
    expect(draft.element).toEqual({ element_id: 4, element_type: 'firmographics', element_property: null });
    expect(draft.segments.map((s) => [s.name, s.operator, s.value])).toEqual([
      ['Small', 'in', []],
      ['Mid-size', 'in', []],
      ['Large', 'in', []],
    ]);
    const copy = copyDraft({ ...stored, built_in: true, editable: false });
    expect(copy.id).toBeNull();
    expect(copy.name).toBe('Size bands (copy)');
    expect(copy.segments.every((s) => s.id === undefined)).toBe(true);
  });
});
