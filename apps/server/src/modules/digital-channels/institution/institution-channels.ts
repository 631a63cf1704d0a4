import {
  APP_TYPES,
  DIGITAL_FEATURES,
  DOWNLOAD_BANDS,
  type InstitutionDigitalApp,
  type InstitutionDigitalChannels,
  mbAgeYears,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { NCUA_ELECTRONIC_SERVICES } from '../../../reference/ncua-electronic-services.js';
import type { ProfileSubject } from '../../profile/index.js';
import type { SnapshotRow } from '../snapshot-row.js';
import { channelHistory } from './channel-history.js';

type ListingRow = Omit<SnapshotRow, 'institution_id'> & {
  vendor_name: string | null;
  product_name: string | null;
};

const APP_TYPE_NAME = new Map<number, string>(APP_TYPES.map((t) => [t.id, t.name]));
const DOWNLOAD_BAND_NAME = new Map<number, string>(DOWNLOAD_BANDS.map((b) => [b.id, b.name]));
const FEATURE_NAME = new Map<number, string>(DIGITAL_FEATURES.map((f) => [f.id, f.name]));
const STORE_ORDER = ['apple', 'google', 'web'];

const featureIds = (row: ListingRow): number[] => (row.features ?? []).map(Number).sort((a, b) => a - b);

function toApp(row: ListingRow, period: string): InstitutionDigitalApp {
  return {
    channel: row.channel,
    store: row.store,
    app_name: row.app_name,
    vendor_id: row.vendor_id === null ? null : Number(row.vendor_id),
    vendor_name: row.vendor_name,
    product_name: row.product_name,
    vendor_branded: row.vendor_branded,
    app_type: row.app_type === null ? null : (APP_TYPE_NAME.get(Number(row.app_type)) ?? null),
    launched_on: row.launched_on,
    mb_age_years: row.channel === 'mobile' ? mbAgeYears(row.launched_on, period) : null,
    rating: row.rating === null ? null : Number(row.rating),
    rating_count: row.rating_count === null ? null : Number(row.rating_count),
    download_band:
      row.download_band === null ? null : (DOWNLOAD_BAND_NAME.get(Number(row.download_band)) ?? null),
    features: featureIds(row).flatMap((id) => FEATURE_NAME.get(id) ?? []),
  };
}

async function listings(database: Database, institutionId: number): Promise<ListingRow[]> {
  return database.query<ListingRow>(
    `select s.period::text as period, s.channel, s.store, s.app_name, s.vendor_id, v.name as vendor_name,
            p.name as product_name, s.vendor_branded, s.app_type, s.launched_on::text as launched_on,
            s.rating::float8 as rating, s.rating_count, s.download_band, s.features, s.source
       from digital_channel_snapshots s
       left join vendors v on v.id = s.vendor_id
       left join products p on p.id = s.product_id
      where s.institution_id = $1
      order by s.period, s.channel, s.store, s.app_name`,
    [institutionId],
  );
}

/** The newest NCUA 5300 electronic-services answers of a credit union, every question listed. */
async function electronicServices(
  database: Database,
  institutionId: number,
): Promise<{ value: InstitutionDigitalChannels['electronic_services']; isDemo: boolean }> {
  const [row] = await database.query<{
    period: string;
    services: string[] | null;
    website: string | null;
    source: string;
  }>(
    `select period::text as period, services, website, source from electronic_services
      where institution_id = $1 order by period desc limit 1`,
    [institutionId],
  );
  if (!row) return { value: null, isDemo: false };
  const offered = new Set(row.services ?? []);
  return {
    value: {
      period: row.period,
      website: row.website,
      services: NCUA_ELECTRONIC_SERVICES.map((s) => ({
        code: s.code,
        name: s.name,
        offered: offered.has(s.code),
      })),
    },
    isDemo: row.source === 'demo',
  };
}

/**
 * FIN Profile's Digital Channels section: the institution's apps and online platform at its newest
 * snapshot quarter, every quarter's vendor, rating and feature count per channel, and for a credit
 * union what it last reported to NCUA about its electronic services.
 */
export async function institutionDigitalChannels(
  database: Database,
  subject: ProfileSubject,
): Promise<InstitutionDigitalChannels> {
  const rows = await listings(database, subject.id);
  const period = rows.reduce<string | null>(
    (newest, r) => (newest && newest > r.period ? newest : r.period),
    null,
  );
  const services =
    subject.fiType === 'credit_union'
      ? await electronicServices(database, subject.id)
      : { value: null, isDemo: false };
  const apps = rows
    .filter((r) => r.period === period)
    .sort(
      (a, b) =>
        a.channel.localeCompare(b.channel) ||
        STORE_ORDER.indexOf(a.store) - STORE_ORDER.indexOf(b.store) ||
        a.app_name.localeCompare(b.app_name),
    )
    .map((r) => toApp(r, period as string));
  const history = channelHistory(
    rows.map((r) => ({
      period: r.period,
      channel: r.channel,
      vendorName: r.vendor_name,
      productName: r.product_name,
      rating: r.rating === null ? null : Number(r.rating),
      ratingCount: r.rating_count === null ? null : Number(r.rating_count),
      features: featureIds(r),
    })),
  );
  return {
    institution_id: subject.id,
    is_demo: rows.some((r) => r.source === 'demo') || services.isDemo,
    period,
    apps,
    history,
    electronic_services: services.value,
  };
}
