import {
  type DigitalChannelsColumn,
  MARKET_MEASURES,
  type MarketMeasureId,
  marketMeasureValue,
} from '@fin-atlas/domain';
import type { ChannelPeriod, PeriodFacts } from './digital-data.js';
import { type Population, tallyClients } from './population.js';
import type { VendorTable, VendorTallies } from './vendor-table.js';

/** What a report kind computes: its rows and columns (the vendor column is implied by every row). */
export type ReportBody = VendorTable & {
  /** Value columns in display order; percent cells (P*) hold percent points, 12.5 meaning 12.5%. */
  columns: DigitalChannelsColumn[];
  /** Features report: features with any adopter before the top-N cut, and the count shown. */
  features?: { total: number; shown: number };
};

export const measureName = (measure: MarketMeasureId): string =>
  MARKET_MEASURES.find((m) => m.id === measure)?.name ?? MARKET_MEASURES[0].name;

/** What one institution row adds under the market measure at a quarter (facts null: client count). */
export function measureAt(facts: PeriodFacts | null, row: number, measure: MarketMeasureId): number {
  if (facts === null) return 1;
  const assets = facts.assets[row] as number;
  const accounts = facts.accounts[row] as number;
  return marketMeasureValue(
    { assets: Number.isNaN(assets) ? null : assets, accounts: Number.isNaN(accounts) ? null : accounts },
    measure,
  );
}

/** Percent points of a part in a whole; null when there is no whole. */
export const percentOf = (part: number, whole: number): number | null =>
  whole > 0 ? (part / whole) * 100 : null;

/** The market measure of the counted clients at one quarter, added to their vendors' `slot`. */
export function addMeasure(
  population: Population,
  tallies: VendorTallies,
  at: ChannelPeriod | undefined,
  facts: PeriodFacts | null,
  slot: number,
): void {
  const { measure } = population.query;
  tallyClients(population, at, tallies, (tally, client) => {
    tally[slot] =
      (tally[slot] as number) + measureAt(facts, at?.clients.institution[client] as number, measure);
  });
}
