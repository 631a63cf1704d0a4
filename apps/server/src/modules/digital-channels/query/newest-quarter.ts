import { type DigitalChannel, mbAgeYears, UNKNOWN_DIGITAL_VENDOR_ID } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { catalogCache } from '../../technographics/index.js';
import type { SnapshotRow } from '../snapshot-row.js';
import { weightedRating } from '../weighted-rating.js';

/** One institution's digital channels at the newest snapshot quarter, as FIN Query's rules test them. */
export type InstitutionChannels = {
  /** Vendor ids per channel (UNKNOWN_DIGITAL_VENDOR_ID for an app without a known vendor); empty without the channel. */
  vendors: Record<DigitalChannel, number[]>;
  /** Rating weighted by rating count across the store listings. */
  rating: number | null;
  ratingCount: number | null;
  /** Years since the app was first launched (its oldest listing). */
  mbAge: number | null;
  /** Whether the app is published under the vendor's brand; null without a mobile app. */
  vendorBranded: boolean | null;
  appTypes: number[];
  /** The highest download band of its listings. */
  downloadBand: number | null;
  features: Record<DigitalChannel, ReadonlySet<number>>;
};

/** The newest quarter's digital channels of every institution, and the newest NCUA answers of every credit union. */
export type NewestQuarter = {
  period: string | null;
  byInstitution: ReadonlyMap<number, InstitutionChannels>;
  servicesPeriod: string | null;
  /** Electronic-service codes each credit union answered yes at the newest NCUA cycle. */
  services: ReadonlyMap<number, ReadonlySet<string>>;
  vendorName: ReadonlyMap<number, string>;
  /** Vendors present at the newest quarter per channel, by name. */
  vendorsOf: Record<DigitalChannel, number[]>;
};

type Row = Omit<SnapshotRow, 'period' | 'store' | 'app_name' | 'source'>;

const empty = (): InstitutionChannels => ({
  vendors: { mobile: [], online: [] },
  rating: null,
  ratingCount: null,
  mbAge: null,
  vendorBranded: null,
  appTypes: [],
  downloadBand: null,
  features: { mobile: new Set(), online: new Set() },
});

const maxOf = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.max(a, b);

/** Folds an institution's listings of the quarter into what its rules test. */
function summarize(rows: readonly Row[], period: string): InstitutionChannels {
  const out = empty();
  const mobile = rows.filter((r) => r.channel === 'mobile');
  for (const r of rows) {
    const vendor = r.vendor_id === null ? UNKNOWN_DIGITAL_VENDOR_ID : Number(r.vendor_id);
    if (!out.vendors[r.channel].includes(vendor)) out.vendors[r.channel].push(vendor);
    for (const f of r.features ?? []) (out.features[r.channel] as Set<number>).add(Number(f));
  }
  if (mobile.length === 0) return out;
  const listings = mobile.map((r) => ({
    rating: r.rating === null ? null : Number(r.rating),
    ratingCount: r.rating_count === null ? null : Number(r.rating_count),
  }));
  const counts = listings.flatMap((l) => (l.ratingCount === null ? [] : [l.ratingCount]));
  out.rating = weightedRating(listings);
  out.ratingCount = counts.length > 0 ? counts.reduce((a, b) => a + b, 0) : null;
  out.vendorBranded = mobile.some((r) => r.vendor_branded);
  for (const r of mobile) {
    out.mbAge = maxOf(out.mbAge, mbAgeYears(r.launched_on, period));
    out.downloadBand = maxOf(out.downloadBand, r.download_band === null ? null : Number(r.download_band));
    if (r.app_type !== null && !out.appTypes.includes(Number(r.app_type)))
      out.appTypes.push(Number(r.app_type));
  }
  return out;
}

async function load(database: Database): Promise<NewestQuarter> {
  const [newest] = await database.query<{ p: string | null; ep: string | null }>(
    `select (select max(period)::text from digital_channel_snapshots) as p,
            (select max(period)::text from electronic_services) as ep`,
  );
  const period = newest?.p ?? null;
  const servicesPeriod = newest?.ep ?? null;
  const rows = period
    ? await database.query<Row>(
        `select institution_id, channel, vendor_id, vendor_branded, app_type, launched_on::text as launched_on,
                rating::float8 as rating, rating_count, download_band, features
           from digital_channel_snapshots where period = $1`,
        [period],
      )
    : [];
  const serviceRows = servicesPeriod
    ? await database.query<{ institution_id: number; services: string[] | null }>(
        'select institution_id, services from electronic_services where period = $1',
        [servicesPeriod],
      )
    : [];
  const vendors = await database.query<{ id: number; name: string }>('select id, name from vendors');
  const vendorName = new Map(vendors.map((v) => [Number(v.id), v.name]));

  const grouped = new Map<number, Row[]>();
  for (const r of rows) {
    const id = Number(r.institution_id);
    const listings = grouped.get(id);
    if (listings) listings.push(r);
    else grouped.set(id, [r]);
  }
  const byInstitution = new Map<number, InstitutionChannels>();
  const present: Record<DigitalChannel, Set<number>> = { mobile: new Set(), online: new Set() };
  for (const [id, listings] of grouped) {
    const summary = summarize(listings, period as string);
    byInstitution.set(id, summary);
    for (const channel of ['mobile', 'online'] as const)
      for (const v of summary.vendors[channel]) present[channel].add(v);
  }
  const byName = (ids: Set<number>) =>
    [...ids]
      .filter((id) => vendorName.has(id))
      .sort((a, b) => (vendorName.get(a) ?? '').localeCompare(vendorName.get(b) ?? ''));
  return {
    period,
    byInstitution,
    servicesPeriod,
    services: new Map(serviceRows.map((r) => [Number(r.institution_id), new Set(r.services ?? [])])),
    vendorName,
    vendorsOf: { mobile: byName(present.mobile), online: byName(present.online) },
  };
}

const held = new WeakMap<Database, () => Promise<NewestQuarter>>();

/**
 * The newest quarter of this database, read again once the catalog or a data load changes (every
 * snapshot import and NCUA cycle records one; checked at most every second).
 */
export function newestQuarter(database: Database): Promise<NewestQuarter> {
  let get = held.get(database);
  if (!get) {
    get = catalogCache(database, () => load(database));
    held.set(database, get);
  }
  return get();
}
