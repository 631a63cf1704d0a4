import type { DigitalChannel, InstitutionDigitalChannels } from '@fin-atlas/domain';
import { weightedRating } from '../weighted-rating.js';

/** One store listing (or the online platform) of one quarter, as the history reads it. */
export type HistoryListing = {
  period: string;
  channel: DigitalChannel;
  vendorName: string | null;
  productName: string | null;
  rating: number | null;
  ratingCount: number | null;
  features: readonly number[];
};

type HistoryPoint = InstitutionDigitalChannels['history'][number];

const distinctJoined = (values: readonly (string | null)[]): string | null => {
  const names = [...new Set(values.filter((v): v is string => v !== null))];
  return names.length > 0 ? names.join(' / ') : null;
};

/**
 * One point per quarter and channel, oldest first: who ran the channel (the listings' vendors, so
 * a switch shows as a new name), its rating weighted by rating count across the store listings,
 * their rating count and how many distinct features the channel offered.
 */
export function channelHistory(listings: readonly HistoryListing[]): HistoryPoint[] {
  const byPoint = new Map<string, HistoryListing[]>();
  for (const listing of listings) {
    const key = `${listing.period}|${listing.channel}`;
    const group = byPoint.get(key) ?? [];
    group.push(listing);
    byPoint.set(key, group);
  }
  const points: HistoryPoint[] = [];
  for (const group of byPoint.values()) {
    const first = group[0] as HistoryListing;
    const counts = group.flatMap((l) => (l.ratingCount === null ? [] : [l.ratingCount]));
    points.push({
      period: first.period,
      channel: first.channel,
      vendor_name: distinctJoined(group.map((l) => l.vendorName)),
      product_name: distinctJoined(group.map((l) => l.productName)),
      rating: weightedRating(group),
      rating_count: counts.length > 0 ? counts.reduce((a, b) => a + b, 0) : null,
      feature_count: new Set(group.flatMap((l) => l.features)).size,
    });
  }
  return points.sort((a, b) => a.period.localeCompare(b.period) || a.channel.localeCompare(b.channel));
}
