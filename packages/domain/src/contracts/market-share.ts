import { z } from 'zod';
import { ASSET_BAND_IDS } from '../constants/asset-bands.js';
import { TOP_VENDORS } from '../constants/counters.js';
import {
  DEFAULT_FI_TYPE_FILTER,
  DEFAULT_KNOWN_VENDOR,
  FI_TYPE_FILTER,
  KNOWN_VENDOR,
  MARKET_MEASURE,
} from '../constants/market.js';
import { TECHNOLOGY_USE_LABELS } from '../rules/technology-use.js';
import { flagParamSchema, idNameSchema, idSchema, MAX_RECORD_ID } from './common.js';

// Loose: value columns depend on the measure and span chosen, so they are passed through.
// product is a string, or the server's placeholders 0 and -1 (blanked by blankPlaceholderProduct).
export const marketShareRowSchema = z.looseObject({
  vendor: z.string(),
  product: z.union([z.string(), z.number()]).nullable(),
  bank_service_name: z.string().nullable(),
  bank_service_id: idSchema.nullable(),
});

export type MarketShareRow = z.infer<typeof marketShareRowSchema>;

export const marketShareResponseSchema = z.object({
  rows: z.array(marketShareRowSchema),
  // Vendors available before the top-N cut; the top-vendors counter's max.
  total_vendors: z.int().nonnegative(),
});

export type MarketShareResponse = z.infer<typeof marketShareResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The vendor market share and firmographics reports (GET /api/market_reports/...).

export const KNOWN_VENDOR_OPTIONS = [
  { id: KNOWN_VENDOR.ALL, name: 'All Institutions' },
  { id: KNOWN_VENDOR.HAS_KNOWN_VENDOR, name: 'Known Vendor Only' },
] as const;

/**
 * Row kinds. Institutions that run a service themselves ('in_house') or whose vendor is not known
 * ('unknown_vendor') are ranked like vendors, so a vendor sizing a market sees how much is open;
 * the known-vendor filter removes them.
 */
export const MARKET_SHARE_ROW_KINDS = [
  'vendor',
  'unknown_vendor',
  'in_house',
  'others',
  'grand_total',
] as const;
export type MarketShareRowKind = (typeof MARKET_SHARE_ROW_KINDS)[number];

// Names the server gives the pseudo-vendors: the words every screen uses for these uses.
export const UNKNOWN_VENDOR_NAME = TECHNOLOGY_USE_LABELS.vendor_unknown;
export const IN_HOUSE_NAME = TECHNOLOGY_USE_LABELS.in_house;

/**
 * Placeholder product names: '0' when a known vendor's product is not known, '-1' where a product
 * does not apply (a row per vendor, a pseudo-vendor, Others, Grand Total). Both are shown blank.
 */
export const UNKNOWN_PRODUCT = '0';
export const NO_PRODUCT = '-1';

const idList = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^(\d+(,\d+)*)?$/, `must be a comma-separated list of ${what} ids`)
    .transform((s) => (s === '' ? [] : [...new Set(s.split(',').map(Number))]))
    .pipe(z.array(idSchema));

const choice = <T extends number>(ids: readonly T[], message: string) =>
  z.coerce
    .number({ error: message })
    .refine((n): n is T => (ids as readonly number[]).includes(n), { message })
    .transform((n) => n as T);

/** The query string both reports take; every field but the solution has a default. */
export const marketReportQuerySchema = z.object({
  bank_service_id: z.coerce
    .number({ error: 'bank_service_id (the solution) is required' })
    .int('bank_service_id must be a whole number')
    .positive('bank_service_id must be a positive solution id')
    .max(MAX_RECORD_ID, 'bank_service_id must be a solution id'),
  measure: choice(
    Object.values(MARKET_MEASURE),
    'measure must be 1 (Client Count), 2 (Assets) or 3 (Accounts)',
  ).default(MARKET_MEASURE.CLIENT_COUNT),
  fi_type: choice(
    Object.values(FI_TYPE_FILTER),
    'fi_type must be 0 (All), 1 (Banks) or 2 (Credit Unions)',
  ).default(DEFAULT_FI_TYPE_FILTER),
  asset_groups: idList('asset group')
    .refine((ids) => ids.every((id) => (ASSET_BAND_IDS as readonly number[]).includes(id)), {
      message: `asset_groups must be asset group ids from ${ASSET_BAND_IDS.join(', ')}`,
    })
    .optional(),
  known_vendor: choice(
    Object.values(KNOWN_VENDOR),
    'known_vendor must be 0 (all institutions) or 1 (known vendor only)',
  ).default(DEFAULT_KNOWN_VENDOR),
  core_vendor_products: idList('product').optional(),
  top_vendors: z.coerce
    .number({ error: 'top_vendors must be a number' })
    .int('top_vendors must be a whole number')
    .min(0, 'top_vendors cannot be negative')
    .max(100_000, 'top_vendors is too large')
    .default(TOP_VENDORS.defaultCount),
  show_products: flagParamSchema.default(false),
  /** Every line, whatever top_vendors says (the counter's Show All). */
  show_all: flagParamSchema.default(false),
});

/** The query as a client sends it (lists comma-separated). */
export type MarketReportQueryInput = {
  bank_service_id: number;
  measure?: number;
  fi_type?: number;
  asset_groups?: string;
  known_vendor?: number;
  core_vendor_products?: string;
  top_vendors?: number;
  show_products?: boolean;
  show_all?: boolean;
};
export type MarketReportQuery = z.output<typeof marketReportQuerySchema>;

export const marketReportSolutionSchema = z.object({
  id: idSchema,
  name: z.string(),
  category: z.string(),
  is_core: z.boolean(),
});

export const coreVendorProductSchema = z.object({
  id: idSchema,
  /** "Vendor – Product", for the multi-select. */
  name: z.string(),
  vendor: z.string(),
  product: z.string(),
});

export type CoreVendorProduct = z.infer<typeof coreVendorProductSchema>;

export const marketReportOptionsSchema = z.object({
  solutions: z.array(marketReportSolutionSchema),
  default_solution_id: idSchema.nullable(),
  asset_groups: z.array(z.object({ id: z.int(), name: z.string(), range: z.string() })),
  core_vendor_products: z.array(coreVendorProductSchema),
  measures: z.array(idNameSchema.extend({ id: z.int() })),
  fi_types: z.array(idNameSchema.extend({ id: z.int().nonnegative() })),
  known_vendor: z.array(idNameSchema.extend({ id: z.int().nonnegative() })),
});

export type MarketReportOptions = z.infer<typeof marketReportOptionsSchema>;

const figures = {
  /** Institutions (client count). */
  clients: z.int().nonnegative(),
  /** Total assets, $000, at each institution's latest period. */
  assets: z.number(),
  /** Deposit accounts (banks) and members (credit unions). */
  accounts: z.number(),
  /** The selected measure. */
  value: z.number(),
  /** Percent (0-100) of the selected measure's grand total. */
  share: z.number(),
};

export const marketShareReportRowSchema = marketShareRowSchema.extend({
  product: z.string(),
  kind: z.enum(MARKET_SHARE_ROW_KINDS),
  vendor_id: idSchema.nullable(),
  product_id: idSchema.nullable(),
  /** 1-based rank among the ranked lines; null for Others and Grand Total. */
  rank: z.int().positive().nullable(),
  /**
   * Ranked lines the row covers: 1, or how many Others aggregates, or all of them for Grand Total.
   * A line is a vendor, or a vendor's product when products are shown.
   */
  vendor_count: z.int().nonnegative(),
  ...figures,
});

export type MarketShareReportRow = z.infer<typeof marketShareReportRowSchema>;

export const appliedMarketFiltersSchema = z.object({
  bank_service_id: idSchema,
  measure: z.int(),
  fi_type: z.int(),
  asset_groups: z.array(z.int()),
  known_vendor: z.int(),
  core_vendor_products: z.array(idSchema),
  top_vendors: z.int().nonnegative(),
  show_products: z.boolean(),
  show_all: z.boolean(),
});

const reportHeader = {
  solution: z.object({ id: idSchema, name: z.string(), is_core: z.boolean() }),
  measure: z.object({ id: z.int(), name: z.string() }),
  filters: appliedMarketFiltersSchema,
  /** The latest financial period the assets and accounts come from. */
  data_as_of: z.string().nullable(),
  // Lines (vendors, or vendor products when shown) available before the top-N cut: the counter's max.
  total_vendors: z.int().nonnegative(),
};

export const marketShareReportSchema = z.object({
  rows: z.array(marketShareReportRowSchema),
  ...reportHeader,
});

export type MarketShareReport = z.infer<typeof marketShareReportSchema>;

export const firmographicsRowSchema = marketShareReportRowSchema.extend({
  /** The measure per asset group, aligned with the report's asset_groups. */
  asset_group_values: z.array(z.number()),
  banks: z.number(),
  credit_unions: z.number(),
  /** States where the row has clients. */
  state_count: z.int().nonnegative(),
  top_states: z.array(z.object({ state: z.string(), value: z.number() })),
});

export type FirmographicsRow = z.infer<typeof firmographicsRowSchema>;

export const firmographicsReportSchema = z.object({
  rows: z.array(firmographicsRowSchema),
  asset_groups: z.array(z.object({ id: z.int(), name: z.string() })),
  ...reportHeader,
});

export type FirmographicsReport = z.infer<typeof firmographicsReportSchema>;
