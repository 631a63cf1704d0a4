import {
  APP_TYPES,
  type AppStore,
  DIGITAL_CHANNELS,
  DIGITAL_FEATURES,
  type DigitalChannel,
  DOWNLOAD_BANDS,
} from '@fin-atlas/domain';
import type { EvidenceRecord } from '../evidence/evidence-file.js';
import {
  columnsNeeded,
  type EvidenceLayout,
  fieldsOf,
  LIMITS,
  Refusal,
  refusalOr,
} from '../evidence/evidence-layouts.js';
import { isQuarterEnd, parseDate, parseFlag, parseInteger, parseNumeric, text } from '../io/values.js';

/**
 * The operator's digital channels snapshot (README, "Digital channels CSV"): one record per
 * institution, quarter, channel and app. The institution is named as in every operator file
 * (institution_id, cert, charter, regulatory_id with fi_type, or rssd_id; evidence-institutions.ts).
 *
 *   period          required: the quarter end the snapshot describes (YYYY-MM-DD or M/D/YYYY)
 *   channel         required: mobile | online
 *   store           apple | google for mobile apps; web for online banking (blank = web when online)
 *   app_name        required: the listing's name, or the online banking platform's
 *   vendor          the vendor (matched by name case-insensitively; a new name is created); blank = unknown
 *   product         the vendor's product (created under the vendor when new); needs vendor
 *   vendor_branded  yes/no, true/false, 1/0: published under the vendor's name (blank = no)
 *   app_type        Native | Hybrid | Web Wrapper (mobile apps only)
 *   launched_on     first release of the app, go-live of the platform; not after the period
 *   rating          store rating from 1 to 5 (apple, google)
 *   rating_count    how many ratings the store counts (a whole number)
 *   download_band   install band as the store writes it: Under 1K, 1K+, 5K+, 10K+, 50K+, 100K+, 500K+, 1M+
 *   features        feature codes separated by ";" (mobile_deposit;zelle;bill_pay), each offered on the channel
 */
export type DigitalSnapshotRow = {
  period: string;
  channel: DigitalChannel;
  store: AppStore;
  appName: string;
  vendor: string | null;
  product: string | null;
  vendorBranded: boolean;
  appType: number | null;
  launchedOn: string | null;
  rating: number | null;
  ratingCount: number | null;
  downloadBand: number | null;
  features: number[];
};

export const DIGITAL_CHANNELS_README_SECTION = 'Digital channels CSV';

const STORES_OF: Readonly<Record<DigitalChannel, readonly AppStore[]>> = {
  mobile: ['apple', 'google'],
  online: ['web'],
};

const byName = <T extends { name: string }>(items: readonly T[], raw: string) =>
  items.find((item) => item.name.toLowerCase() === raw.toLowerCase());

/** The quarter end on or after a day: a snapshot may describe the quarter under way, not a later one. */
function quarterEndOf(iso: string): string {
  const year = iso.slice(0, 4);
  const month = Number(iso.slice(5, 7));
  return `${year}-${['03-31', '06-30', '09-30', '12-31'][Math.floor((month - 1) / 3)]}`;
}

function periodOf(record: EvidenceRecord, today: string): string {
  const raw = text(record.get('period'));
  if (raw === null) throw new Refusal('period is required (a quarter end such as 2025-12-31)');
  const period = parseDate(raw);
  if (!period || !isQuarterEnd(period))
    throw new Refusal(`period "${raw}" is not a quarter end (YYYY-03-31, -06-30, -09-30 or -12-31)`);
  if (period > quarterEndOf(today)) throw new Refusal(`period ${period} is a quarter still to come`);
  return period;
}

function featuresOf(raw: string | null, channel: DigitalChannel): number[] {
  if (raw === null) return [];
  const ids = new Set<number>();
  for (const part of raw.split(';')) {
    const code = part.trim().toLowerCase();
    if (code === '') continue;
    const feature = DIGITAL_FEATURES.find((f) => f.code === code);
    if (!feature) throw new Refusal(`features: "${part.trim()}" is not a feature code`);
    if (!(feature.channels as readonly string[]).includes(channel))
      throw new Refusal(`features: ${feature.code} is not offered on ${channel} banking`);
    ids.add(feature.id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** The store listing's figures: a rating from 1 to 5, its count and the install band. */
function storeFigures(record: EvidenceRecord, store: AppStore) {
  const rawRating = text(record.get('rating'));
  const rawCount = text(record.get('rating_count'));
  const rawBand = text(record.get('download_band'));
  if (store === 'web') {
    const given = [
      ['rating', rawRating],
      ['rating_count', rawCount],
      ['download_band', rawBand],
    ].find(([, value]) => value !== null);
    if (given) throw new Refusal(`${given[0]} applies to app store listings (apple, google), not web`);
    return { rating: null, ratingCount: null, downloadBand: null };
  }
  const rating = rawRating === null ? null : parseNumeric(rawRating);
  if (rating !== null && (Number.isNaN(rating) || rating < 1 || rating > 5))
    throw new Refusal(`rating "${rawRating}" is not a number from 1 to 5`);
  const ratingCount = rawCount === null ? null : parseInteger(rawCount);
  if (ratingCount !== null && (Number.isNaN(ratingCount) || ratingCount < 0))
    throw new Refusal(`rating_count "${rawCount}" is not a whole number`);
  if (rating === null && ratingCount !== null && ratingCount > 0)
    throw new Refusal(`rating_count ${ratingCount} is given without its rating`);
  const band = rawBand === null ? null : byName(DOWNLOAD_BANDS, rawBand.replace(/\s+/g, ' '));
  if (band === undefined)
    throw new Refusal(
      `download_band "${rawBand}" is not one of ${DOWNLOAD_BANDS.map((b) => b.name).join(', ')}`,
    );
  return {
    rating: rating === null ? null : Math.round(rating * 100) / 100,
    ratingCount,
    downloadBand: band?.id ?? null,
  };
}

function parseSnapshot(record: EvidenceRecord, today: string): DigitalSnapshotRow {
  const f = fieldsOf(record, today);
  const period = periodOf(record, today);
  const channel = f.oneOf('channel', DIGITAL_CHANNELS);
  const rawStore = text(record.get('store'))?.toLowerCase() ?? (channel === 'online' ? 'web' : null);
  if (rawStore === null) throw new Refusal('store is required for a mobile app (apple or google)');
  const store = STORES_OF[channel].find((s) => s === rawStore);
  if (!store)
    throw new Refusal(
      `store "${rawStore}" does not go with channel ${channel} (${STORES_OF[channel].join(' or ')})`,
    );
  const appName = f.required('app_name', LIMITS.name);
  const vendor = f.optional('vendor', LIMITS.name);
  const product = f.optional('product', LIMITS.name);
  if (product && !vendor) throw new Refusal(`product "${product}" needs its vendor`);
  const rawBranded = text(record.get('vendor_branded'));
  const vendorBranded = rawBranded === null ? false : parseFlag(rawBranded);
  if (vendorBranded === null) throw new Refusal(`vendor_branded "${rawBranded}" is not yes or no`);
  const rawType = f.optional('app_type', LIMITS.name);
  const appType = rawType === null ? null : byName(APP_TYPES, rawType);
  if (appType === undefined)
    throw new Refusal(`app_type "${rawType}" is not one of ${APP_TYPES.map((t) => t.name).join(', ')}`);
  if (appType && channel === 'online')
    throw new Refusal('app_type applies to mobile apps, not online banking');
  const launchedOn = f.date('launched_on', false);
  if (launchedOn && launchedOn > period)
    throw new Refusal(`launched_on ${launchedOn} is after the period ${period}`);
  return {
    period,
    channel,
    store,
    appName,
    vendor,
    product,
    vendorBranded,
    appType: appType?.id ?? null,
    launchedOn,
    ...storeFigures(record, store),
    features: featuresOf(text(record.get('features')), channel),
  };
}

export const DIGITAL_CHANNELS_LAYOUT: EvidenceLayout<DigitalSnapshotRow> = {
  what: 'a digital channels CSV',
  readmeSection: DIGITAL_CHANNELS_README_SECTION,
  missingColumns: (columns) => columnsNeeded(columns, ['period', 'channel', 'app_name']),
  parse: (record, today) => refusalOr(() => parseSnapshot(record, today)),
};

/** A snapshot's identity: the same listing twice in one file is refused. */
export const snapshotKey = (r: DigitalSnapshotRow & { institutionId: number }) =>
  `${r.institutionId}|${r.period}|${r.channel}|${r.store}|${r.appName.toLowerCase()}`;
