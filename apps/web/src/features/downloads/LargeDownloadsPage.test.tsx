import type { DownloadLogRow } from '@fin-atlas/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const download: DownloadLogRow = {
  id: 9,
  fingerprint: 'FA-ABCDEFGH2345',
  created_at: '2026-03-02T10:00:00.000Z',
  user: { id: 7, user_name: 'Riley Chen', email: 'vendor@demo.finatlas.test' },
  group: { id: 3, name: 'Summit Ridge Software (demo)' },
  impersonator: { id: 1, user_name: 'Avery Quinn', email: 'superadmin@demo.finatlas.test' },
  kind: 'conference',
  description: 'Conference "Money 20/20": 5 attendees with matched institutions',
  params: { list_id: 41 },
  file_name: 'money-20-20-attendees-enriched.xlsx',
  format: 'xlsx',
  row_count: 12_500,
};

const admin = sessionFixture('FIN Admin', {
  id: 1,
  user_name: 'Avery Quinn',
  email: 'superadmin@demo.finatlas.test',
});

describe('large downloads report', () => {
  it('lists downloads largest first and reads back who downloaded a file', async () => {
    const { calls } = stubFetch({
      'GET /api/session': { body: admin },
      'GET /api/super_admin/downloads': {
        body: { downloads: [download], total: 1, page: 1, per_page: 25, kinds: ['conference'] },
      },
      'POST /api/super_admin/downloads/identify': { body: { fingerprint: download.fingerprint, download } },
    });
    renderRoute('/super_admin/large_downloads_report');
    const table = await screen.findByRole('table', { name: 'Downloads' }, { timeout: 5_000 });
    expect(within(table).getByText('12,500')).toBeTruthy();
    expect(within(table).getByText('superadmin@demo.finatlas.test')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/super_admin/downloads')).toBeTruthy();

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'found.xlsx')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
    const answer = await screen.findByRole('region', { name: 'Who downloaded the file' });
    expect(within(answer).getByText(/Downloaded by Riley Chen \(vendor@demo\.finatlas\.test\)/)).toBeTruthy();
    expect(within(answer).getByText('Avery Quinn (superadmin@demo.finatlas.test)')).toBeTruthy();
    expect(within(answer).getByText('Summit Ridge Software (demo)')).toBeTruthy();
  });

  it('says when a file carries no fingerprint', async () => {
    const message = 'This file carries no FIN Atlas fingerprint: it was not downloaded from FIN Atlas.';
    stubFetch({
      'GET /api/session': { body: admin },
      'GET /api/super_admin/downloads': {
        body: { downloads: [], total: 0, page: 1, per_page: 25, kinds: [] },
      },
      'POST /api/super_admin/downloads/identify': {
        status: 422,
        body: { error: { code: 'unprocessable_entity', message } },
      },
    });
    renderRoute('/super_admin/large_downloads_report');
    expect(await screen.findByText('No downloads yet', {}, { timeout: 5_000 })).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'other.csv')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
