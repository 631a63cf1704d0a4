import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubRequest, stubFetch } from '../../../test/fetch-stub';
import { sessionFixture } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render-route';

const admin = sessionFixture('FIN Admin', { id: 1, user_name: 'Sam Super' });

const report = (
  id: number,
  name: string,
  fiType: string,
  grants: { institutions?: { id: number; name: string }[] },
) => ({
  id,
  name,
  kind: 'built_in',
  fi_type: fiType,
  restricted: (grants.institutions ?? []).length > 0,
  groups: [],
  institutions: grants.institutions ?? [],
});

describe('FIN Admin report consoles', () => {
  it('reruns the chosen stale reports and shows their progress to the end', async () => {
    let staleCalls = 0;
    const posted: StubRequest[] = [];
    stubFetch({
      'GET /api/session': () => ({ body: admin }),
      'GET /api/super_admin/rerun_reports': () => {
        staleCalls += 1;
        return {
          body: {
            data_version: 7,
            data_loaded_at: '2026-11-02T08:00:00.000Z',
            total: staleCalls === 1 ? 5 : 0,
            max_per_request: 100,
            groups:
              staleCalls === 1
                ? [
                    {
                      report_id: 1,
                      report_name: 'Key Metrics',
                      group: { id: 3, name: 'Summit Ridge Software (demo)' },
                      stale_runs: 4,
                      last_run_at: '2026-10-30T10:00:00.000Z',
                    },
                    {
                      report_id: 21,
                      report_name: 'Technology Profile',
                      group: null,
                      stale_runs: 1,
                      last_run_at: '2026-10-29T10:00:00.000Z',
                    },
                  ]
                : [],
          },
        };
      },
      'POST /api/super_admin/rerun_reports': (request) => {
        posted.push(request);
        return { body: { run_ids: [501, 502, 503, 504], remaining: 0 } };
      },
      'GET /api/super_admin/rerun_reports/runs': (request) => ({
        body: {
          runs: (request.query.get('ids') ?? '').split(',').map((id, i) => ({
            id: Number(id),
            report_id: 1,
            report_name: 'Key Metrics',
            user_name: `User ${i}`,
            group_name: 'Summit Ridge Software (demo)',
            state: i === 3 ? 'failed' : 'done',
            progress: i === 3 ? 40 : 100,
            status: i === 3 ? 'The report could not be computed. Please try again.' : 'Done',
          })),
        },
      }),
    });
    renderRoute('/super_admin/rerun_reports');
    fireEvent.click(
      await screen.findByRole(
        'checkbox',
        { name: 'Rerun Key Metrics for Summit Ridge Software (demo)' },
        { timeout: 5_000 },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rerun selected' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({ selections: [{ report_id: 1, group_id: 3 }] });
    expect(await screen.findByText('Reruns finished: 3 done, 1 failed')).toBeTruthy();
    expect(screen.getByText('The report could not be computed. Please try again.')).toBeTruthy();
    // Once the reruns end, the stale list is read again: nothing is left to rerun.
    expect(await screen.findByText('Every stored report is current')).toBeTruthy();
  });

  it('shows an institution’s users and replaces its grants (select FI)', async () => {
    const saved: StubRequest[] = [];
    const bank = { id: 77, name: 'Prairie State Bank' };
    stubFetch({
      'GET /api/session': () => ({ body: admin }),
      'GET /api/super_admin/report_access': () => ({
        body: {
          reports: [
            report(1, 'Key Metrics', 'bank', {}),
            report(2, 'Profitability', 'bank', { institutions: [bank] }),
            report(21, 'Technology Profile', 'both', {}),
          ],
        },
      }),
      'GET /api/super_admin/report_access/institutions/77': () => ({
        body: {
          institution: { ...bank, fi_type: 'bank' },
          users: [{ id: 9, user_name: 'Fay Banker', email: 'fi@demo.finatlas.test' }],
          report_ids: [2],
        },
      }),
      'PUT /api/super_admin/report_access/institutions/77': (request) => {
        saved.push(request);
        return {
          body: {
            reports: [
              report(1, 'Key Metrics', 'bank', { institutions: [bank] }),
              report(2, 'Profitability', 'bank', { institutions: [bank] }),
              report(21, 'Technology Profile', 'both', {}),
            ],
          },
        };
      },
    });
    renderRoute('/super_admin/report_access/select_fi');
    fireEvent.click(await screen.findByRole('button', { name: 'Prairie State Bank' }, { timeout: 5_000 }));
    expect(await screen.findByText(/Fay Banker \(fi@demo\.finatlas\.test\)/)).toBeTruthy();
    const profitability = screen.getByRole('checkbox', { name: 'Profitability' }) as HTMLInputElement;
    expect(profitability.checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save access' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Key Metrics' }));
    fireEvent.click(save);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect([...((saved[0]?.body as { report_ids?: number[] })?.report_ids ?? [])].sort()).toEqual([1, 2]);
    const restricted = await screen.findByRole('region', { name: 'Restricted reports' });
    await waitFor(() => expect(restricted.textContent).toContain('Key Metrics'));
  });

  it('lists navigator reports with a link to the report writer, and deletes one after asking', async () => {
    const deleted: StubRequest[] = [];
    const row = {
      id: 1004,
      name: 'Deposit growth leaders',
      description: 'Growth against peers',
      fi_type: 'bank',
      is_mbc: false,
      is_global: true,
      owner: { id: 2, user_name: 'Vera Vendor', email: 'vendor@demo.finatlas.test' },
      groups: [{ id: 3, name: 'Summit Ridge Software (demo)' }],
      updated_at: '2026-10-30T10:00:00.000Z',
    };
    stubFetch({
      'GET /api/session': () => ({ body: admin }),
      'GET /api/super_admin/navigator_reports': () => ({
        body: { custom_reports: deleted.length === 0 ? [row] : [], truncated: false },
      }),
      'DELETE /api/super_admin/navigator_reports/1004': (request) => {
        deleted.push(request);
        return { status: 204 };
      },
    });
    renderRoute('/super_admin/navigator_reports');
    const edit = await screen.findByRole('link', { name: 'Edit Deposit growth leaders' }, { timeout: 5_000 });
    expect(edit.getAttribute('href')).toBe('/super_admin/report_writer/custom_report?id=1004');
    expect(screen.getByText('Summit Ridge Software (demo)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Deposit growth leaders' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete report' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    expect(await screen.findByText('No navigator reports yet')).toBeTruthy();
  });
});
