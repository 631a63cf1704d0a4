import {
  byMeasureThenName,
  type DigitalChannelsOverview,
  normaliseTopFeatures,
  normaliseTopVendors,
  UNKNOWN_DIGITAL_VENDOR_ID,
} from '@fin-atlas/domain';
import type { ChannelPeriod } from './digital-data.js';
import { featureBit, featuresByAdoption } from './features-report.js';
import { anyDemo, channelAt, clientsIn, clientVendor, type Population } from './population.js';
import { percentOf } from './report-body.js';
import { vendorName } from './vendor-table.js';

/** Clients per vendor among the counted clients of a quarter. */
function clientsByVendor(population: Population, at: ChannelPeriod | undefined) {
  const counts = new Map<number, number>();
  if (at)
    for (const c of clientsIn(population, at))
      counts.set(clientVendor(at, c), (counts.get(clientVendor(at, c)) ?? 0) + 1);
  return counts;
}

/** The store ratings of every listing of the counted clients: weighted by count, and the count. */
function ratings(population: Population, at: ChannelPeriod | undefined) {
  if (!at) return { weighted: null, count: 0 };
  const counted = new Uint8Array(at.clients.count);
  for (const c of clientsIn(population, at)) counted[c] = 1;
  let weightedSum = 0;
  let count = 0;
  const { listings } = at;
  for (let i = 0; i < listings.count; i++) {
    if (counted[at.clientOf[listings.institution[i] as number] as number] !== 1) continue;
    const rating = listings.rating[i] as number;
    if (Number.isNaN(rating)) continue;
    weightedSum += rating * (listings.ratingCount[i] as number);
    count += listings.ratingCount[i] as number;
  }
  return { weighted: count > 0 ? weightedSum / count : null, count };
}

/** Counted institutions whose vendor differs from the one they ran at the beginning period. */
function switches(
  population: Population,
  current: ChannelPeriod | undefined,
  beginning: ChannelPeriod | undefined,
) {
  if (!current || !beginning) return 0;
  let n = 0;
  for (const c of clientsIn(population, current)) {
    const before = beginning.clientOf[current.clients.institution[c] as number] as number;
    if (before >= 0 && clientVendor(beginning, before) !== clientVendor(current, c)) n++;
  }
  return n;
}

/** Institutions in the population at the current period: with a call report then, or with the channel. */
function institutionsCounted(population: Population, current: ChannelPeriod | undefined): number {
  const { institutions, currentFacts } = population;
  let n = 0;
  for (let row = 0; row < institutions.length; row++) {
    if (institutions[row] !== 1) continue;
    const reported = currentFacts !== null && !Number.isNaN(currentFacts.assets[row] as number);
    if (reported || (current !== undefined && (current.clientOf[row] as number) >= 0)) n++;
  }
  return n;
}

function topVendors(
  population: Population,
  current: ChannelPeriod | undefined,
  beginning: ChannelPeriod | undefined,
) {
  const now = clientsByVendor(population, current);
  const then = clientsByVendor(population, beginning);
  const total = [...now.values()].reduce((a, b) => a + b, 0);
  const totalThen = [...then.values()].reduce((a, b) => a + b, 0);
  const ranked = [...now.entries()]
    .map(([vendorId, clients]) => ({
      vendorId,
      clients,
      name: vendorName(population.data.vendorNames, vendorId),
    }))
    .sort(
      byMeasureThenName(
        (v) => v.clients,
        (v) => v.name,
      ),
    );
  const shown = normaliseTopVendors(population.query.topVendors, { totalVendors: ranked.length });
  return ranked.slice(0, population.query.showAllVendors ? ranked.length : shown).map((v) => {
    const share = percentOf(v.clients, total) ?? 0;
    const before = percentOf(then.get(v.vendorId) ?? 0, totalThen);
    return {
      vendor_id: v.vendorId,
      vendor_name: v.name,
      clients: v.clients,
      share,
      share_change: before === null ? null : share - before,
    };
  });
}

function topFeatures(
  population: Population,
  current: ChannelPeriod | undefined,
  beginning: ChannelPeriod | undefined,
) {
  const withChannel = current ? clientsIn(population, current).length : 0;
  const beginningClients = clientsIn(population, beginning);
  const ranked = featuresByAdoption(population, current);
  return ranked.slice(0, normaliseTopFeatures(population.query.topFeatures)).map(({ feature, clients }) => {
    const adoption = percentOf(clients, withChannel) ?? 0;
    let before = 0;
    for (const c of beginningClients)
      if ((beginning?.clients.features[c] as number) & featureBit(feature)) before++;
    const then = percentOf(before, beginningClients.length);
    return {
      feature_id: feature.id,
      name: feature.name,
      adoption,
      adoption_change: then === null ? null : adoption - then,
    };
  });
}

/**
 * The dashboard's figures for a report's channel under its filters: the population and how many run
 * the channel, vendors, ratings, switches since the beginning period, the leading vendors and
 * features, and the channel's reach and rating at every quarter from the beginning to the current.
 */
export function overviewOf(population: Population): Omit<DigitalChannelsOverview, 'report_id' | 'module'> {
  const { query } = population;
  const current = channelAt(population, query.current);
  const beginning = channelAt(population, query.beginning);
  const counted = current ? clientsIn(population, current) : new Int32Array(0);
  const vendors = new Set<number>();
  let branded = 0;
  for (const c of counted) {
    const vendor = clientVendor(current as ChannelPeriod, c);
    if (vendor !== UNKNOWN_DIGITAL_VENDOR_ID) vendors.add(vendor);
    if (
      (current as ChannelPeriod).listings.branded[(current as ChannelPeriod).clients.primary[c] as number] ===
      1
    )
      branded++;
  }
  const mobile = query.channel === 'mobile';
  const rated = ratings(population, current);
  const quarterly = population.data.periods
    .filter((p) => p >= (query.beginning ?? '') && p <= (query.current ?? ''))
    .sort();
  return {
    period: query.current,
    beginning_period: query.beginning,
    is_demo: anyDemo(population, [query.current, query.beginning]),
    institutions: institutionsCounted(population, current),
    with_channel: counted.length,
    vendors: vendors.size,
    vendor_branded_share: mobile ? percentOf(branded, counted.length) : null,
    weighted_rating: mobile ? rated.weighted : null,
    rating_count: mobile ? rated.count : 0,
    switches: switches(population, current, beginning),
    top_vendors: topVendors(population, current, beginning),
    top_features: topFeatures(population, current, beginning),
    trend: quarterly.map((period) => {
      const at = channelAt(population, period);
      return {
        period,
        with_channel: clientsIn(population, at).length,
        weighted_rating: mobile ? ratings(population, at).weighted : null,
      };
    }),
  };
}
