import { describe, expect, it } from 'vitest';
import { groupReports } from './SelectReportPage';

const entry = (id: number, category: string, name = `Report ${id}`) => ({
  id,
  name,
  category,
  group_ids: [],
  is_technographics_only: false,
});

describe('report list grouping', () => {
  it('puts FIN reports first, then the custom reports, then the navigator reports', () => {
    const groups = groupReports([
      entry(1001, 'custom_reports'),
      entry(1005, 'navigator_reports'),
      entry(2, 'fin_reports'),
      entry(1003, 'board'),
      entry(4, 'fin_reports'),
    ]);
    expect(groups.map((g) => [g.title, g.reports.map((r) => r.id)])).toEqual([
      ['FIN Reports', [2, 4]],
      ['Custom Reports', [1001, 1003]],
      ['Navigator Reports', [1005]],
    ]);
  });

  it('leaves out a group with no reports', () => {
    expect(groupReports([entry(2, 'fin_reports')]).map((g) => g.title)).toEqual(['FIN Reports']);
    expect(groupReports([])).toEqual([]);
  });
});
