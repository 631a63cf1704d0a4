import { z } from 'zod';
import { ASSET_BAND_IDS } from '../constants/asset-bands.js';
import { FI_TYPES } from '../constants/fi-types.js';
import { OFFERED_USES, TECHNOLOGY_USES } from '../rules/technology-use.js';
import { idNameSchema, idSchema, isoDateTimeSchema, MAX_RECORD_ID } from './common.js';

// The Technographics calls beyond GET /api/search (contracts/search.ts): the vendor, product and
// service reports, their institution lists, vendor coverage, the solution catalog and coverage requests.

const count = z.int().nonnegative();
/** Assets are in $000, as every institution figure. */
const assets = z.number();
const isoDate = z.iso.date();

export const TECHNOGRAPHICS_PAGE_SIZES = [25, 50, 100] as const;
export const TECHNOGRAPHICS_DEFAULT_PAGE_SIZE = 25;

export const REPORT_INSTITUTION_SORTS = [
  'name',
  'fi_type',
  'city',
  'state',
  'assets',
  'vendor',
  'product',
  'solution',
  'since',
] as const;
export type ReportInstitutionSort = (typeof REPORT_INSTITUTION_SORTS)[number];

/** "a,b,c" in a query string, or absent; each entry must pass `item`. */
function csvOf<T extends z.ZodType>(item: T, what: string) {
  return z
    .string()
    .optional()
    .transform((text) =>
      text === undefined || text.trim() === ''
        ? []
        : text
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    )
    .pipe(
      // Each entry is a string from the query text; the item schema decides what it becomes.
      z
        .array(item, { error: `Unknown ${what}.` })
        .max(60, `Too many ${what} values.`) as unknown as z.ZodType<z.output<T>[], string[]>,
    );
}

export const reportFiltersQuerySchema = z.object({
  fi_type: csvOf(z.enum(FI_TYPES, { error: 'FI type must be bank, bhc or credit_union.' }), 'FI type'),
  asset_band: csvOf(
    z.coerce.number().pipe(z.literal(ASSET_BAND_IDS, { error: 'Asset group must be an id from 1 to 6.' })),
    'asset group',
  ),
  state: csvOf(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'State must be a two-letter code.')
      .transform((s) => s.toUpperCase()),
    'state',
  ),
});
export type ReportFiltersQuery = z.infer<typeof reportFiltersQuerySchema>;

export const reportInstitutionsQuerySchema = reportFiltersQuerySchema.extend({
  page: z.coerce.number().int('Page must be a whole number.').min(1, 'Page starts at 1.').default(1),
  per_page: z.coerce
    .number()
    .pipe(z.literal(TECHNOGRAPHICS_PAGE_SIZES, { error: 'Rows per page must be 25, 50 or 100.' }))
    .default(TECHNOGRAPHICS_DEFAULT_PAGE_SIZE),
  sort: z.enum(REPORT_INSTITUTION_SORTS, { error: 'Unknown sort column.' }).default('assets'),
  dir: z.enum(['asc', 'desc'], { error: 'Sort direction must be asc or desc.' }).default('desc'),
});
export type ReportInstitutionsQuery = z.infer<typeof reportInstitutionsQuerySchema>;

/** The product report narrows to one solution when bank_service_id is given. */
const recordId = (message: string) =>
  z.coerce.number().int(message).positive(message).max(MAX_RECORD_ID, message).optional();
export const productReportQuerySchema = z.object({
  vendor_id: recordId('vendor_id must be a vendor id.'),
  bank_service_id: recordId('bank_service_id must be a solution id.'),
});
export type ProductReportQuery = z.infer<typeof productReportQuerySchema>;

export const reportFiguresSchema = z.object({
  /** Institutions using it today (each counted once, however many rows). */
  clients: count,
  assets,
});

export const timelinePointSchema = z.object({ period: isoDate, clients: count, assets });
export type TimelinePoint = z.infer<typeof timelinePointSchema>;

export const winsLossesYearSchema = z.object({
  year: z.int(),
  new_clients: count,
  /** To another vendor (for a service: institutions that switched vendor). */
  competitive_losses: count,
  /** The institution merged or failed. */
  consolidation_losses: count,
  /** The institution stopped offering the service. */
  discontinued: count,
});
export type WinsLossesYear = z.infer<typeof winsLossesYearSchema>;

export const switchEventSchema = z.object({
  date: isoDate,
  /** Seen from the report's entity; a service report lists vendor changes as 'switch'. */
  direction: z.enum(['win', 'loss', 'switch']),
  institution: idNameSchema,
  solution: idNameSchema,
  from_vendor: idNameSchema.nullable(),
  from_product: idNameSchema.nullable(),
  /** What the institution did before and after: null where there was no record. */
  from_use: z.enum(TECHNOLOGY_USES).nullable(),
  to_vendor: idNameSchema.nullable(),
  to_product: idNameSchema.nullable(),
  to_use: z.enum(TECHNOLOGY_USES).nullable(),
});
export type SwitchEvent = z.infer<typeof switchEventSchema>;

export const winsLossesSchema = z.object({
  years: z.array(winsLossesYearSchema),
  /** The most recent switches; switches_total counts all of them in the years shown. */
  switches: z.array(switchEventSchema),
  switches_total: count,
});
export type WinsLosses = z.infer<typeof winsLossesSchema>;

/** A vendor's or product's place within one solution, among institutions that have the solution. */
export const solutionShareSchema = z.object({
  solution: idNameSchema,
  clients: count,
  assets,
  total_clients: count,
  total_assets: assets,
  /** Percent points, 0-100. */
  client_share: z.number(),
  asset_share: z.number(),
  /** 1 = most clients among the vendors (or products) of the solution. */
  rank: z.int().positive(),
  competitors: count,
});
export type SolutionShare = z.infer<typeof solutionShareSchema>;

/** One vendor's share of a solution; a null vendor is institutions running it themselves. */
export const vendorShareSchema = z.object({
  /** Null for the institutions that run it themselves (use in_house) or whose vendor is unknown. */
  vendor: idNameSchema.nullable(),
  use: z.enum(OFFERED_USES),
  clients: count,
  assets,
  client_share: z.number(),
  asset_share: z.number(),
});
export type VendorShare = z.infer<typeof vendorShareSchema>;

export const stateCountSchema = z.object({ state: z.string().length(2), clients: count });
export type StateCount = z.infer<typeof stateCountSchema>;

const usedSolutionSchema = z.object({ id: idSchema, name: z.string(), clients: count });

const reportCommon = {
  figures: reportFiguresSchema,
  timeline: z.array(timelinePointSchema),
  wins_losses: winsLossesSchema,
  states: z.array(stateCountSchema),
};

export const vendorReportSchema = z.object({
  vendor: z.object({
    id: idSchema,
    name: z.string(),
    website: z.string().nullable(),
    headquarters_state: z.string().nullable(),
    founded_year: z.int().nullable(),
    description: z.string(),
  }),
  products: z.array(
    z.object({ id: idSchema, name: z.string(), solutions: z.array(idNameSchema), clients: count }),
  ),
  solutions: z.array(usedSolutionSchema),
  market_share: z.array(solutionShareSchema),
  ...reportCommon,
});
export type VendorReport = z.infer<typeof vendorReportSchema>;

export const productReportSchema = z.object({
  product: z.object({ id: idSchema, name: z.string(), description: z.string() }),
  vendor: idNameSchema,
  solutions: z.array(usedSolutionSchema),
  /** The solution the report is narrowed to (bank_service_id), or null for all of the product's. */
  solution: idNameSchema.nullable(),
  market_share: z.array(solutionShareSchema),
  ...reportCommon,
});
export type ProductReport = z.infer<typeof productReportSchema>;

export const serviceReportSchema = z.object({
  service: z.object({
    id: idSchema,
    name: z.string(),
    description: z.string(),
    is_core: z.boolean(),
    category: idNameSchema,
  }),
  vendors: count,
  products: z.array(z.object({ id: idSchema, name: z.string(), vendor: idNameSchema, clients: count })),
  vendor_shares: z.array(vendorShareSchema),
  ...reportCommon,
});
export type ServiceReport = z.infer<typeof serviceReportSchema>;

export const reportInstitutionRowSchema = z.object({
  institution_id: idSchema,
  rssd_id: z.int().nullable(),
  name: z.string(),
  website: z.string().nullable(),
  fi_type: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  assets: z.number().nullable(),
  use: z.enum(OFFERED_USES),
  vendor: idNameSchema.nullable(),
  product: idNameSchema.nullable(),
  solution: idNameSchema,
  since: isoDate,
});
export type ReportInstitutionRow = z.infer<typeof reportInstitutionRowSchema>;

export const reportInstitutionsResponseSchema = z.object({
  rows: z.array(reportInstitutionRowSchema),
  total: count,
  /** Distinct institutions among the filtered rows. */
  institutions: count,
  page: z.int().positive(),
  per_page: z.int().positive(),
});
export type ReportInstitutionsResponse = z.infer<typeof reportInstitutionsResponseSchema>;

export const vendorCoverageRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  products: count,
  solutions: count,
  clients: count,
  assets,
});
export type VendorCoverageRow = z.infer<typeof vendorCoverageRowSchema>;

export const vendorCoverageResponseSchema = z.object({ vendors: z.array(vendorCoverageRowSchema) });
export type VendorCoverageResponse = z.infer<typeof vendorCoverageResponseSchema>;

export const solutionCatalogEntrySchema = z.object({
  id: idSchema,
  name: z.string(),
  is_core: z.boolean(),
  clients: count,
  vendors: count,
  products: count,
});
export type SolutionCatalogEntry = z.infer<typeof solutionCatalogEntrySchema>;

export const solutionCatalogResponseSchema = z.object({
  categories: z.array(
    z.object({ id: idSchema, name: z.string(), solutions: z.array(solutionCatalogEntrySchema) }),
  ),
});
export type SolutionCatalogResponse = z.infer<typeof solutionCatalogResponseSchema>;

export const COVERAGE_REQUEST_KINDS = ['vendor', 'solution'] as const;
export type CoverageRequestKind = (typeof COVERAGE_REQUEST_KINDS)[number];
export const COVERAGE_REQUEST_STATUSES = ['open', 'added', 'declined'] as const;
export type CoverageRequestStatus = (typeof COVERAGE_REQUEST_STATUSES)[number];
export const COVERAGE_ANSWER_STATUSES = ['added', 'declined'] as const;

export const coverageRequestBodySchema = z.strictObject({
  kind: z.enum(COVERAGE_REQUEST_KINDS, { error: 'Choose whether you ask for a vendor or a solution.' }),
  name: z
    .string({ error: 'Enter the name of the vendor or solution.' })
    .trim()
    .min(1, 'Enter the name of the vendor or solution.')
    .max(200, 'The name can be at most 200 characters.'),
  details: z
    .string()
    .trim()
    .max(2000, 'Details can be at most 2000 characters.')
    .nullish()
    .transform((value) => value ?? ''),
});
export type CoverageRequestBody = z.input<typeof coverageRequestBodySchema>;

export const coverageAnswerBodySchema = z.strictObject({
  status: z.enum(COVERAGE_ANSWER_STATUSES, { error: 'Answer with added or declined.' }),
  answer: z
    .string({ error: 'Write an answer for the requester.' })
    .trim()
    .min(1, 'Write an answer for the requester.')
    .max(2000, 'The answer can be at most 2000 characters.'),
});
export type CoverageAnswerBody = z.infer<typeof coverageAnswerBodySchema>;

export const coverageRequestListQuerySchema = z.object({
  scope: z.enum(['mine', 'all'], { error: 'Scope must be mine or all.' }).default('mine'),
  status: z.enum(COVERAGE_REQUEST_STATUSES, { error: 'Status must be open, added or declined.' }).optional(),
});

export const coverageRequestSchema = z.object({
  id: idSchema,
  kind: z.enum(COVERAGE_REQUEST_KINDS),
  name: z.string(),
  details: z.string(),
  status: z.enum(COVERAGE_REQUEST_STATUSES),
  answer: z.string(),
  created_at: isoDateTimeSchema,
  answered_at: isoDateTimeSchema.nullable(),
  requester: z.object({
    id: idSchema,
    user_name: z.string(),
    email: z.string(),
    company_name: z.string().nullable(),
  }),
  answered_by: z.string().nullable(),
});
export type CoverageRequest = z.infer<typeof coverageRequestSchema>;

export const coverageRequestListSchema = z.object({ requests: z.array(coverageRequestSchema) });
export type CoverageRequestList = z.infer<typeof coverageRequestListSchema>;
