import type { PerformographicReport } from '@fin-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { sessionFixture } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render-route';

const admin = sessionFixture('FIN Admin', { id: 1, user_name: 'Sam Super' });

function report(): PerformographicReport {
  return {
    theme: {
      id: 2,
      name: 'Efficiency Leader',
      definition: 'Institutions that spend the least to earn a dollar of revenue.',
    },
    fi_type: 'bank',
    period: '2026-09-30',
    periods: ['2026-09-30', '2026-06-30'],
    ingredients: [
      { metric_id: 'efficiency_ratio', metric_name: 'Efficiency Ratio', direction: 'low', format: 'P1' },
      {
        metric_id: 'noninterest_expense_to_average_assets',
        metric_name: 'Non-Interest Expense to Average Assets',
        direction: 'low',
        format: 'P2',
      },
    ],
    total: 2,
    rows: [
      {
        rank: 1,
        institution_id: 11,
        name: 'First Prairie Bank',
        city: 'Ames',
        state: 'IA',
        score: 97.5,
        ingredients: [
          { value: 0.482, percentile: 98 },
          { value: 0.0191, percentile: 97 },
        ],
      },
      {
        rank: 2,
        institution_id: 12,
        name: 'Harbor Savings',
        city: 'Erie',
        state: 'PA',
        score: 12,
        ingredients: [
          { value: 0.861, percentile: 4 },
          { value: null, percentile: null },
        ],
      },
    ],
    data_as_of: '2026-09-30',
    is_demo: true,
  };
}

const reportUrls = (calls: unknown[][]) =>
  calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/performographics/report');

describe('performographics report', () => {
  afterEach(() => vi.restoreAllMocks());

  it('ranks institutions by the theme score with each ingredient value and percentile, labelled demo data', async () => {
    stubFetch({
      'GET /api/session': () => ({ body: admin }),
      'GET /api/performographics/report': () => ({ body: report() }),
    });
    renderRoute('/super_admin/technographics/performographics/report?theme_id=2');
    const table = await screen.findByRole('table', { name: 'Efficiency Leader ranking' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('First Prairie Bank');
    expect(rows[1]?.textContent).toContain('97.5');
    expect(rows[1]?.textContent).toContain('48.2%');
    expect(rows[1]?.textContent).toContain('1.91%');
    expect(rows[2]?.textContent).toContain('NA');
    expect(screen.getByText('Institutions that spend the least to earn a dollar of revenue.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Demo data')).toBeTruthy();
  });

  it('asks the server for the lowest scores first when the score column is sorted again', async () => {
    const { fetchStub } = stubFetch({
      'GET /api/session': () => ({ body: admin }),
      'GET /api/performographics/report': () => ({ body: report() }),
    });
    renderRoute('/super_admin/technographics/performographics/report?theme_id=2');
    await screen.findByRole('table', { name: 'Efficiency Leader ranking' });
    expect(reportUrls(fetchStub.mock.calls)[0]?.searchParams.get('order')).toBe('desc');
    fireEvent.click(screen.getByRole('button', { name: /Sort by Score/ }));
    await waitFor(() =>
      expect(reportUrls(fetchStub.mock.calls).at(-1)?.searchParams.get('order')).toBe('asc'),
    );
  });

  it('downloads the whole ranking as a fingerprinted Excel file', async () => {
    const { fetchStub } = stubFetch({
      'GET /api/session': () => ({ body: admin }),
      'GET /api/performographics/report': () => ({ body: report() }),
      'POST /api/downloads/stamp': () => ({ body: { fingerprint: 'fp-42', notice: 'CONFIDENTIAL notice' } }),
    });
    let saved: Blob | null = null;
    const save = (blob: Blob | MediaSource) => {
      saved = blob as Blob;
      return 'blob:ranking';
    };
    vi.spyOn(URL, 'createObjectURL').mockImplementation(save);
    renderRoute('/super_admin/technographics/performographics/report?theme_id=2');
    await screen.findByRole('table', { name: 'Efficiency Leader ranking' });
    fireEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(saved).not.toBeNull(), { timeout: 5000 });
    expect(reportUrls(fetchStub.mock.calls).at(-1)?.searchParams.get('limit')).toBe('10000');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (saved as unknown as Blob).arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getCell('A1').value).toBe('CONFIDENTIAL notice');
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'Rank',
      'Institution ID',
      'Institution',
      'City',
      'State',
      'Efficiency Leader score',
      'Efficiency Ratio',
      'Efficiency Ratio percentile',
      'Non-Interest Expense to Average Assets',
      'Non-Interest Expense to Average Assets percentile',
    ]);
    expect(sheet?.getRow(3).getCell(3).value).toBe('First Prairie Bank');
    expect(sheet?.getRow(3).getCell(6).value).toBe(97.5);
    expect(sheet?.getRow(4).getCell(9).value).toBe('NA');
  });
});
