import { type DigitalChannelsColumn, MARKET_MEASURE, quarterLabel } from '@fin-atlas/domain';
import { channelAt, type Population } from './population.js';
import { addMeasure, measureName, percentOf, type ReportBody } from './report-body.js';
import { VendorTallies, vendorTable } from './vendor-table.js';

export const trendKey = (period: string): string => `share_${period.replaceAll('-', '')}`;

/**
 * Vendor shares by the market measure at every point from the beginning to the current period
 * (quarters or year ends), oldest first; vendors rank by their measure at the current period.
 */
export async function trendReport(population: Population): Promise<ReportBody> {
  const { query, data } = population;
  const points = query.trendPeriods;
  const tallies = new VendorTallies(points.length);
  for (const [slot, period] of points.entries()) {
    const at = channelAt(population, period);
    if (!at) continue;
    const facts = query.measure === MARKET_MEASURE.CLIENT_COUNT ? null : await data.facts(period);
    addMeasure(population, tallies, at, facts, slot);
  }
  const last = points.length - 1;
  const table = vendorTable({
    tallies,
    names: data.vendorNames,
    rank: (t) => (last < 0 ? 0 : (t[last] as number)),
    topVendors: query.topVendors,
    showAll: query.showAllVendors,
    cells: (t, total) =>
      Object.fromEntries(
        points.map((period, slot) => [
          trendKey(period),
          percentOf(t[slot] as number, total[slot] as number) ?? 0,
        ]),
      ),
  });
  const group = `Share of ${measureName(query.measure)}`;
  const columns = points.map(
    (period): DigitalChannelsColumn => ({
      key: trendKey(period),
      label: quarterLabel(period),
      format: 'P2',
      group,
    }),
  );
  return { ...table, columns };
}
