import type { DataScoringResponse } from '@fin-atlas/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { coreSolution, unmeasuredSolution } from '../../test/vendor-fit-fixtures';

const SLOW = { timeout: 10_000 };

const scoring: DataScoringResponse = {
  vendor_fit: [
    { ...coreSolution(), status: 'measured' },
    { ...unmeasuredSolution(), status: 'too_few_switches' },
  ],
  fin_intent: [
    {
      signal: { id: 3, name: 'Core conversion' },
      solution: { id: 1, name: 'Core Processing' },
      period: '2026-09-30',
      counts: { early_research: 40, active_research: 12, in_depth_research: 5 },
      cohort: 30,
      in_depth_switch_rate: 0.2,
      base_switch_rate: 0.05,
      lift: 4,
    },
  ],
  runs: [
    {
      model: 'vendor_fit',
      status: 'failed',
      period: '2026-09-30',
      started_at: '2026-10-02T06:00:00.000Z',
      finished_at: null,
      error: 'Too few clients for Retail Mobile Banking.',
    },
  ],
  group: null,
};

describe('the data scoring console page', { timeout: 30_000 }, () => {
  it('shows accuracy against the baseline per solution, lift per signal and the runs', async () => {
    stubFetch({
      'GET /api/session': { body: sessionFixture('FIN Admin') },
      'GET /api/super_admin/data_scoring': { body: scoring },
    });
    renderRoute('/super_admin/data_scoring');
    const fit = await screen.findByRole('table', { name: 'VendorFit accuracy by solution' }, SLOW);
    const [, core, mobile] = within(fit).getAllByRole('row');
    expect(within(core as HTMLElement).getByText('71% (50%)')).toBeTruthy();
    expect(within(core as HTMLElement).getByText('Beats baseline')).toBeTruthy();
    expect(within(mobile as HTMLElement).getByText('Too few switches')).toBeTruthy();
    expect(within(mobile as HTMLElement).getAllByText('NA')).toHaveLength(3);
    const intent = screen.getByRole('table', { name: 'FIN Intent lift by signal' });
    expect(within(intent).getByText('20.0%')).toBeTruthy();
    expect(within(intent).getByText('4.00×')).toBeTruthy();
    const runs = screen.getByRole('table', { name: 'Recent model runs' });
    expect(within(runs).getByText('Too few clients for Retail Mobile Banking.')).toBeTruthy();
  });
});
