import type { QueryCatalog, QueryCatalogElement } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { filterCatalog } from './catalog-index';

const element = (name: string, definition: string, group: string | null = null): QueryCatalogElement => ({
  element_id: name.length,
  element_type: 'firmographics',
  element_section: 'Firmographics',
  name,
  group,
  definition,
  value_kind: 'options',
  operators: ['in'],
  remote_options: false,
  format: null,
  fi_types: [],
  properties: null,
});

const CATALOG: QueryCatalog = {
  data_as_of: '2026-09-30',
  is_demo: true,
  categories: [
    {
      name: 'Firmographics',
      sections: [
        {
          name: 'Firmographics',
          elements: [element('FI Type', 'Bank, bank holding company or credit union.', 'Charter')],
        },
      ],
    },
    {
      name: 'Financial Data',
      sections: [
        {
          name: 'Common Metrics (Bank/CU)',
          elements: [
            element(
              'Return on Average Assets (ROA)',
              'Net income over average assets. Institutions of a type without this figure never match.',
              'Profitability',
            ),
            element(
              'Efficiency Ratio',
              'Non-interest expense over revenue; a profitable bank keeps it low.',
              'Profitability',
            ),
          ],
        },
      ],
    },
  ],
};

const names = (text: string) =>
  filterCatalog(CATALOG, text).flatMap((c) =>
    c.sections.flatMap((s) => s.groups.flatMap((g) => g.elements.map((e) => e.name))),
  );

describe('the element picker search', () => {
  it('lists the elements named by the words, not every metric whose definition holds them', () => {
    expect(names('FI Type')).toEqual(['FI Type']);
    expect(names('roa')).toEqual(['Return on Average Assets (ROA)']);
    expect(names('profitability')).toEqual(['Return on Average Assets (ROA)', 'Efficiency Ratio']);
  });

  it('falls back to the definitions when no name holds the words', () => {
    expect(names('revenue')).toEqual(['Efficiency Ratio']);
    expect(names('no such thing')).toEqual([]);
    expect(names('')).toHaveLength(3);
  });
});
