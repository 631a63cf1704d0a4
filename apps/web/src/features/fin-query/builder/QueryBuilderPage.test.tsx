import {
  type QueryCatalog,
  type QueryCountsResponse,
  type QueryResults,
  type RunQueryBody,
  runQueryBodySchema,
} from '@fin-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubRequest, stubFetch } from '../../../test/fetch-stub';
import { sessionFixture } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render-route';
import { addFromPicker, FIN_QUERY_SHELL, SLOW } from './builder-test-kit';

const firmographic = {
  element_type: 'firmographics' as const,
  element_section: 'Firmographics',
  definition: null,
  remote_options: false,
  fi_types: [],
  properties: null,
};

const CATALOG: QueryCatalog = {
  categories: [
    {
      name: 'Firmographics',
      sections: [
        {
          name: 'Firmographics',
          elements: [
            {
              ...firmographic,
              element_id: 4,
              name: 'State',
              group: 'Address',
              definition: 'Main office state.',
              value_kind: 'options',
              operators: ['in', 'not_in'],
              options: [
                { value: 'TX', label: 'Texas' },
                { value: 'OK', label: 'Oklahoma' },
              ],
              format: null,
            },
            {
              ...firmographic,
              element_id: 15,
              name: 'Total Assets ($000)',
              group: 'Size and age',
              value_kind: 'number',
              operators: ['equal', 'less', 'greater', 'between', 'not_between'],
              format: 'C0',
            },
          ],
        },
      ],
    },
  ],
  data_as_of: '2026-09-30',
  is_demo: true,
};

const OTHER_CATEGORIES: QueryCatalog['categories'] = [
  {
    name: 'Market Area',
    sections: [
      {
        name: 'Market Area',
        elements: [
          {
            element_id: 104,
            // The builder reads the kind of editor from `properties`, whatever the element type.
            element_type: 'firmographics',
            element_section: 'Market',
            name: 'Deposit Share in Market',
            group: null,
            definition: null,
            value_kind: 'number',
            operators: ['greater', 'between'],
            remote_options: true,
            format: 'P2',
            fi_types: [],
            properties: 'market',
          },
        ],
      },
    ],
  },
  {
    name: 'Technographics',
    sections: [
      {
        name: 'Core',
        elements: [
          {
            element_id: 4,
            element_type: 'technographics',
            element_section: 'Technographics',
            name: 'Core Processing',
            group: null,
            definition: null,
            value_kind: 'options',
            operators: [
              'has_service',
              'no_service',
              'vendor',
              'not_vendor',
              'product',
              'not_product',
              'in_house',
            ],
            remote_options: true,
            format: null,
            fi_types: [],
            properties: 'technographic',
          },
        ],
      },
    ],
  },
];

const RESULTS: QueryResults = {
  total: 2,
  counts: {},
  columns: [
    { key: 'name', label: 'Full Name', format: null, source: 'default' },
    { key: 'assets', label: 'assets', format: 'C0', source: 'default' },
  ],
  rows: [
    ['Prairie State Bank', 850_000],
    ['Alamo Savings', 120_000],
  ],
  institution_ids: [11, 12],
  data_as_of: '2026-09-30',
  is_demo: true,
};

const REFUSED = {
  status: 422,
  body: {
    error: {
      code: 'validation_failed',
      message: 'Validation failed. The query uses an element that no longer exists.',
      details: [
        {
          path: 'criteria.r1',
          message: 'Validation failed. The query uses an element that no longer exists.',
          rule_id: 'r1',
        },
      ],
    },
  },
};

function setup({ refuse = false } = {}) {
  window.localStorage.clear();
  const counted: RunQueryBody[] = [];
  const { calls } = stubFetch({
    'GET /api/session': { body: sessionFixture() },
    ...FIN_QUERY_SHELL,
    'GET /api/advanced_query/catalog': {
      body: { ...CATALOG, categories: [...CATALOG.categories, ...OTHER_CATEGORIES] },
    },
    'GET /api/advanced_query/element_options': (request: StubRequest) => ({
      body: {
        options: request.path.includes('element_options')
          ? [
              { value: 'TX', label: 'Texas' },
              { value: 31, label: 'Jack Henry' },
            ]
          : [],
      },
    }),
    'POST /api/advanced_query/counts': (request: StubRequest) => {
      const body = runQueryBodySchema.parse(request.body);
      counted.push(body);
      if (refuse) return REFUSED;
      const ids = JSON.stringify(body.query.criteria).match(/"id":"[^"]+"/g) ?? [];
      const counts = Object.fromEntries(ids.map((m, i) => [m.slice(6, -1), 100 + i]));
      const answer: QueryCountsResponse = { counts, total: 42 + counted.length, universe: 13_102 };
      return { body: answer };
    },
    'POST /api/advanced_query': { body: RESULTS },
  });
  renderRoute('/technographics/fin_query/query');
  return { counted, calls };
}

const rules = () => screen.getAllByTestId('query-rule');

afterEach(() => vi.restoreAllMocks());

// Each test mounts the whole app and waits on debounced counts: slower than a unit test on a busy machine.
describe('query builder', { timeout: 20_000 }, () => {
  it('adds a rule from the picker, flags it until it has a value, then counts it', async () => {
    const { counted } = setup();
    await addFromPicker('State');
    const rule = rules()[0] as HTMLElement;
    expect(within(rule).getByTestId('rule-problem').textContent).toBe('Enter a value');
    expect(screen.getByTestId('query-total').textContent).toBe('Complete the highlighted rules to count');
    expect(counted).toHaveLength(0);

    fireEvent.click(within(rule).getByLabelText('State'));
    fireEvent.click(await screen.findByRole('option', { name: 'Texas', hidden: true }));
    await waitFor(() => expect(counted).toHaveLength(1), SLOW);
    expect(within(rule).queryByTestId('rule-problem')).toBeNull();
    expect(counted[0]?.query.criteria.children[0]).toMatchObject({ operator: 'in', value: ['TX'] });
    await waitFor(() =>
      expect(screen.getByTestId('query-total').textContent).toBe('43 of 13,102 institutions'),
    );
    expect(within(rule).getByTestId('rule-count').textContent).toBe('101 institutions');
  });

  it('shows the reason the server refused a rule on that rule', async () => {
    setup({ refuse: true });
    await addFromPicker('State');
    const rule = rules()[0] as HTMLElement;
    fireEvent.click(within(rule).getByLabelText('State'));
    fireEvent.click(await screen.findByRole('option', { name: 'Texas', hidden: true }));
    await waitFor(
      () =>
        expect(within(rule).getByTestId('rule-problem').textContent).toBe(
          'Validation failed. The query uses an element that no longer exists.',
        ),
      SLOW,
    );
  });

  it('a solution rule counts as offered at once; vendor rules wait for a vendor', async () => {
    const { counted } = setup();
    await addFromPicker('Core Processing');
    await waitFor(() => expect(counted).toHaveLength(1), SLOW);
    expect(counted[0]?.query.criteria.children[0]).toMatchObject({ operator: 'has_service', value: [true] });
    expect(counted[0]?.query.elements[0]?.element_objects[0]?.element_properties).toEqual({
      vendor: false,
      product: false,
      has_service: false,
      installed_years: null,
    });
    const rule = rules()[0] as HTMLElement;
    fireEvent.click(within(rule).getByLabelText('Core Processing operator'));
    fireEvent.click(await screen.findByRole('option', { name: 'uses vendor', hidden: true }));
    expect(within(rule).getByTestId('rule-problem').textContent).toBe('Enter a value');
    fireEvent.click(within(rule).getByLabelText('Core Processing vendors'));
    fireEvent.click(await screen.findByRole('option', { name: 'Jack Henry', hidden: true }, SLOW));
    await waitFor(() => expect(counted).toHaveLength(2), SLOW);
    expect(counted[1]?.query.criteria.children[0]).toMatchObject({ operator: 'vendor', value: [31] });
  });

  it('a market measure needs a market as well as a value', async () => {
    const { counted } = setup();
    await addFromPicker('Deposit Share in Market');
    const rule = rules()[0] as HTMLElement;
    fireEvent.change(within(rule).getByLabelText('Deposit Share in Market'), { target: { value: '12.5' } });
    expect(within(rule).getByTestId('rule-problem').textContent).toBe('Choose a market');
    fireEvent.click(within(rule).getByLabelText('Deposit Share in Market markets'));
    fireEvent.click(await screen.findByRole('option', { name: 'Texas', hidden: true }, SLOW));
    await waitFor(() => expect(counted).toHaveLength(1), SLOW);
    expect(counted[0]?.query.criteria.children[0]).toMatchObject({ operator: 'greater', value: [0.125] });
    expect(counted[0]?.query.elements[0]?.element_objects[0]?.element_properties).toEqual({
      market: 'state',
      codes: ['TX'],
    });
  });

  it('Price & download hands the counted query to the download screen', async () => {
    setup();
    await addFromPicker('State');
    const rule = rules()[0] as HTMLElement;
    fireEvent.click(within(rule).getByLabelText('State'));
    fireEvent.click(await screen.findByRole('option', { name: 'Texas', hidden: true }));
    const price = screen.getByRole('button', { name: 'Price & download' }) as HTMLButtonElement;
    await waitFor(() => expect(price.disabled).toBe(false), SLOW);
    fireEvent.click(price);
    const handed = JSON.parse(window.sessionStorage.getItem('fin-atlas:fin-query:current') ?? 'null');
    expect(runQueryBodySchema.parse({ query: handed.query }).query.criteria.children[0]).toMatchObject({
      operator: 'in',
      value: ['TX'],
    });
    expect(handed).toMatchObject({ name: null, advanced_query_id: null });
  });

  it('switches the value editor with the operator: between asks for both ends', async () => {
    const { counted } = setup();
    await addFromPicker('Total Assets ($000)');
    const rule = rules()[0] as HTMLElement;
    expect(within(rule).getByLabelText('Total Assets ($000)')).toBeTruthy();

    fireEvent.click(within(rule).getByLabelText('Total Assets ($000) operator'));
    fireEvent.click(await screen.findByRole('option', { name: 'between', hidden: true }));
    const from = within(rule).getByLabelText('Total Assets ($000) from');
    const to = within(rule).getByLabelText('Total Assets ($000) to');
    fireEvent.change(from, { target: { value: '100000' } });
    expect(within(rule).getByTestId('rule-problem').textContent).toBe('Enter a value');
    fireEvent.change(to, { target: { value: '500000' } });
    await waitFor(() => expect(counted).toHaveLength(1), SLOW);
    expect(counted[0]?.query.criteria.children[0]).toMatchObject({
      operator: 'between',
      value: [[100_000, 500_000]],
    });
  });

  it('nests an OR group, adds rules inside it and removes it again', async () => {
    const { counted } = setup();
    await addFromPicker('State');
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    const group = await screen.findByTestId('query-group');
    expect(within(group).getByText('Match any of these')).toBeTruthy();
    // A click in the group makes it the picker's target.
    fireEvent.click(within(group).getByTestId('empty-group'));
    await addFromPicker('Total Assets ($000)');
    expect(within(group).getAllByTestId('query-rule')).toHaveLength(1);
    expect(rules()).toHaveLength(2);

    fireEvent.click(within(group).getByRole('button', { name: 'Remove group' }));
    expect(screen.queryByTestId('query-group')).toBeNull();
    expect(rules()).toHaveLength(1);
    expect(counted).toHaveLength(0);
  });

  it('runs the query into a sortable results table and keeps the tree over a reload', async () => {
    // The table draws the rows in view of its scroll box: give the box a laptop's size.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280);
    setup();
    await addFromPicker('State');
    const rule = rules()[0] as HTMLElement;
    fireEvent.click(within(rule).getByLabelText('State'));
    fireEvent.click(await screen.findByRole('option', { name: 'Oklahoma', hidden: true }));
    const run = screen.getByRole('button', { name: 'Run query' }) as HTMLButtonElement;
    await waitFor(() => expect(run.disabled).toBe(false));
    fireEvent.click(run);
    const table = await screen.findByRole('table', { name: 'Query results' }, SLOW);
    const firstName = () => within(table).getAllByRole('link')[0]?.textContent;
    // The window of drawn rows is measured after the first paint.
    await waitFor(() => expect(firstName()).toBe('Prairie State Bank'));
    fireEvent.click(within(table).getByRole('button', { name: 'Sort by assets' }));
    expect(firstName()).toBe('Prairie State Bank');
    fireEvent.click(within(table).getByRole('button', { name: 'Sort by assets, now descending' }));
    expect(firstName()).toBe('Alamo Savings');
    expect(screen.getByTestId('demo-data').textContent).toBe('Demo data');

    const stored = JSON.parse(window.localStorage.getItem('fin-atlas:7:fin-query:builder') ?? 'null');
    expect(stored.tree.children).toHaveLength(1);
    expect(stored.lastRun).toContain('"OK"');
  });
});
