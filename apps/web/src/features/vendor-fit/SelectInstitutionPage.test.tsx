import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const SLOW = { timeout: 10_000 };
const MODULE = {
  id: 40,
  name: 'VendorFit',
  icon: null,
  path: '/fi_prospect/vendor_fit',
  display_type: 'module' as const,
  parent_id: null,
  display_order: 40,
  partially_enabled: false,
  user_guide_url: null,
};

describe('choosing an institution and a solution', { timeout: 30_000 }, () => {
  it('searches as the user types, then offers the modelled solutions with their accuracy', async () => {
    const { calls } = stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'GET /api/ui_modules': {
        body: { ui_modules: [{ ...MODULE, enabled: true, about_path: null, module_flag: 'fin_vendorfit' }] },
      },
      'GET /api/users/enabled_modules': {
        body: { ui_modules: [MODULE], enabled_paths: ['/fi_prospect/vendor_fit'] },
      },
      'GET /api/fit_profile/institutions': {
        body: {
          institutions: [
            {
              id: 10,
              name: 'First Test Bank',
              city: 'Columbus',
              state: 'OH',
              fi_type: 'bank',
              assets: 350_000,
            },
            {
              id: 12,
              name: 'First Test Credit Union',
              city: 'Dayton',
              state: 'OH',
              fi_type: 'credit_union',
              assets: null,
            },
          ],
        },
      },
      'GET /api/fit_profile/solutions': {
        body: {
          solutions: [
            {
              id: 1,
              name: 'Core Processing',
              products: 14,
              clients: 230,
              period: '2026-09-30',
              fitted_at: '2026-10-02T06:00:00.000Z',
              evaluation: {
                holdout: 24,
                top1: 0.375,
                top3: 0.708,
                baseline_top1: 0.25,
                baseline_top3: 0.5,
                window_start: '2024-10-01',
                window_end: '2026-09-30',
              },
            },
            {
              id: 22,
              name: 'Retail Mobile Banking',
              products: 9,
              clients: 180,
              period: '2026-09-30',
              fitted_at: '2026-10-02T06:00:00.000Z',
              evaluation: null,
            },
          ],
        },
      },
    });
    renderRoute('/fi_prospect/vendor_fit/select_institution');
    fireEvent.change(await screen.findByLabelText('Institution', {}, SLOW), {
      target: { value: 'first test' },
    });
    const results = await screen.findByRole('table', { name: 'Matching institutions' }, SLOW);
    // One call for the settled text, not one per keystroke.
    const searches = calls.filter((c) => c.path === '/api/fit_profile/institutions');
    expect(searches.map((c) => c.query.get('query'))).toEqual(['first test']);
    expect(within(results).getByText('$350M')).toBeTruthy();
    expect(within(results).getByText('NA')).toBeTruthy();

    fireEvent.click(within(results).getByRole('button', { name: 'Select First Test Bank' }));
    const core = await screen.findByRole('region', { name: 'Core Processing' }, SLOW);
    expect(within(core).getByTestId('solution-accuracy').textContent).toBe(
      'Top-3 accuracy 71% (baseline 50%); top-1 38% (baseline 25%), on 24 held-out switches.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Retail Mobile Banking' })).getByText(
        /Too few recent switches/,
      ),
    ).toBeTruthy();
    expect(
      within(core).getByRole('link', { name: 'See predictions for Core Processing' }).getAttribute('href'),
    ).toBe('/fi_prospect/vendor_fit/predictions?institution=10&solution=1');
    await waitFor(() => expect(screen.getByText('First Test Bank')).toBeTruthy());
  });
});
