import { z } from 'zod';
import { ASSET_BAND_IDS } from '../constants/asset-bands.js';
import { TOP_FEATURES } from '../constants/counters.js';
import {
  APP_STORES,
  APP_TYPES,
  CLIENT_SIZE_METRICS,
  DATE_LEVELS,
  DIGITAL_CHANNELS,
  DIGITAL_CHANNELS_FILTERS,
  type DigitalChannelsFilterKey,
  MB_AGE_GROUPS,
  SATISFACTION_MEASURES,
  UNKNOWN_DIGITAL_VENDOR_ID,
  VENDOR_BRANDED_OPTIONS,
} from '../constants/digital-channels.js';
import { FI_TYPE_FILTER, MARKET_MEASURE } from '../constants/market.js';
import { DIGITAL_CHANNEL_MODULES } from '../constants/modules.js';
import { idParamSchema, idSchema, MAX_RECORD_ID, numberFormatCodeSchema } from './common.js';

const optionIdSchema = z.union([z.int(), z.string().min(1)]);

export const digitalChannelsFilterOptionSchema = z.object({
  id: optionIdSchema,
  name: z.string(),
});

export type DigitalChannelsFilterOption = z.infer<typeof digitalChannelsFilterOptionSchema>;

export const digitalChannelsFilterSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  /** The query parameter the filter's value travels in (DIGITAL_CHANNELS_FILTERS key). */
  key: z.enum(DIGITAL_CHANNELS_FILTERS.map((f) => f.key) as [DigitalChannelsFilterKey]),
  kind: z.enum(['single', 'multi', 'counter']),
  options: z.array(digitalChannelsFilterOptionSchema),
  /** The option chosen when the request leaves the filter out (multi-selects: none, meaning all). */
  default: z.union([optionIdSchema, z.array(optionIdSchema)]).nullable(),
});

export type DigitalChannelsFilter = z.infer<typeof digitalChannelsFilterSchema>;

/** GET /api/digital_channels/filters */
export const digitalChannelsFiltersResponseSchema = z.object({
  filters: z.array(digitalChannelsFilterSchema),
});

export type DigitalChannelsFiltersResponse = z.infer<typeof digitalChannelsFiltersResponseSchema>;

// A report shows only the filters whose ids it lists.
export const digitalChannelsReportSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  filter_ids: z.array(idSchema),
  module: z.enum(DIGITAL_CHANNEL_MODULES),
  kind: z.enum(['market_share', 'features', 'satisfaction', 'trend']),
});

export type DigitalChannelsReport = z.infer<typeof digitalChannelsReportSchema>;

/** GET /api/digital_channels/reports */
export const digitalChannelsReportsResponseSchema = z.object({
  reports: z.array(digitalChannelsReportSchema),
  /** Whether the figures come from the generated demo data set (shown as such). */
  is_demo: z.boolean(),
  /** The newest quarter with digital channels data; null before any load. */
  data_as_of: z.string().nullable(),
});

export type DigitalChannelsReportsResponse = z.infer<typeof digitalChannelsReportsResponseSchema>;

const periodSchema = z.iso.date();
const ids = z.array(optionIdSchema);

// The selected filter values as the server applied them (defaults filled in). All optional because
// each report enables a different subset.
export const digitalChannelsFilterValuesSchema = z.object({
  current_period: periodSchema.optional(),
  previous_period: periodSchema.optional(),
  beginning_period: periodSchema.optional(),
  market_measure: z.literal(Object.values(MARKET_MEASURE)).optional(),
  client_size_metric: z.literal(CLIENT_SIZE_METRICS.map((m) => m.id)).optional(),
  satisfaction_measure: z.literal(SATISFACTION_MEASURES.map((m) => m.id)).optional(),
  top_vendors: z.int().nonnegative().optional(),
  top_features: z.int().nonnegative().optional(),
  fi_type: z.literal(Object.values(FI_TYPE_FILTER)).optional(),
  fi_asset_group: ids.optional(),
  mb_age_group: ids.optional(),
  feature_mb_age_group: ids.optional(),
  vendor: ids.optional(),
  app_type: ids.optional(),
  vendor_branded: ids.optional(),
  core_vendor_product: ids.optional(),
  date_level: z.literal(DATE_LEVELS.map((d) => d.id)).optional(),
});

export type DigitalChannelsFilterValues = z.infer<typeof digitalChannelsFilterValuesSchema>;

// ---------------------------------------------------------------------------------------------
// The query string of GET /api/digital_channels/{id} and /{id}/overview: lists travel as
// bracket-format arrays (fi_asset_group[]=1&fi_asset_group[]=3); a single value may come bare.

const MULTI_KEYS = DIGITAL_CHANNELS_FILTERS.filter((f) => f.kind === 'multi').map((f) => f.key);

/** Reads `key[]` and `key` alike, so a client's bracket arrays and single values both parse. */
export function unbracketQuery(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object') return raw;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const key = name.endsWith('[]') ? name.slice(0, -2) : name;
    const list = Array.isArray(value) ? value : [value];
    const isMulti = (MULTI_KEYS as readonly string[]).includes(key);
    if (isMulti) out[key] = [...((out[key] as unknown[] | undefined) ?? []), ...list];
    else out[key] = Array.isArray(value) ? value[value.length - 1] : value;
  }
  return out;
}

const choice = <T extends number>(values: readonly T[], message: string) =>
  z.coerce
    .number({ error: message })
    .refine((n): n is T => (values as readonly number[]).includes(n), { message })
    .transform((n) => n as T);

const idChoices = (values: readonly number[], what: string) =>
  z
    .array(z.coerce.number({ error: `${what} must be ids` }))
    .max(1_000, `${what} lists too many ids`)
    .refine((list) => list.every((n) => values.includes(n)), {
      message: `${what} must be ids from ${values.join(', ')}`,
    })
    .transform((list) => [...new Set(list)]);

const recordIds = (what: string, extra: readonly number[] = []) =>
  z
    .array(z.coerce.number({ error: `${what} must be ids` }))
    .max(1_000, `${what} lists too many ids`)
    .refine(
      (list) => list.every((n) => extra.includes(n) || (Number.isInteger(n) && n > 0 && n <= MAX_RECORD_ID)),
      { message: `${what} must be record ids` },
    )
    .transform((list) => [...new Set(list)]);

const count = (max: number, what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} is too large`);

export const digitalChannelsQuerySchema = z.preprocess(
  unbracketQuery,
  z.object({
    current_period: periodSchema.optional(),
    previous_period: periodSchema.optional(),
    beginning_period: periodSchema.optional(),
    market_measure: choice(
      Object.values(MARKET_MEASURE),
      'market_measure must be 1 (Client Count), 2 (Assets) or 3 (Accounts)',
    ).optional(),
    client_size_metric: choice(
      CLIENT_SIZE_METRICS.map((m) => m.id),
      'client_size_metric must be 1 (Total Assets) or 2 (Total Deposits)',
    ).optional(),
    satisfaction_measure: choice(
      SATISFACTION_MEASURES.map((m) => m.id),
      'satisfaction_measure must be 1, 2 or 3',
    ).optional(),
    top_vendors: count(100_000, 'top_vendors').optional(),
    top_features: count(1_000, 'top_features').optional(),
    show_all_vendors: z
      .enum(['true', 'false', '1', '0'])
      .transform((s) => s === 'true' || s === '1')
      .optional(),
    fi_type: choice(
      Object.values(FI_TYPE_FILTER),
      'fi_type must be 0 (All), 1 (Banks) or 2 (Credit Unions)',
    ).optional(),
    fi_asset_group: idChoices(ASSET_BAND_IDS, 'fi_asset_group').optional(),
    mb_age_group: idChoices(
      MB_AGE_GROUPS.map((g) => g.id),
      'mb_age_group',
    ).optional(),
    feature_mb_age_group: idChoices(
      MB_AGE_GROUPS.map((g) => g.id),
      'feature_mb_age_group',
    ).optional(),
    vendor: recordIds('vendor', [UNKNOWN_DIGITAL_VENDOR_ID]).optional(),
    app_type: idChoices(
      APP_TYPES.map((t) => t.id),
      'app_type',
    ).optional(),
    vendor_branded: idChoices(
      VENDOR_BRANDED_OPTIONS.map((o) => o.id),
      'vendor_branded',
    ).optional(),
    core_vendor_product: recordIds('core_vendor_product').optional(),
    date_level: choice(
      DATE_LEVELS.map((d) => d.id),
      'date_level must be 1 (Quarterly) or 2 (Annual)',
    ).optional(),
  }),
);

export type DigitalChannelsQuery = z.output<typeof digitalChannelsQuerySchema>;

/** The path of GET /api/digital_channels/{id}. */
export const digitalChannelsReportParamsSchema = z.object({ id: idParamSchema });

/** A client's filter values as a query string in the bracket format (arrays as key[]=v). */
export function encodeDigitalChannelsQuery(
  values: Partial<Record<string, string | number | boolean | readonly (string | number)[] | undefined>>,
): string {
  const pairs: string[] = [];
  const add = (key: string, item: string | number | boolean) =>
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) add(`${key}[]`, item);
    else add(key, value as string | number | boolean);
  }
  return pairs.join('&');
}

// ---------------------------------------------------------------------------------------------
// Report results.

export const DIGITAL_CHANNELS_ROW_KINDS = ['vendor', 'unknown_vendor', 'others', 'grand_total'] as const;

export const digitalChannelsRowSchema = z.looseObject({
  vendor_name: z.string(),
  // '0' / '-1' are placeholders for "no specific product" and are shown blank.
  product_name: z.union([z.string(), z.number()]).nullable(),
  kind: z.enum(DIGITAL_CHANNELS_ROW_KINDS),
  vendor_id: z.int().nullable(),
});

export type DigitalChannelsRow = z.infer<typeof digitalChannelsRowSchema>;

export const digitalChannelsColumnSchema = z.object({
  /** The row property holding the cell. */
  key: z.string(),
  label: z.string(),
  format: numberFormatCodeSchema,
  /** The header spanning several columns ('Q3 2026', 'Change'), when the table groups them. */
  group: z.string().optional(),
});

export type DigitalChannelsColumn = z.infer<typeof digitalChannelsColumnSchema>;

export const digitalChannelsResultSchema = z.object({
  // Compared with the selected report so a slow, stale answer is dropped.
  report_id: idSchema,
  report_data: z.array(digitalChannelsRowSchema),
  /** Ranked vendors before the top-N cut (the top-vendors counter's max). */
  total_vendors: z.int().nonnegative(),
  /** Features available before the top-N cut (feature reports), at most TOP_FEATURES.max. */
  total_features: z.int().nonnegative().max(TOP_FEATURES.max).optional(),
  /** Column labels in display order (same order as columns). */
  headers: z.array(z.string()),
  // The value columns (the vendor column is every row's vendor_name). Percent cells (P* formats:
  // shares, adoption, changes) hold percent points, 12.5 meaning 12.5%, as market share reports do.
  // Rows also carry `rank` (vendor rows) and `vendor_count` (Others, Grand Total).
  columns: z.array(digitalChannelsColumnSchema),
  // Format code per column key.
  data_format: z.record(z.string(), numberFormatCodeSchema),
  filters: digitalChannelsFilterValuesSchema,
  is_demo: z.boolean(),
});

export type DigitalChannelsResult = z.infer<typeof digitalChannelsResultSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/digital_channels/{id}/overview: the dashboard's figures for the report's module.

export const digitalChannelsOverviewSchema = z.object({
  report_id: idSchema,
  module: z.enum(DIGITAL_CHANNEL_MODULES),
  period: z.iso.date().nullable(),
  beginning_period: z.iso.date().nullable(),
  is_demo: z.boolean(),
  /** Institutions in the filtered population, and those with the channel. */
  institutions: z.int().nonnegative(),
  with_channel: z.int().nonnegative(),
  vendors: z.int().nonnegative(),
  /** Percent of institutions with the channel on a vendor-branded app (mobile only). */
  vendor_branded_share: z.number().nullable(),
  /** Rating weighted by rating count (mobile only). */
  weighted_rating: z.number().nullable(),
  rating_count: z.int().nonnegative(),
  /** Institutions whose vendor changed between the beginning and current periods. */
  switches: z.int().nonnegative(),
  top_vendors: z.array(
    z.object({
      vendor_id: z.int().nullable(),
      vendor_name: z.string(),
      clients: z.int().nonnegative(),
      share: z.number(),
      /** Percentage points since the beginning period. */
      share_change: z.number().nullable(),
    }),
  ),
  top_features: z.array(
    z.object({
      feature_id: idSchema,
      name: z.string(),
      adoption: z.number(),
      adoption_change: z.number().nullable(),
    }),
  ),
  trend: z.array(
    z.object({
      period: z.iso.date(),
      with_channel: z.int().nonnegative(),
      weighted_rating: z.number().nullable(),
    }),
  ),
});

export type DigitalChannelsOverview = z.infer<typeof digitalChannelsOverviewSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/advisors/digital_channels (institution_id): FIN Profile's Digital Channels section.

export const institutionDigitalAppSchema = z.object({
  channel: z.enum(DIGITAL_CHANNELS),
  store: z.enum(APP_STORES.map((s) => s.id) as ['apple', 'google', 'web']),
  app_name: z.string(),
  vendor_id: z.int().nullable(),
  vendor_name: z.string().nullable(),
  product_name: z.string().nullable(),
  vendor_branded: z.boolean(),
  app_type: z.string().nullable(),
  launched_on: z.iso.date().nullable(),
  mb_age_years: z.number().nullable(),
  rating: z.number().nullable(),
  rating_count: z.int().nullable(),
  download_band: z.string().nullable(),
  features: z.array(z.string()),
});

export type InstitutionDigitalApp = z.infer<typeof institutionDigitalAppSchema>;

export const institutionDigitalChannelsSchema = z.object({
  institution_id: idSchema,
  is_demo: z.boolean(),
  /** The newest quarter with a snapshot for the institution; null when none. */
  period: z.iso.date().nullable(),
  apps: z.array(institutionDigitalAppSchema),
  /** One point per quarter and channel: who ran it, how it rated, how many features it had. */
  history: z.array(
    z.object({
      period: z.iso.date(),
      channel: z.enum(DIGITAL_CHANNELS),
      vendor_name: z.string().nullable(),
      product_name: z.string().nullable(),
      rating: z.number().nullable(),
      rating_count: z.int().nullable(),
      feature_count: z.int().nonnegative(),
    }),
  ),
  /** What a credit union reports to NCUA on the 5300 profile (FS220D); null for banks or when absent. */
  electronic_services: z
    .object({
      period: z.iso.date(),
      website: z.string().nullable(),
      services: z.array(z.object({ code: z.string(), name: z.string(), offered: z.boolean() })),
    })
    .nullable(),
});

export type InstitutionDigitalChannels = z.infer<typeof institutionDigitalChannelsSchema>;
