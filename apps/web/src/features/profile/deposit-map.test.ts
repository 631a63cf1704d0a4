import type { DepositShare } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { branchMapPoints, countyMapValues, depositMapSummary } from './deposit-map';

const market = {
  code: '51153',
  name: 'Prince William, VA',
  state: 'VA',
  branches: 10,
  deposits: 2_500_000,
  market_deposits: 3_680_000,
  share: 67.93,
  rank: 1,
  institutions: 4,
  competitors: [],
};

const data: DepositShare = {
  institution_id: 7,
  fi_type: 'bank',
  year: 2026,
  has_deposits: true,
  note: null,
  total_deposits: 2_900_000,
  branches: 11,
  states: [{ state: 'VA', branches: 11, deposits: 2_900_000, market_deposits: 61_000_000, share: 4.75 }],
  counties: [
    market,
    {
      ...market,
      code: '51111',
      name: 'Lunenburg, VA',
      branches: 1,
      deposits: 400_000,
      market_deposits: 400_000,
      share: 100,
    },
  ],
  msas: [],
  branch_locations: [
    {
      name: 'Main Office',
      city: 'Manassas',
      state: 'VA',
      county_fips: '51153',
      latitude: 38.75,
      longitude: -77.47,
      deposits: 900_000,
    },
    {
      name: 'Kenbridge',
      city: null,
      state: 'VA',
      county_fips: '51111',
      latitude: 36.96,
      longitude: -78.13,
      deposits: null,
    },
  ],
};

describe('deposit share map data', () => {
  it('shades each county by the institution’s share and explains it in the tooltip', () => {
    expect(countyMapValues(data)[0]).toEqual({
      fips: '51153',
      value: 67.93,
      title: 'Prince William, VA',
      details: ['Deposits: $2.5B of $3.7B', 'Rank 1 of 4', '10 branches'],
    });
  });

  it('shades by branch count when no deposits are known', () => {
    const counts = countyMapValues({ ...data, has_deposits: false });
    expect(counts.map((c) => c.value)).toEqual([10, 1]);
    expect(counts[0]?.details).toEqual(['4 institutions in market']);
  });

  it('draws each located branch, sized by its deposits when known', () => {
    expect(branchMapPoints(data)).toEqual([
      {
        lon: -77.47,
        lat: 38.75,
        title: 'Main Office',
        weight: 900_000,
        details: ['Manassas, VA', 'Deposits: $900.0M'],
      },
      { lon: -78.13, lat: 36.96, title: 'Kenbridge', weight: undefined, details: ['VA'] },
    ]);
  });

  it('sums the map up in words for screen readers', () => {
    expect(depositMapSummary(data)).toBe(
      'Map of deposit market share in the 2 counties with branches, with 2 branches as dots. Highest share: 100.0% in Lunenburg, VA. Largest deposits: $2.5B in Prince William, VA. The county table below lists every figure.',
    );
  });
});
