import { describe, expect, it } from 'vitest';
import type { FormatNode } from '../contracts/format-node.js';
import {
  elementSuitsFiType,
  formatTreeProblem,
  nodeNamesElement,
  technographicMode,
  technographicModeFlags,
  writerElementType,
  writerSegmentOf,
} from './report-writer.js';

const elements = [
  { element_id: 3, element_type: 'firmographics' },
  { element_id: 3, element_type: 'technographics' },
  { element_id: 900, element_type: 'common_metric' },
];

describe('report writer rules', () => {
  it('tells elements of the same id apart by their type', () => {
    const firmographic = { element_id: 3, element_type: 'firmographics' };
    expect(nodeNamesElement({ element_id: 3, element_type: 'technographics' }, firmographic)).toBe(false);
    expect(nodeNamesElement({ element_id: 3 }, firmographic)).toBe(true);
  });

  it('maps catalog types to writer segments and element types', () => {
    expect(writerSegmentOf('contact_search')).toBe('FI Contacts');
    expect(writerElementType('contact_search')).toBe('fi_contacts');
    expect(writerSegmentOf('common_financial_statements')).toBe('Financial Statements');
    expect(writerSegmentOf('select_institutions')).toBeNull();
    expect(writerElementType('job_search')).toBeNull();
  });

  it('lets a both report take only elements of banks and credit unions', () => {
    expect(elementSuitsFiType([], 'both')).toBe(true);
    expect(elementSuitsFiType(['bank', 'bhc'], 'both')).toBe(false);
    expect(elementSuitsFiType(['bank', 'bhc', 'credit_union'], 'both')).toBe(true);
    expect(elementSuitsFiType(['bank', 'bhc'], 'bhc')).toBe(true);
    expect(elementSuitsFiType(['credit_union'], 'bank')).toBe(false);
  });

  it('reads and writes technographic modes one at a time', () => {
    expect(technographicMode({})).toBe('default');
    expect(technographicMode(technographicModeFlags('product'))).toBe('product');
    expect(technographicModeFlags('has_service')).toEqual({
      vendor: false,
      product: false,
      has_service: true,
    });
  });

  it('finds what keeps a layout from being saved', () => {
    const ok: FormatNode[] = [
      {
        type: 'header',
        id: 'h',
        text: 'Profile',
        children: [
          { type: 'element', id: 'a', element_id: 3, element_type: 'technographics' },
          { type: 'graph', id: 'g', metrics: [900] },
        ],
      },
      { type: 'space', id: 's' },
    ];
    expect(formatTreeProblem(elements, ok)).toBeNull();
    expect(formatTreeProblem(elements, [{ type: 'graph', id: 'g', metrics: [3] }])).toMatch(/only metrics/);
    expect(formatTreeProblem(elements, [{ type: 'header', id: 'h', text: ' ' }])).toMatch(/text/);
    expect(
      formatTreeProblem(elements, [
        { type: 'space', id: 'x' },
        { type: 'lineBreak', id: 'x' },
      ]),
    ).toMatch(/twice/);
    expect(
      formatTreeProblem(elements, [{ type: 'element', id: 'z', element_id: 900, element_type: 'metrics' }]),
    ).toMatch(/does not contain/);
    let deep: FormatNode = { type: 'space', id: 'leaf' };
    for (let i = 0; i < 7; i++) deep = { type: 'header', id: `h${i}`, text: 'Deep', children: [deep] };
    expect(formatTreeProblem(elements, [deep])).toMatch(/levels deep/);
  });
});
