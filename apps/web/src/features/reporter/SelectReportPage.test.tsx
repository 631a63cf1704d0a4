import type { Report } from '@fin-atlas/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const STORAGE_KEY = 'fin-atlas:7:analytics-selection:reporter';
// The lazily loaded page chunk can take a while on a busy machine.
const SLOW = { timeout: 10_000 };

const subject = {
  id: 11,
  name: 'Prairie State Bank',
  fi_type: 'bank',
  city: 'Springfield',
  state: 'IL',
  assets: 850_000,
  rssd_id: 1234,
  regulatory_id: '5678',
};
const keyMetrics = {
  id: 1,
  name: 'Key Metrics',
  category: 'fin_reports',
  group_ids: [],
  is_technographics_only: false,
};

const run = (progress: number): Report => ({
  id: 40,
  report_token: 'tok-40',
  progress_key: 'reports/tok-40',
  report_progress: progress,
  breakpoint_progress: 100,
  status: 'Preparing...',
  progress,
  menu: [],
  custom_reports: [],
  fi_type: 'bank',
  reporter_reports: [keyMetrics],
});

describe('select report page', { timeout: 30_000 }, () => {
  it('Continue opens the report with one POST and keeps its run in the selection', async () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        institutions: [subject],
        peerGroup: { id: 3, name: 'Illinois community banks', peer_count: 42 },
        reportId: null,
        reportToken: null,
        reportProgress: null,
      }),
    );
    const { calls } = stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'GET /api/self_serve_reports': {
        body: { reports: [keyMetrics], spans: [{ id: 2, name: 'T12' }], report: null },
      },
      'POST /api/self_serve_reports/runs': { status: 201, body: { report: run(0) } },
      'GET /api/progress/reports/tok-40': { body: {} },
    });
    renderRoute('/analytics/reporter/select_report');
    fireEvent.click(await screen.findByRole('radio', { name: /Key Metrics/ }, SLOW));
    fireEvent.click(screen.getAllByRole('button', { name: 'Continue' })[0] as HTMLElement);

    await screen.findByRole('region', { name: 'Report progress' });
    const opened = calls.filter((c) => c.path === '/api/self_serve_reports/runs');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      method: 'POST',
      body: { report_type: 'reporter', report_id: 1, bank_id: 11, institution_ids: [11], peer_group_id: 3 },
    });
    expect(opened[0]?.headers.get('x-csrf-token')).toBeTruthy();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).toMatchObject({
        reportId: 1,
        reportToken: 'tok-40',
        reportProgressKey: 'reports/tok-40',
      }),
    );
  });
});
