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
  it('puts FIN reports first and every customer report after them', () => {
    const groups = groupReports([
      entry(1, 'custom'),
      entry(2, 'fin_reports'),
      entry(3, 'board'),
      entry(4, 'fin_reports'),
    ]);
    expect(groups.map((g) => [g.title, g.reports.map((r) => r.id)])).toEqual([
      ['FIN Reports', [2, 4]],
      ['Custom Reports', [1, 3]],
    ]);
  });

  it('leaves out a group with no reports', () => {
    expect(groupReports([entry(2, 'fin_reports')]).map((g) => g.title)).toEqual(['FIN Reports']);
    expect(groupReports([])).toEqual([]);
  });
});
