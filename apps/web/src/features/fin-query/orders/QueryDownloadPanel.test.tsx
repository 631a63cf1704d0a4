import { FIN_QUERY_MESSAGES, type QueryPayload, type QueryPrice } from '@fin-atlas/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { Providers } from '../../../test/providers';
import { QueryDownloadPanel } from './QueryDownloadPanel';

const query: QueryPayload = {
  elements: [
    {
      id: 'type',
      element_objects: [{ element_id: 6, element_type: 'firmographics', element_section: 'Firmographics' }],
    },
  ],
  criteria: {
    type: 'group',
    operator: 'and',
    children: [{ type: 'rule', id: 'r1', element: 'type', operator: 'in', value: ['bank'] }],
  },
};

const quote: QueryPrice = {
  total_price: 1234.5,
  encrypted_price: 'signed.quote',
  tokens: 2470,
  cost_per_fi_per_element: 0.5,
  minimum_price: 100,
  price_without_discounts: 1300,
  number_fields: 14,
  key_labels: ['RSSD ID', 'Full Name', 'FI Type (Firmographics)', 'assets', 'Return on Average Assets (ROA)'],
  key_formats: [null, null, null, 'C2M', 'P2'],
  downloadable_formats: ['csv', 'xlsx'],
  samples: [
    {
      'RSSD ID': 480228,
      'Full Name': 'First Prairie Bank',
      'FI Type (Firmographics)': 'Bank',
      assets: 127374,
      'Return on Average Assets (ROA)': 0.0157,
    },
  ],
  fi_count: 2600,
  priced_elements: 1,
  volume_discount_percent: 5,
  client_discount_percent: 0,
  token_value: 0.5,
  token_balance: 5000,
  schedule_name: 'Standard 2026',
  expires_at: '2026-10-01T12:00:00.000Z',
  data_as_of: '2026-09-30',
  is_demo: true,
};

const refusal = (message: string) => ({
  status: 422,
  body: { error: { code: 'unprocessable_entity', message } },
});

function renderPanel() {
  return render(
    <Providers>
      <MemoryRouter>
        <QueryDownloadPanel query={query} queryName="Prairie banks" advancedQueryId={9} />
      </MemoryRouter>
    </Providers>,
  );
}

describe('price and download panel', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:list'), revokeObjectURL: vi.fn() }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the price with its breakdown and sample rows, then downloads with the quote', async () => {
    const { calls } = stubFetch({
      'POST /api/advanced_query/pricing': { body: quote },
      'POST /api/advanced_query/downloads': {
        body: 'csv,file',
        headers: {
          'content-type': 'text/csv',
          'x-order-id': '12',
          'x-order-payment': 'tokens',
          'x-order-charged': 'true',
        },
      },
    });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(await screen.findByText('Total $1,234.50')).toBeTruthy();
    expect(screen.getByText('2,470 tokens')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Institutions 2,600/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Volume discount 5.0%/ })).toBeTruthy();
    expect(screen.getByText('Paid with 2,470 of your company’s 5,000 tokens.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'FI Type (Firmographics)' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'First Prairie Bank' })).toBeTruthy();
    // Samples read as the results screen shows them: identifiers as they are, figures by their format.
    for (const shown of ['480228', '$127.37M', '1.57%']) {
      expect(screen.getByRole('cell', { name: shown })).toBeTruthy();
    }
    expect(screen.getByText(/data as of Q3 2026$/)).toBeTruthy();
    expect(screen.getByText('Demo data')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/advanced_query/pricing')?.body).toEqual({
      query,
      is_mbc: false,
    });

    fireEvent.click(screen.getByRole('radio', { name: 'CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Order #12 is placed and paid with your company’s tokens.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/advanced_query/downloads')?.body).toEqual({
      query,
      is_mbc: false,
      encrypted_price: 'signed.quote',
      format: 'csv',
      advanced_query_id: 9,
      query_name: 'Prairie banks',
    });
  });

  it('shows a refused price or download as the server words it', async () => {
    let priced = false;
    stubFetch({
      'POST /api/advanced_query/pricing': () => {
        if (priced) return { body: quote };
        priced = true;
        return refusal(FIN_QUERY_MESSAGES.noPricingSchedule);
      },
      'POST /api/advanced_query/downloads': refusal(FIN_QUERY_MESSAGES.quoteExpired),
    });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(await screen.findByText(FIN_QUERY_MESSAGES.noPricingSchedule)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText(FIN_QUERY_MESSAGES.quoteExpired)).toBeTruthy();
    expect(screen.queryByText(FIN_QUERY_MESSAGES.noPricingSchedule)).toBeNull();
  });
});
