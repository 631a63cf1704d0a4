import type { DepositShare } from '@fin-atlas/domain';
import type { MapPoint, MapValue } from '../../ui/map/us-map-model';
import { percent, thousandsDollars } from './profile-format';

const branchCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'branch' : 'branches'}`;

/**
 * Each county's figure for the map: the institution's share of the county's deposits, or its branch
 * count when no deposits are known; the tooltip adds deposits, rank and branches.
 */
export function countyMapValues(data: DepositShare): MapValue[] {
  return data.counties.map((c) => ({
    fips: c.code,
    value: data.has_deposits ? (c.share ?? 0) : c.branches,
    title: c.name,
    details: data.has_deposits
      ? [
          `Deposits: ${thousandsDollars(c.deposits)} of ${thousandsDollars(c.market_deposits)}`,
          `Rank ${c.rank} of ${c.institutions}`,
          branchCount(c.branches),
        ]
      : [`${c.institutions.toLocaleString('en-US')} institutions in market`],
  }));
}

/** The branches as dots, sized by deposits when known. */
export function branchMapPoints(data: DepositShare): MapPoint[] {
  return data.branch_locations.map((b) => ({
    lon: b.longitude,
    lat: b.latitude,
    title: b.name,
    weight: b.deposits ?? undefined,
    details: [
      [b.city, b.state].filter(Boolean).join(', '),
      ...(b.deposits !== null ? [`Deposits: ${thousandsDollars(b.deposits)}`] : []),
    ].filter((line) => line !== ''),
  }));
}

/** The map's text alternative: what it shades, where the share is highest, where the table is. */
export function depositMapSummary(data: DepositShare): string {
  const top = data.counties[0];
  const counties = `${data.counties.length} ${data.counties.length === 1 ? 'county' : 'counties'}`;
  if (!data.has_deposits)
    return `Map of the ${counties} with branches, shaded by branch count, with ${branchCount(data.branch_locations.length)} as dots. The county table below lists every figure.`;
  const best = [...data.counties].sort((a, b) => (b.share ?? 0) - (a.share ?? 0))[0];
  return `Map of deposit market share in the ${counties} with branches, with ${branchCount(
    data.branch_locations.length,
  )} as dots.${best ? ` Highest share: ${percent(best.share, 1)} in ${best.name}.` : ''}${
    top ? ` Largest deposits: ${thousandsDollars(top.deposits)} in ${top.name}.` : ''
  } The county table below lists every figure.`;
}
