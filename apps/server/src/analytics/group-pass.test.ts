import { SPAN_ID } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import type { FinancialFiType } from '../metrics/metric-definition.js';
import { GROUP_STATS, type GroupPassInput, groupPass } from './group-pass.task.js';
import { type SharedSlice, sliceLayout } from './period-slices.js';

const NOW = '2026-06-30';
const YEAR_AGO = '2025-06-30';

/** A period matrix from rows of institution id and line items by code (others unreported). */
function slice(rows: [number, Record<string, number>][], type: FinancialFiType = 'bank'): SharedSlice {
  const layout = sliceLayout(type);
  const width = layout.codes.length;
  const data = new Float64Array(rows.length * width).fill(Number.NaN);
  rows.forEach(([, items], r) => {
    for (const [code, value] of Object.entries(items))
      data[r * width + (layout.columnOf.get(code) as number)] = value;
  });
  return { ids: Int32Array.from(rows.map(([id]) => id)), width, data };
}

const A = { asset: 100, asset5: 90, netinc: 1, lnlsnet: 50, dep: 80 };
const B = { asset: 1000, asset5: 950, netinc: 20, lnlsnet: 700, dep: 800 };

function pass(
  now: [number, Record<string, number>][],
  metricIds: string[],
  groups: number[][],
  type: FinancialFiType = 'bank',
) {
  const input: GroupPassInput = {
    type,
    span: SPAN_ID.YTD,
    metricIds,
    periods: [NOW],
    periodsRead: [YEAR_AGO, NOW],
    sources: [
      [
        [
          YEAR_AGO,
          slice(
            [
              [1, { asset: 90 }],
              [2, { asset: 900 }],
              [3, { asset: 500 }],
            ],
            type,
          ),
        ],
        [NOW, slice(now, type)],
      ],
    ],
    groups,
  };
  const { values, filers } = groupPass(input);
  const cell = (g: number, m: number) => {
    const at = (g * metricIds.length + m) * GROUP_STATS.length;
    return Object.fromEntries(GROUP_STATS.map((s, i) => [s, values[at + i]]));
  };
  return { cell, filers };
}

describe('group pass', () => {
  it('treats the group as one institution: sums of numerators over sums of denominators, amounts summed', () => {
    const { cell, filers } = pass(
      [
        [1, A],
        [2, B],
      ],
      ['roa', 'loans_to_deposits', 'total_assets'],
      [[1, 2], [1]],
    );
    expect(cell(0, 0).aggregate).toBeCloseTo(((1 + 20) * 2) / (90 + 950), 12);
    expect(cell(0, 1).aggregate).toBeCloseTo((50 + 700) / (80 + 800), 12);
    expect(cell(0, 2).aggregate).toBe(1100);
    // Beside it, the members' own values: the median of two is their mean.
    expect(cell(0, 0).median).toBeCloseTo((2 / 90 + 40 / 950) / 2, 12);
    expect(cell(0, 0).count).toBe(2);
    expect(cell(1, 1)).toMatchObject({ aggregate: 50 / 80, median: 50 / 80, p25: 50 / 80, count: 1 });
    expect([...filers]).toEqual([2, 1]);
  });

  it('leaves out of a period a member that did not file for it, so growth compares the same institutions', () => {
    // Institution 3 filed a year ago and then merged away: it is in neither end of this year's growth.
    const { cell, filers } = pass(
      [
        [1, A],
        [2, B],
      ],
      ['asset_growth'],
      [[1, 2, 3]],
    );
    expect(cell(0, 0).aggregate).toBeCloseTo(1100 / 990 - 1, 12);
    expect(filers[0]).toBe(2);
  });

  it('sums a published average only when every filer publishes one, else averages the summed balances', () => {
    const { cell } = pass(
      [
        [1, A],
        [2, { ...B, asset5: Number.NaN }],
      ],
      ['roa'],
      [[1, 2]],
    );
    // Half an average would overstate the return; the window's reported quarter-end sums stand in.
    expect(cell(0, 0).aggregate).toBeCloseTo(((1 + 20) * 2) / 1100, 12);
  });

  it("sums NCUA's elected average assets only when every member elected that measure (0 = not elected)", () => {
    // Credit union 1 measures its net worth ratio by the four-quarter average (010C), 2 by quarter-end
    // assets; 2 also adds a CECL transition amount (NW0004) to its assets, as its net worth does.
    const one = { acct_997: 10, acct_010: 100, acct_010a: 0, acct_010b: 0, acct_010c: 80, acct_nw0004: 0 };
    const two = { acct_997: 90, acct_010: 1000, acct_010a: 0, acct_010b: 0, acct_010c: 0, acct_nw0004: 5 };
    const { cell } = pass(
      [
        [1, one],
        [2, two],
      ],
      ['capital_ratio'],
      [[1, 2], [1]],
      'credit_union',
    );
    // Half the group elected 010C: a partial sum would stand for everyone's assets; quarter ends do.
    expect(cell(0, 0).aggregate).toBeCloseTo(100 / (1100 + 5), 12);
    expect(cell(0, 0).median).toBeCloseTo((10 / 80 + 90 / 1005) / 2, 12);
    expect(cell(1, 0).aggregate).toBeCloseTo(10 / 80, 12);
  });

  it('has no figure for a group none of whose members filed', () => {
    const { cell } = pass([[1, A]], ['roa'], [[3]]);
    expect(cell(0, 0).aggregate).toBeNaN();
    expect(cell(0, 0).count).toBe(0);
  });
});
