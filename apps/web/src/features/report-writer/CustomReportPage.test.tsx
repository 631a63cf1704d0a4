import { MESSAGES, metricElementId, type ReportWriterElementsResponse } from '@fin-atlas/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { Providers } from '../../test/providers';
import { CustomReportPage } from './CustomReportPage';

const ROA = metricElementId('roa');

const setup: ReportWriterElementsResponse = {
  is_mbc: false,
  segments: [
    {
      name: 'Financial Metrics',
      sections: [
        {
          name: 'Common Metrics (Bank/CU)',
          elements: [
            {
              element_id: ROA,
              element_type: 'common_metric',
              name: 'Return on Average Assets (ROA)',
              section: 'Common Metrics (Bank/CU)',
              group: 'Profitability',
              definition: 'Net income over average assets.',
              format: 'P2',
              fi_types: ['bank', 'bhc', 'credit_union'],
              properties: 'metric',
              value_kind: 'number',
            },
          ],
        },
      ],
    },
  ],
  share_groups: [{ id: 4, name: 'Summit Ridge Software (demo)' }],
  may_write_global: false,
  data_as_of: '2026-09-30',
  is_demo: true,
};

/** The preview is not what these tests look at: it answers with a refusal of its own words. */
const noPreview = {
  status: 422,
  body: {
    error: {
      code: 'unprocessable_entity',
      message: 'Validation failed. No preview here.',
      requestId: 'req-3',
    },
  },
};

const duplicate = {
  status: 422,
  body: {
    error: {
      code: 'unprocessable_entity',
      message: MESSAGES.validation.reportNameExists,
      details: [{ path: 'name', message: MESSAGES.validation.reportNameExists }],
      requestId: 'req-4',
    },
  },
};

function renderWriter() {
  const router = createMemoryRouter(
    [
      { path: '/super_admin/report_writer/custom_report', element: <CustomReportPage /> },
      { path: '/super_admin/report_writer/select_report', element: <p>Report list</p> },
    ],
    { initialEntries: ['/super_admin/report_writer/custom_report?type=bank'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('the report writer', { timeout: 20_000 }, () => {
  it('lists what is missing before saving and sends nothing until it is fixed', async () => {
    const { calls } = stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'GET /api/report_writer_elements': { body: setup },
      'POST /api/self_serve_reports/preview': noPreview,
      'POST /api/self_serve_reports': duplicate,
    });
    renderWriter();
    fireEvent.click(await screen.findByRole('button', { name: 'Save report' }));
    const before = await screen.findByRole('alert');
    expect(before.textContent).toContain('Give the report a name.');
    expect(before.textContent).toContain('Add at least one element from the segments.');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/self_serve_reports')).toBe(false);
  });

  it('saves a new report by POST, trims its name, and shows the duplicate-name refusal as the spec words it', async () => {
    const { calls } = stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'GET /api/report_writer_elements': { body: setup },
      'POST /api/self_serve_reports/preview': noPreview,
      'POST /api/self_serve_reports': duplicate,
    });
    renderWriter();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Report name' }), {
      target: { value: '  Profit watch  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Return on Average Assets (ROA)' }));
    const layout = screen.getByRole('list', { name: 'Report layout' });
    expect(within(layout).getByText('Return on Average Assets (ROA)')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    expect(await screen.findByText(MESSAGES.validation.reportNameExists)).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/self_serve_reports')).toHaveLength(1));
    const sent = calls.find((c) => c.path === '/api/self_serve_reports')?.body as Record<string, unknown>;
    expect(sent.name).toBe('Profit watch');
    expect(sent.self_serve_report_groups_attributes).toEqual([]);
    expect(sent.report_elements).toEqual([
      {
        element_id: ROA,
        element_type: 'common_metric',
        element_properties: { set: 1, span: 2, scope: 'single', is_global_setting: false },
      },
    ]);
    expect(sent.element_format).toEqual([
      expect.objectContaining({ type: 'element', element_id: ROA, element_type: 'common_metric' }),
    ]);
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'GET /api/report_writer_elements': { body: setup },
      'POST /api/self_serve_reports/preview': noPreview,
    });
    const router = renderWriter();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Return on Average Assets (ROA)' }));
    fireEvent.click(screen.getByRole('link', { name: 'All reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect(router.state.location.pathname).toBe('/super_admin/report_writer/custom_report');
    fireEvent.click(screen.getByRole('link', { name: 'All reports' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByText('Report list')).toBeTruthy();
  });
});
