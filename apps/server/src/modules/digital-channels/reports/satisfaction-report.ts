import {
  ASSET_BANDS,
  assetBandIdOf,
  CLIENT_SIZE_METRICS,
  type DigitalChannelsColumn,
  SATISFACTION_MEASURES,
  type SatisfactionMeasureId,
} from '@fin-atlas/domain';
import { channelAt, listingsIn, type Population } from './population.js';
import type { ReportBody } from './report-body.js';
import { type Tally, VendorTallies, vendorTable } from './vendor-table.js';

// Rating sums of a set of listings: apps, apps with a rating, the sum of ratings, the sum of rating x
// count and the sum of counts (over rated apps). The vendor's overall sums come first, then one set
// per client size group.
const APPS = 0;
const RATED = 1;
const RATING_SUM = 2;
const WEIGHTED_SUM = 3;
const COUNT_SUM = 4;
const SET = 5;
const WIDTH = SET * (1 + ASSET_BANDS.length);

const DEPOSITS = CLIENT_SIZE_METRICS[1].id;
const WEIGHTED = SATISFACTION_MEASURES[0].id;
const AVERAGE = SATISFACTION_MEASURES[1].id;

function addListing(tally: Tally, base: number, rating: number, count: number): void {
  tally[base + APPS] = (tally[base + APPS] as number) + 1;
  if (Number.isNaN(rating)) return;
  tally[base + RATED] = (tally[base + RATED] as number) + 1;
  tally[base + RATING_SUM] = (tally[base + RATING_SUM] as number) + rating;
  tally[base + WEIGHTED_SUM] = (tally[base + WEIGHTED_SUM] as number) + rating * count;
  tally[base + COUNT_SUM] = (tally[base + COUNT_SUM] as number) + count;
}

const weighted = (t: Tally, base: number): number | null =>
  (t[base + COUNT_SUM] as number) > 0
    ? (t[base + WEIGHTED_SUM] as number) / (t[base + COUNT_SUM] as number)
    : null;
const average = (t: Tally, base: number): number | null =>
  (t[base + RATED] as number) > 0 ? (t[base + RATING_SUM] as number) / (t[base + RATED] as number) : null;

function measureOf(t: Tally, base: number, measure: SatisfactionMeasureId): number | null {
  if (measure === WEIGHTED) return weighted(t, base);
  if (measure === AVERAGE) return average(t, base);
  return t[base + COUNT_SUM] as number;
}

function columns(measure: SatisfactionMeasureId, sizeMetric: number): DigitalChannelsColumn[] {
  const measureName = SATISFACTION_MEASURES.find((m) => m.id === measure)?.name ?? '';
  const metricName = CLIENT_SIZE_METRICS.find((m) => m.id === sizeMetric)?.name ?? '';
  const group = `${measureName} by ${metricName}`;
  return [
    { key: 'weighted_rating', label: 'Weighted Rating', format: 'N2' },
    { key: 'average_rating', label: 'Average Rating', format: 'N2' },
    { key: 'rating_count', label: 'Rating Count', format: 'N0' },
    { key: 'apps', label: 'Apps', format: 'N0' },
    ...ASSET_BANDS.map(
      (band): DigitalChannelsColumn => ({
        key: `size_${band.id}`,
        label: band.label,
        format: measure === WEIGHTED || measure === AVERAGE ? 'N2' : 'N0',
        group,
      }),
    ),
  ];
}

/**
 * Store ratings by vendor at the current period over every counted listing: the rating weighted by
 * rating count, the plain average, the count and the apps, and the chosen measure per client size
 * group (the institution's total assets or deposits in ASSET_BANDS). Vendors rank by apps.
 */
export function satisfactionReport(population: Population): ReportBody {
  const { query, data, currentFacts } = population;
  const at = channelAt(population, query.current);
  const tallies = new VendorTallies(WIDTH);
  const sizes = currentFacts
    ? query.clientSizeMetric === DEPOSITS
      ? currentFacts.deposits
      : currentFacts.assets
    : null;
  if (at) {
    const { listings } = at;
    for (const i of listingsIn(population, at)) {
      const tally = tallies.of(listings.vendor[i] as number);
      const rating = listings.rating[i] as number;
      const count = listings.ratingCount[i] as number;
      addListing(tally, 0, rating, count);
      const band = sizes ? assetBandIdOf(sizes[listings.institution[i] as number]) : null;
      if (band !== null) addListing(tally, SET * band, rating, count);
    }
  }
  const table = vendorTable({
    tallies,
    names: data.vendorNames,
    rank: (t) => t[APPS] as number,
    topVendors: query.topVendors,
    showAll: query.showAllVendors,
    cells: (t) => ({
      weighted_rating: weighted(t, 0),
      average_rating: average(t, 0),
      rating_count: t[COUNT_SUM] as number,
      apps: t[APPS] as number,
      ...Object.fromEntries(
        ASSET_BANDS.map((band) => [
          `size_${band.id}`,
          measureOf(t, SET * band.id, query.satisfactionMeasure),
        ]),
      ),
    }),
  });
  return { ...table, columns: columns(query.satisfactionMeasure, query.clientSizeMetric) };
}
