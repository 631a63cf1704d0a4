import {
  DIGITAL_FEATURES,
  type DigitalChannel,
  type DigitalChannelsColumn,
  normaliseTopFeatures,
  TOP_FEATURES,
} from '@fin-atlas/domain';
import type { ChannelPeriod } from './digital-data.js';
import { channelAt, clientsIn, type Population, tallyClients } from './population.js';
import { percentOf, type ReportBody } from './report-body.js';
import { type Tally, VendorTallies, vendorTable } from './vendor-table.js';

type Feature = (typeof DIGITAL_FEATURES)[number];

export const featureBit = (feature: { id: number }): number => 1 << (feature.id - 1);

export const channelFeatures = (channel: DigitalChannel): Feature[] =>
  DIGITAL_FEATURES.filter((f) => (f.channels as readonly string[]).includes(channel));

/** Features by how many of the counted clients offer them, most first (ties by id); unused ones dropped. */
export function featuresByAdoption(
  population: Population,
  at: ChannelPeriod | undefined,
): { feature: Feature; clients: number }[] {
  const candidates = channelFeatures(population.query.channel);
  const counts = candidates.map(() => 0);
  if (at) {
    for (const client of clientsIn(population, at)) {
      const mask = at.clients.features[client] as number;
      candidates.forEach((feature, i) => {
        if (mask & featureBit(feature)) counts[i] = (counts[i] as number) + 1;
      });
    }
  }
  return candidates
    .map((feature, i) => ({ feature, clients: counts[i] as number }))
    .filter((f) => f.clients > 0)
    .sort((a, b) => b.clients - a.clients || a.feature.id - b.feature.id);
}

// Tally slots: clients now and at the previous period, then per shown feature its adopters now, then before.
const CLIENTS = 0;
const PREVIOUS_CLIENTS = 1;

function addPeriod(
  population: Population,
  tallies: VendorTallies,
  at: ChannelPeriod | undefined,
  shown: readonly Feature[],
  clientsSlot: number,
  firstFeatureSlot: number,
): void {
  tallyClients(population, at, tallies, (tally, client) => {
    tally[clientsSlot] = (tally[clientsSlot] as number) + 1;
    const mask = at?.clients.features[client] as number;
    shown.forEach((feature, i) => {
      if (mask & featureBit(feature))
        tally[firstFeatureSlot + i] = (tally[firstFeatureSlot + i] as number) + 1;
    });
  });
}

function columns(shown: readonly Feature[]): DigitalChannelsColumn[] {
  return [
    { key: 'clients', label: 'Clients', format: 'N0' },
    ...shown.flatMap((feature): DigitalChannelsColumn[] => [
      { key: `feature_${feature.id}`, label: 'Adoption', format: 'P2', group: feature.name },
      { key: `feature_${feature.id}_change`, label: 'Change', format: 'P2', group: feature.name },
    ]),
  ];
}

/**
 * Feature adoption by vendor: the top features among the counted clients at the current period, and
 * per vendor the percent of its clients whose app or platform offers each, with the change in
 * percentage points since the previous period.
 */
export function featuresReport(population: Population): ReportBody {
  const { query, data } = population;
  const current = channelAt(population, query.current);
  const ranked = featuresByAdoption(population, current);
  const total = Math.min(ranked.length, TOP_FEATURES.max);
  const shown = ranked
    .slice(0, normaliseTopFeatures(query.topFeatures, { rowsReturned: total }))
    .map((f) => f.feature);
  const tallies = new VendorTallies(2 + shown.length * 2);
  const before = 2 + shown.length;
  addPeriod(population, tallies, current, shown, CLIENTS, 2);
  addPeriod(population, tallies, channelAt(population, query.previous), shown, PREVIOUS_CLIENTS, before);
  const table = vendorTable({
    tallies,
    names: data.vendorNames,
    rank: (t) => t[CLIENTS] as number,
    topVendors: query.topVendors,
    showAll: query.showAllVendors,
    cells: (t: Tally) => {
      const cells: Record<string, number | null> = { clients: t[CLIENTS] as number };
      shown.forEach((feature, i) => {
        const now = percentOf(t[2 + i] as number, t[CLIENTS] as number);
        const then = percentOf(t[before + i] as number, t[PREVIOUS_CLIENTS] as number);
        cells[`feature_${feature.id}`] = now;
        cells[`feature_${feature.id}_change`] = now === null || then === null ? null : now - then;
      });
      return cells;
    },
  });
  return { ...table, columns: columns(shown), features: { total, shown: shown.length } };
}
