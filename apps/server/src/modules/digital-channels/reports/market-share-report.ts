import {
  type DigitalChannelsColumn,
  MARKET_MEASURE,
  marketMeasureFormat,
  quarterLabel,
} from '@fin-atlas/domain';
import type { ChannelPeriod } from './digital-data.js';
import { channelAt, clientsIn, clientVendor, type Population } from './population.js';
import { addMeasure, measureName, percentOf, type ReportBody } from './report-body.js';
import { type Tally, VendorTallies, vendorTable } from './vendor-table.js';

// Tally slots: the measure at the current, previous and beginning periods, then switches won and lost.
const CURRENT = 0;
const PREVIOUS = 1;
const BEGINNING = 2;
const GAINS = 3;
const LOSSES = 4;
const WIDTH = 5;

/**
 * Switches between two quarters: an institution counted at `from` whose vendor at `to` (counted or
 * not: filters describe the side being tallied) is another one adds 1 to its vendor's `slot`.
 */
function addSwitches(
  population: Population,
  tallies: VendorTallies,
  from: ChannelPeriod | undefined,
  to: ChannelPeriod | undefined,
  slot: number,
): void {
  if (!from || !to) return;
  for (const client of clientsIn(population, from)) {
    const other = to.clientOf[from.clients.institution[client] as number] as number;
    if (other < 0) continue;
    const vendor = clientVendor(from, client);
    if (clientVendor(to, other) === vendor) continue;
    const tally = tallies.of(vendor);
    tally[slot] = (tally[slot] as number) + 1;
  }
}

function columns(population: Population): DigitalChannelsColumn[] {
  const { current, previous, beginning, measure } = population.query;
  const format = marketMeasureFormat(measure);
  const name = measureName(measure);
  const period = (prefix: string, at: string | null): DigitalChannelsColumn[] => {
    const group = at === null ? '' : quarterLabel(at);
    return [
      { key: `${prefix}_value`, label: name, format, group },
      { key: `${prefix}_share`, label: 'Share', format: 'P2', group },
    ];
  };
  return [
    ...period('current', current),
    ...period('previous', previous),
    ...period('beginning', beginning),
    { key: 'share_change', label: 'Share Change', format: 'P2', group: 'Change' },
    { key: 'gains', label: 'Gains', format: 'N0', group: 'Switches' },
    { key: 'losses', label: 'Losses', format: 'N0', group: 'Switches' },
    { key: 'net_change', label: 'Net', format: 'N0', group: 'Switches' },
  ];
}

const share = (tally: Tally, total: Tally, slot: number): number =>
  percentOf(tally[slot] as number, total[slot] as number) ?? 0;

/**
 * Vendors by the market measure at the current, previous and beginning periods, with shares, the
 * share change since the beginning, and the institutions each vendor won and lost between the
 * beginning and current periods (a switch: the institution's vendor for the channel changed).
 */
export async function marketShareReport(population: Population): Promise<ReportBody> {
  const { query, data } = population;
  const factsAt = (period: string | null) =>
    period === null || query.measure === MARKET_MEASURE.CLIENT_COUNT ? null : data.facts(period);
  const [currentFacts, previousFacts, beginningFacts] = await Promise.all([
    factsAt(query.current),
    factsAt(query.previous),
    factsAt(query.beginning),
  ]);
  const tallies = new VendorTallies(WIDTH);
  const current = channelAt(population, query.current);
  const beginning = channelAt(population, query.beginning);
  addMeasure(population, tallies, current, currentFacts, CURRENT);
  addMeasure(population, tallies, channelAt(population, query.previous), previousFacts, PREVIOUS);
  addMeasure(population, tallies, beginning, beginningFacts, BEGINNING);
  addSwitches(population, tallies, current, beginning, GAINS);
  addSwitches(population, tallies, beginning, current, LOSSES);
  const table = vendorTable({
    tallies,
    names: data.vendorNames,
    rank: (t) => t[CURRENT] as number,
    topVendors: query.topVendors,
    showAll: query.showAllVendors,
    cells: (t, total) => ({
      current_value: t[CURRENT] as number,
      current_share: share(t, total, CURRENT),
      previous_value: t[PREVIOUS] as number,
      previous_share: share(t, total, PREVIOUS),
      beginning_value: t[BEGINNING] as number,
      beginning_share: share(t, total, BEGINNING),
      share_change: share(t, total, CURRENT) - share(t, total, BEGINNING),
      gains: t[GAINS] as number,
      losses: t[LOSSES] as number,
      net_change: (t[GAINS] as number) - (t[LOSSES] as number),
    }),
  });
  return { ...table, columns: columns(population) };
}
