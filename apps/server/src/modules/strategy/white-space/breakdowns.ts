import {
  ASSET_BANDS,
  assetBandIdOf,
  US_STATES,
  WHITE_SPACE_PROSPECT_STATUSES,
  WHITE_SPACE_STATUSES,
  type WhiteSpaceCounts,
  type WhiteSpaceRow,
} from '@fin-atlas/domain';
import type { Universe } from '../market.js';
import { STATUS_INDEX } from './usage.js';

const PROSPECT_INDEXES = new Set(WHITE_SPACE_PROSPECT_STATUSES.map((s) => STATUS_INDEX[s]));

/** Whether the status at a position makes the institution a prospect. */
export const isProspect = (status: Uint8Array, position: number): boolean =>
  PROSPECT_INDEXES.has(status[position] as number);

/** One row of a breakdown: how the group's institutions split by status. */
export function breakdownRow(
  key: string,
  name: string,
  positions: readonly number[],
  status: Uint8Array,
): WhiteSpaceRow {
  const counts = Object.fromEntries(WHITE_SPACE_STATUSES.map((s) => [s, 0])) as WhiteSpaceCounts;
  for (const p of positions) counts[WHITE_SPACE_STATUSES[status[p] as number] ?? 'not_researched'] += 1;
  const researched = positions.length - counts.not_researched;
  const whiteSpace = WHITE_SPACE_PROSPECT_STATUSES.reduce((n, s) => n + counts[s], 0);
  return {
    key,
    name,
    institutions: positions.length,
    counts,
    white_space: whiteSpace,
    adoption: researched > 0 ? counts.using / researched : null,
  };
}

/** Positions grouped by a key, in the order keys first appear unless sorted after. */
function groupBy(positions: Int32Array, keyOf: (p: number) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const p of positions) {
    const key = keyOf(p);
    const list = groups.get(key) ?? [];
    list.push(p);
    groups.set(key, list);
  }
  return groups;
}

const STATE_NAMES = new Map(US_STATES.map((s) => [s.code, s.name]));
const NOT_REPORTED = 'none';

/** By headquarters state, states in alphabetical order of name, an unknown state last. */
export function byState(universe: Universe, positions: Int32Array, status: Uint8Array): WhiteSpaceRow[] {
  const groups = groupBy(positions, (p) => universe.rows[p]?.state ?? NOT_REPORTED);
  const name = (key: string) => (key === NOT_REPORTED ? 'State not reported' : (STATE_NAMES.get(key) ?? key));
  return [...groups.keys()]
    .sort((a, b) =>
      a === NOT_REPORTED ? 1 : b === NOT_REPORTED ? -1 : name(a).localeCompare(name(b), 'en-US'),
    )
    .map((key) => breakdownRow(key, name(key), groups.get(key) ?? [], status));
}

/** The six asset bands in order (every band, even an empty one), then institutions without assets. */
export function byAssetBand(universe: Universe, positions: Int32Array, status: Uint8Array): WhiteSpaceRow[] {
  const groups = groupBy(positions, (p) => String(assetBandIdOf(universe.rows[p]?.assets) ?? NOT_REPORTED));
  const rows = ASSET_BANDS.map((band) =>
    breakdownRow(String(band.id), band.label, groups.get(String(band.id)) ?? [], status),
  );
  const unknown = groups.get(NOT_REPORTED);
  if (unknown) rows.push(breakdownRow(NOT_REPORTED, 'Assets not reported', unknown, status));
  return rows;
}
