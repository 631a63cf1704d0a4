import type { QueryCatalogElement } from '@fin-atlas/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../test/providers';
import type { BuilderRule } from './criteria-tree';
import { defaultProperties } from './element-properties';
import { PropertiesEditor } from './PropertiesEditor';

const CORE: QueryCatalogElement = {
  element_id: 4,
  element_type: 'technographics',
  element_section: 'Technographics',
  name: 'Core Processing',
  group: null,
  definition: null,
  value_kind: 'options',
  operators: ['has_service', 'vendor'],
  remote_options: true,
  format: null,
  fi_types: [],
  properties: 'technographic',
};

const rule: BuilderRule = {
  type: 'rule',
  id: 'r1',
  element: { element_type: 'technographics', element_id: 4, element_section: 'Technographics' },
  operator: 'has_service',
  value: [],
  properties: defaultProperties('technographic'),
};

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('technographic output columns', () => {
  it('shows the columns the list gets when none is chosen, and keeps the others when one is unticked', () => {
    const onChange = vi.fn();
    render(
      <Providers>
        <PropertiesEditor rule={rule} element={CORE} onChange={onChange} />
      </Providers>,
    );
    expect(box('Vendor').checked).toBe(true);
    expect(box('Product').checked).toBe(true);
    expect(box('Has service').checked).toBe(false);
    expect(screen.getByText('and the year installed')).toBeTruthy();

    fireEvent.click(box('Vendor'));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        properties: expect.objectContaining({ vendor: false, product: true, has_service: false }),
      }),
    );
  });
});

const JOB_SEARCH: QueryCatalogElement = {
  element_id: 1,
  element_type: 'job_search',
  element_section: 'Job Search',
  name: 'Job Search',
  group: null,
  definition: null,
  value_kind: 'count',
  operators: ['has_matches'],
  remote_options: false,
  format: 'N0',
  fi_types: [],
  properties: 'evidence_search',
};

describe('job and site search properties', () => {
  const searchRule = (type: 'job_search' | 'site_search'): BuilderRule => ({
    type: 'rule',
    id: 'r2',
    element: {
      element_type: type,
      element_id: 1,
      element_section: type === 'job_search' ? 'Job Search' : 'Site Search',
    },
    operator: 'has_matches',
    value: [],
    properties: defaultProperties('evidence_search'),
  });

  it('edits the search words and the window, and offers functions and seniorities for job postings only', () => {
    const onChange = vi.fn();
    const { unmount } = render(
      <Providers>
        <PropertiesEditor rule={searchRule('job_search')} element={JOB_SEARCH} onChange={onChange} />
      </Providers>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Job Search search' }), {
      target: { value: '"core conversion" OR conversions' },
    });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        properties: expect.objectContaining({ text: '"core conversion" OR conversions', within_quarters: 4 }),
      }),
    );
    expect(screen.getAllByLabelText('Job Search job functions').length).toBeGreaterThan(0);
    unmount();

    render(
      <Providers>
        <PropertiesEditor
          rule={searchRule('site_search')}
          element={{
            ...JOB_SEARCH,
            element_type: 'site_search',
            element_section: 'Site Search',
            name: 'Site Search',
          }}
          onChange={onChange}
        />
      </Providers>,
    );
    expect(screen.getByRole('textbox', { name: 'Site Search search' })).toBeTruthy();
    expect(screen.queryAllByLabelText('Site Search job functions')).toEqual([]);
  });
});

describe('FIN Intent minimum score', () => {
  const SIGNAL: QueryCatalogElement = {
    ...CORE,
    element_id: 1,
    element_type: 'fin_intent',
    element_section: 'FIN Intent',
    name: 'Core Conversion',
    operators: ['equal', 'greater_or_equal'],
    remote_options: false,
    properties: 'intent',
  };
  const intentRule: BuilderRule = {
    ...rule,
    element: { element_type: 'fin_intent', element_id: 1, element_section: 'FIN Intent' },
    operator: 'greater_or_equal',
    properties: defaultProperties('intent'),
  };

  it('starts without one and narrows the rule to scores of at least the number typed', () => {
    const onChange = vi.fn();
    render(
      <Providers>
        <PropertiesEditor rule={intentRule} element={SIGNAL} onChange={onChange} />
      </Providers>,
    );
    const input = screen.getByRole('textbox', { name: 'Core Conversion minimum score' }) as HTMLInputElement;
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '45' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ properties: expect.objectContaining({ min_score: 45 }) }),
    );
  });
});
