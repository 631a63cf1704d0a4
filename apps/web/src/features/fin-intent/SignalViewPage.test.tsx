import {
  DELETED_ELEMENT_NAME,
  type IntentSignalList,
  type QueryCatalog,
  type RunQueryBody,
  runQueryBodySchema,
} from '@fin-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import {
  evidence,
  INTENT_SHELL,
  institutionRow,
  SLOW,
  signalDetail,
  signalSummary,
} from '../../test/intent-fixtures';
import { renderRoute } from '../../test/render-route';

const LIST: IntentSignalList = { signals: [signalSummary()], period: '2026-09-30', is_demo: true };

// FIN Query's catalog offers the signal as a FIN Intent element whose options are the levels.
const CATALOG: QueryCatalog = {
  categories: [
    {
      name: 'FIN Intent',
      sections: [
        {
          name: 'FIN Intent',
          elements: [
            {
              element_id: 3,
              element_type: 'fin_intent',
              element_section: 'FIN Intent',
              name: 'Core Conversion',
              group: 'Core Processing',
              definition: null,
              value_kind: 'options',
              operators: ['equal', 'greater_or_equal'],
              options: [
                { value: 'early_research', label: 'Early Research' },
                { value: 'active_research', label: 'Active Research' },
                { value: 'in_depth_research', label: 'In-Depth Research' },
              ],
              remote_options: false,
              format: null,
              fi_types: [],
              properties: null,
            },
          ],
        },
      ],
    },
  ],
  data_as_of: '2026-09-30',
  is_demo: true,
};

function setup() {
  const institutions: URLSearchParams[] = [];
  const counted: RunQueryBody[] = [];
  stubFetch({
    ...INTENT_SHELL,
    'GET /api/intent/signals': { body: LIST },
    'GET /api/intent/signals/3': { body: signalDetail() },
    'GET /api/intent/signals/3/institutions': (request) => {
      institutions.push(request.query);
      const level = request.query.get('level');
      return {
        body: {
          period: '2026-09-30',
          total: 1,
          page: 1,
          per_page: 50,
          rows: [
            institutionRow(
              level === 'active_research'
                ? {
                    institution_id: 502,
                    name: 'Lakeside Credit Union',
                    fi_type: 'credit_union',
                    score: 44,
                    level: 'active_research',
                  }
                : {},
            ),
          ],
          is_demo: true,
        },
      };
    },
    'GET /api/intent/signals/3/institutions/501': { body: evidence() },
    'GET /api/advanced_query/catalog': { body: CATALOG },
    'POST /api/advanced_query/counts': (request) => {
      const body = runQueryBodySchema.parse(request.body);
      counted.push(body);
      return { body: { counts: { r1: 12, root: 12 }, total: 12, universe: 9_800 } };
    },
  });
  return { institutions, counted };
}

describe('one signal', { timeout: 30_000 }, () => {
  it('opens at the strongest level anyone is at, and switches level with the level control', async () => {
    const { institutions } = setup();
    renderRoute('/fi_prospect/intent/signals/view/3?state=IL&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Core Conversion' }, SLOW)).toBeTruthy();
    await waitFor(() => expect(institutions.length).toBeGreaterThan(0));
    expect(institutions[0]?.get('level')).toBe('in_depth_research');
    expect(institutions[0]?.get('state')).toBe('IL');
    expect(institutions[0]?.get('page')).toBe('2');
    expect(await screen.findByRole('button', { name: 'Evidence of Prairie State Bank' })).toBeTruthy();

    const active = screen.getByRole('radio', { name: 'Active Research (45)' });
    expect(screen.getByRole('radio', { name: 'In-Depth Research (12)' })).toBeTruthy();
    fireEvent.click(active);
    await waitFor(() => expect(institutions.at(-1)?.get('level')).toBe('active_research'));
    // A new level starts again from the first page, with the same filters.
    expect(institutions.at(-1)?.get('page')).toBe('1');
    expect(institutions.at(-1)?.get('state')).toBe('IL');
    expect(await screen.findByRole('button', { name: 'Evidence of Lakeside Credit Union' })).toBeTruthy();
  });

  it('shows an institution’s evidence per element, a deleted element as (Deleted)', async () => {
    setup();
    renderRoute('/fi_prospect/intent/signals/view/3');
    const table = await screen.findByTestId('intent-institutions', {}, SLOW);
    // The row's strongest evidence names the deleted element as such.
    expect(within(table).getByText(DELETED_ELEMENT_NAME)).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Evidence of Prairie State Bank' }));

    const drawer = await screen.findByRole('dialog', { name: /Prairie State Bank/ }, SLOW);
    expect(within(drawer).getByTestId('evidence-score').textContent).toBe('72.5');
    const elements = within(drawer).getAllByTestId('evidence-element');
    expect(elements).toHaveLength(2);
    expect(within(elements[0] as HTMLElement).getByText('Core conversion postings')).toBeTruthy();
    expect(within(elements[0] as HTMLElement).getByText('40 of 40 points')).toBeTruthy();
    expect(within(elements[0] as HTMLElement).getByText('Core Conversion Project Manager')).toBeTruthy();
    expect(within(elements[0] as HTMLElement).getByText('Aug 14, 2026')).toBeTruthy();
    const deleted = elements[1] as HTMLElement;
    expect(within(deleted).getByText(DELETED_ELEMENT_NAME)).toBeTruthy();
    expect(within(deleted).getByText(/removed from the signal; its evidence is kept/)).toBeTruthy();
    expect(within(deleted).getByText('12.5 of 20 points')).toBeTruthy();
    expect(within(drawer).getByTestId('score-history').textContent).toBe(
      'Q2 2026: 48 (Active Research) · Q3 2026: 72.5 (In-Depth Research)',
    );
  });

  it('adds the in-depth institutions to FIN Query as a FIN Intent rule the builder counts', async () => {
    const { counted } = setup();
    const { router } = renderRoute('/fi_prospect/intent/signals/view/3');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Add in-depth institutions to FIN Query' }, SLOW),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/technographics/fin_query/query'), SLOW);
    const rule = await screen.findByTestId('query-rule', {}, SLOW);
    expect(within(rule).getByText('Core Conversion')).toBeTruthy();
    await waitFor(() => expect(counted.length).toBeGreaterThan(0), SLOW);
    const query = counted.at(-1)?.query;
    expect(query?.elements[0]?.element_objects[0]).toMatchObject({
      element_id: 3,
      element_type: 'fin_intent',
      element_section: 'FIN Intent',
    });
    expect(query?.criteria.children[0]).toMatchObject({ operator: 'equal', value: ['in_depth_research'] });
    // The hand-over is not replayed: the router state is dropped once the builder has the query.
    expect(router.state.location.state).toBeNull();
  });
});
