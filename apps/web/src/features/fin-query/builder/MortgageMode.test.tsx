import {
  ENTERPRISE_PERMISSIONS,
  type QueryCatalog,
  type QueryCatalogElement,
  type RunQueryBody,
  runQueryBodySchema,
} from '@fin-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubRequest, stubFetch } from '../../../test/fetch-stub';
import { sessionFixture } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render-route';
import { addFromPicker, FIN_QUERY_SHELL, SLOW } from './builder-test-kit';

const STATE: QueryCatalogElement = {
  element_id: 4,
  element_type: 'firmographics',
  element_section: 'Firmographics',
  name: 'State',
  group: 'Address',
  definition: null,
  value_kind: 'options',
  operators: ['in', 'not_in'],
  options: [{ value: 'TX', label: 'Texas' }],
  remote_options: false,
  format: null,
  fi_types: [],
  properties: null,
};

const FHA: QueryCatalogElement = {
  element_id: 101,
  element_type: 'mortgage_lending',
  element_section: 'Mortgage Lending',
  name: 'FHA',
  group: 'Loan type',
  definition: 'FHA loans originated or purchased.',
  value_kind: 'number',
  operators: ['greater', 'less', 'between'],
  options: [
    { value: 2025, label: 'HMDA 2025' },
    { value: 2024, label: 'HMDA 2024' },
  ],
  remote_options: false,
  format: 'N0',
  fi_types: [],
  properties: 'mortgage',
};

const PICKED: QueryCatalogElement = {
  element_id: 1,
  element_type: 'select_institutions',
  element_section: 'Select Institutions',
  name: 'Select Institutions',
  group: null,
  definition: null,
  value_kind: 'institutions',
  operators: ['in', 'not_in'],
  remote_options: true,
  format: null,
  fi_types: [],
  properties: null,
};

const catalog = (categories: QueryCatalog['categories']): QueryCatalog => ({
  categories,
  data_as_of: '2026-09-30',
  is_demo: true,
});
const STANDARD = catalog([
  { name: 'Firmographics', sections: [{ name: 'Firmographics', elements: [STATE] }] },
]);
const MORTGAGE = catalog([
  { name: 'Select Institutions', sections: [{ name: 'Select Institutions', elements: [PICKED] }] },
  { name: 'Firmographics', sections: [{ name: 'Firmographics', elements: [STATE] }] },
  { name: 'Mortgage Lending', sections: [{ name: 'Loan type', elements: [FHA] }] },
]);

function setup(url: string, { mbc }: { mbc: boolean }) {
  window.localStorage.clear();
  const counted: RunQueryBody[] = [];
  const catalogs: string[] = [];
  const permissions = Object.fromEntries(ENTERPRISE_PERMISSIONS.map((p) => [p, p === 'mbc' ? mbc : true]));
  stubFetch({
    'GET /api/session': {
      body: sessionFixture('User', {
        enterprise_permissions: permissions as ReturnType<
          typeof sessionFixture
        >['user']['enterprise_permissions'],
      }),
    },
    ...FIN_QUERY_SHELL,
    'GET /api/advanced_query/catalog': (request: StubRequest) => {
      const isMbc = request.query.get('is_mbc') === 'true';
      catalogs.push(isMbc ? 'mortgage' : 'standard');
      return { body: isMbc ? MORTGAGE : STANDARD };
    },
    'GET /api/advanced_query/element_options': (request: StubRequest) => {
      const mortgage = request.query.get('is_mbc') === 'true';
      if (mortgage && request.query.get('element_type') === 'select_institutions') {
        return {
          body: {
            options: [
              { value: 9001, label: 'Lone Star Home Lending', hint: 'Austin, TX · Mortgage Company' },
            ],
          },
        };
      }
      return {
        body: {
          options:
            mortgage && request.query.get('parent') === 'state'
              ? [{ value: 'TX', label: 'Texas', hint: '42 lenders in 2025' }]
              : [],
        },
      };
    },
    'POST /api/advanced_query/counts': (request: StubRequest) => {
      const body = runQueryBodySchema.parse(request.body);
      counted.push(body);
      return { body: { counts: { r1: 7 }, total: 7, universe: 14_500 } };
    },
  });
  renderRoute(url);
  return { counted, catalogs };
}

describe('mortgage mode of the query builder', { timeout: 20_000 }, () => {
  it('switches to mortgage lenders and counts an FHA rule in a state with is_mbc', async () => {
    const { counted, catalogs } = setup('/technographics/fin_query/query', { mbc: true });
    fireEvent.click(await screen.findByRole('radio', { name: 'Mortgage lenders' }, SLOW));
    await addFromPicker('FHA');
    await waitFor(() => expect(catalogs).toContain('mortgage'));
    const rule = screen.getByTestId('query-rule');
    expect((within(rule).getByLabelText('FHA year') as HTMLInputElement).value).toBe('HMDA 2025');
    fireEvent.change(within(rule).getByLabelText('FHA'), { target: { value: '100' } });
    fireEvent.click(within(rule).getByRole('radio', { name: 'States' }));
    expect(within(rule).getByTestId('rule-problem').textContent).toBe('Choose a market');
    fireEvent.click(within(rule).getByLabelText('FHA markets'));
    fireEvent.click(await screen.findByRole('option', { name: 'Texas', hidden: true }, SLOW));
    await waitFor(() => expect(counted).toHaveLength(1), SLOW);
    expect(counted[0]?.is_mbc).toBe(true);
    expect(counted[0]?.query.criteria.children[0]).toMatchObject({ operator: 'greater', value: [100] });
    expect(counted[0]?.query.elements[0]?.element_objects[0]?.element_properties).toMatchObject({
      action_taken: 'originations',
      output_type: 'count',
      filter_on: 'state',
      filter_operator: 'equal',
      filters: [expect.objectContaining({ element_property: 'state', operator: 'equal', value: ['TX'] })],
    });

    // A share is typed in percent: the count typed before no longer applies.
    fireEvent.click(within(rule).getByRole('radio', { name: 'Share of the action (%)' }));
    expect(within(rule).getByTestId('rule-problem').textContent).toBe('Enter a value');
    fireEvent.change(within(rule).getByLabelText('FHA'), { target: { value: '25' } });
    await waitFor(() => expect(counted).toHaveLength(2), SLOW);
    expect(counted[1]?.query.criteria.children[0]).toMatchObject({ value: [0.25] });
    expect(counted[1]?.query.elements[0]?.element_objects[0]?.element_properties).toMatchObject({
      output_type: 'share',
    });
    expect(screen.getByRole('heading', { name: 'Mortgage Lender Query Builder' })).toBeTruthy();
  });

  it('picks a mortgage company by name from the variant’s own list', async () => {
    const { counted } = setup('/technographics/fin_query/query?mbc=1', { mbc: true });
    await addFromPicker('Select Institutions');
    const rule = screen.getByTestId('query-rule');
    const search = within(rule).getByLabelText('Select Institutions');
    fireEvent.change(search, { target: { value: 'lone star' } });
    fireEvent.click(
      await screen.findByRole(
        'option',
        { name: /Lone Star Home Lending\s*Austin, TX · Mortgage Company/, hidden: true },
        SLOW,
      ),
    );
    await waitFor(() => expect(counted).toHaveLength(1), SLOW);
    expect(counted[0]).toMatchObject({ is_mbc: true });
    expect(counted[0]?.query.criteria.children[0]).toMatchObject({ operator: 'in', value: [9001] });
    expect(within(rule).getByText('Lone Star Home Lending')).toBeTruthy();
  });

  it('never offers mortgage mode to a user without the mbc permission, even at ?mbc=1', async () => {
    const { catalogs } = setup('/technographics/fin_query/query?mbc=1', { mbc: false });
    await screen.findByRole('searchbox', { name: 'Search elements' }, SLOW);
    expect(screen.queryByRole('radio', { name: 'Mortgage lenders' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Query Builder' })).toBeTruthy();
    expect(catalogs).toEqual(['standard']);
  });
});
