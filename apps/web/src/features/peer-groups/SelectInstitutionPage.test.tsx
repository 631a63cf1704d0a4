import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { profileFixture, sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const STORAGE_KEY = 'fin-atlas:7:analytics-selection:reporter';
const SLOW = { timeout: 10_000 };

const hit = (id: number, name: string) => ({
  id,
  name,
  fi_type: 'bank',
  city: 'Columbus',
  state: 'OH',
  rssd_id: 1000 + id,
  regulatory_id: String(200 + id),
  assets: 1_234_567,
  parent_name: null,
});

describe('select institution page', { timeout: 30_000 }, () => {
  it('finds institutions by typeahead with their firmographics; a new choice clears the report run', async () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        institutions: [],
        peerGroup: null,
        reportId: 4,
        reportToken: 'tok',
        reportProgress: 100,
      }),
    );
    const { calls } = stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'GET /api/institutions/search': {
        body: { institutions: [hit(1, 'Buckeye Bank'), hit(2, 'Buckeye Trust')] },
      },
    });
    renderRoute('/analytics/reporter/select_institution');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Continue' }, SLOW))[0] as HTMLElement);
    expect(await screen.findByText('Please select institution.')).toBeTruthy();

    const input = screen.getByRole('combobox', { name: 'Add an institution' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'buckeye' } });
    // The dropdown's opening transition never ends in the test DOM; the browser test sees it shown.
    const option = await screen.findByRole('option', { name: /Buckeye Trust/, hidden: true }, SLOW);
    expect(option.textContent).toContain('Bank · Columbus, OH · $1,235M · RSSD 1002 · Cert 202');
    expect(calls.some((c) => c.path === '/api/institutions/search')).toBe(true);
    fireEvent.click(option);

    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).toMatchObject({
        institutions: [{ id: 2, name: 'Buckeye Trust' }],
        reportId: null,
        reportToken: null,
        reportProgress: null,
      }),
    );
    expect(screen.getByTestId('selected-institution').textContent).toBe('Buckeye Trust');
    expect(screen.getByRole('table', { name: 'Selected institutions' }).textContent).toContain('$1,235M');
  });

  it('offers an FI user their own active institution and marks inactive ones in the typeahead', async () => {
    window.localStorage.removeItem(STORAGE_KEY);
    const merged = {
      ...hit(3, 'Buckeye Savings'),
      inactive: {
        last_period: '2022-12-31',
        ended: { kind: 'merger', on: '2023-02-15', acquirer_name: 'Buckeye Trust' },
      },
    };
    stubFetch({
      'GET /api/session': { body: sessionFixture('User', { is_fi_menu: true, company_type: 'Bank' }) },
      'GET /api/users/profile': {
        body: profileFixture({ company_name: 'Buckeye Trust', company_type: 'Bank' }),
      },
      'GET /api/institutions/search': {
        body: { institutions: [hit(1, 'Buckeye Bank'), hit(2, 'Buckeye Trust'), merged] },
      },
    });
    renderRoute('/analytics/reporter/select_institution');
    const offer = await screen.findByRole('region', { name: 'Your institution' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Use Buckeye Trust' }));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).toMatchObject({
        institutions: [{ id: 2, name: 'Buckeye Trust' }],
      }),
    );
    await waitFor(() => expect(offer.isConnected).toBe(false));

    const input = screen.getByRole('combobox', { name: 'Add an institution' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'buckeye' } });
    const option = await screen.findByRole('option', { name: /Buckeye Savings/, hidden: true }, SLOW);
    expect(option.textContent).toContain('Inactive: merged into Buckeye Trust, Q1 2023');
  });
});
