import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { coreSolution, unmeasuredSolution, VENDOR_FIT_SHELL } from '../../test/vendor-fit-fixtures';

const SLOW = { timeout: 10_000 };
describe('choosing an institution and a solution', { timeout: 30_000 }, () => {
  it('searches as the user types, then offers the modelled solutions with their accuracy', async () => {
    const { calls } = stubFetch({
      ...VENDOR_FIT_SHELL,
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
              rssd_id: 1010,
              regulatory_id: '510',
            },
            {
              id: 12,
              name: 'First Test Credit Union',
              city: 'Dayton',
              state: 'OH',
              fi_type: 'credit_union',
              assets: null,
              rssd_id: null,
              regulatory_id: null,
            },
          ],
        },
      },
      'GET /api/fit_profile/solutions': {
        body: {
          solutions: [coreSolution(), unmeasuredSolution()],
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
