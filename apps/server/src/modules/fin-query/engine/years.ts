import type { Universe } from './universe.js';

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** Whole years from an ISO date to the universe's data date (today without one); never negative. */
export function wholeYearsSince(isoDate: string, universe: Universe): number {
  const asOf = universe.dataAsOf ? Date.parse(universe.dataAsOf) : Date.now();
  return Math.max(0, Math.floor((asOf - Date.parse(isoDate)) / YEAR_MS));
}
