import type { PerformographicThemes } from '@fin-atlas/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { sessionFixture } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render-route';

const admin = sessionFixture('FIN Admin', { id: 1, user_name: 'Sam Super' });

const distribution = (fi_type: 'bank' | 'bhc' | 'credit_union', count: number, median: number | null) => ({
  fi_type,
  period: '2026-09-30',
  count,
  p25: median === null ? null : median - 20,
  median,
  p75: median === null ? null : median + 20,
  bins: [0, 0, 0, 0, count, 0, 0, 0, 0, 0],
});

const themes: PerformographicThemes = {
  themes: [
    {
      id: 6,
      key: 'capital_rich',
      name: 'Capital-Rich',
      definition: 'Institutions holding the most capital against their assets.',
      ingredients: [
        { metric_id: 'equity_to_assets', metric_name: 'Equity to Assets', direction: 'high', format: 'P2' },
        {
          metric_id: 'capital_ratio',
          metric_name: 'Leverage / Net Worth Ratio',
          direction: 'high',
          format: 'P2',
        },
      ],
      distributions: [
        distribution('bank', 4412, 50.2),
        distribution('bhc', 0, null),
        distribution('credit_union', 4301, 49.8),
      ],
    },
  ],
  method: 'A score from 0 to 100: the mean of the national percentiles of its ingredients.',
  data_as_of: '2026-09-30',
  is_demo: true,
};

describe('performographics themes', () => {
  it('shows each theme with its definition, ingredients, score spread per FI type and a link to its ranking', async () => {
    stubFetch({
      'GET /api/session': () => ({ body: admin }),
      'GET /api/performographics/themes': () => ({ body: themes }),
    });
    renderRoute('/super_admin/technographics/performographics');
    const card = await screen.findByRole('article', { name: 'Capital-Rich' });
    expect(card.textContent).toContain('Institutions holding the most capital against their assets.');
    expect(card.textContent).toContain('Leverage / Net Worth Ratio (higher scores higher)');
    const bank = within(card).getByRole('row', { name: /^Bank/ });
    expect(bank.textContent).toContain('4,412');
    expect(bank.textContent).toContain('50.2');
    expect(within(card).getByRole('row', { name: /^Holding Company/ }).textContent).toContain('—');
    const link = within(card).getByRole('link', { name: 'Ranked institutions for Capital-Rich' });
    expect(link.getAttribute('href')).toBe('/super_admin/technographics/performographics/report?theme_id=6');
    expect(screen.getByText(themes.method)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Demo data')).toBeTruthy();
  });
});
