import { z } from 'zod';
import { idSchema, isoDateTimeSchema, nameSchema } from './common.js';

/**
 * Uploaded organisation lists (conference attendees, CRM accounts) matched to institutions.
 * A row is 'matched' by the matcher when it is confident, 'review' when a person should pick among
 * candidates, 'unmatched' when nothing plausible was found; a person turns rows into 'confirmed'
 * (their pick) or 'rejected' (none of them).
 */
export const ORG_ROW_STATUSES = ['matched', 'review', 'confirmed', 'rejected', 'unmatched'] as const;
export type OrgRowStatus = (typeof ORG_ROW_STATUSES)[number];

/** The row filters of the review table: 'matched' includes confirmed rows, 'unmatched' rejected ones. */
export const ORG_ROW_FILTERS = ['all', 'matched', 'review', 'unmatched'] as const;
export type OrgRowFilter = (typeof ORG_ROW_FILTERS)[number];

export const ORG_ROW_PAGE_SIZES = [25, 50, 100, 250] as const;

// A conference export or a CRM account list fits easily; larger files are data-migration jobs.
export const ORG_UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 20_000,
  maxColumns: 200,
  maxCellLength: 1_000,
} as const;

export const orgInstitutionSchema = z.object({
  id: idSchema,
  name: z.string(),
  fi_type: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  assets: z.number().nullable(),
  rssd_id: z.number().nullable(),
  regulatory_id: z.string().nullable(),
});
export type OrgInstitution = z.infer<typeof orgInstitutionSchema>;

export const orgCandidateSchema = orgInstitutionSchema.extend({ confidence: z.number().min(0).max(1) });
export type OrgCandidate = z.infer<typeof orgCandidateSchema>;

export const orgListRowSchema = z.object({
  id: idSchema,
  /** The line of the uploaded file the row came from, as the user sees it in a spreadsheet. */
  line: z.int().positive(),
  organization: z.string(),
  person: z.string().nullable(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  domain: z.string().nullable(),
  status: z.enum(ORG_ROW_STATUSES),
  confidence: z.number().min(0).max(1).nullable(),
  institution: orgInstitutionSchema.nullable(),
  candidates: z.array(orgCandidateSchema),
});
export type OrgListRow = z.infer<typeof orgListRowSchema>;

export const orgListCountsSchema = z.object({
  total: z.int().nonnegative(),
  /** Matched by the matcher or confirmed by a person. */
  matched: z.int().nonnegative(),
  review: z.int().nonnegative(),
  /** Nothing found, or rejected by a person. */
  unmatched: z.int().nonnegative(),
});
export type OrgListCounts = z.infer<typeof orgListCountsSchema>;

/** Which uploaded column was read as what; null when the file has no such column. */
export const orgColumnMapSchema = z.object({
  organization: z.string(),
  person: z.string().nullable(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  website: z.string().nullable(),
});
export type OrgColumnMap = z.infer<typeof orgColumnMapSchema>;

export const orgListSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  file_name: z.string(),
  created_at: isoDateTimeSchema,
  created_by: z.string().nullable(),
  columns: z.array(z.string()),
  column_map: orgColumnMapSchema,
  counts: orgListCountsSchema,
});
export type OrgListSummary = z.infer<typeof orgListSummarySchema>;

export const orgRowQuerySchema = z.object({
  status: z.enum(ORG_ROW_FILTERS).default('all'),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (ORG_ROW_PAGE_SIZES as readonly number[]).includes(n), 'Unsupported page size.')
    .default(50),
});
export type OrgRowQuery = z.infer<typeof orgRowQuerySchema>;

export const orgListDetailSchema = z.object({
  list: orgListSummarySchema,
  rows: z.array(orgListRowSchema),
  /** Rows matching the filter, for the pager. */
  total: z.int().nonnegative(),
  page: z.int().positive(),
  per_page: z.int().positive(),
});
export type OrgListDetail = z.infer<typeof orgListDetailSchema>;

/** Confirm the matcher's pick or another institution (from a candidate or the typeahead), or reject. */
export const orgRowUpdateSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('confirm'), institution_id: idSchema }),
  z.strictObject({ action: z.literal('reject') }),
]);
export type OrgRowUpdate = z.infer<typeof orgRowUpdateSchema>;

export const orgRowUpdatedSchema = z.object({ row: orgListRowSchema, counts: orgListCountsSchema });
export type OrgRowUpdated = z.infer<typeof orgRowUpdatedSchema>;

/** Confirms, in one call, every review row whose best candidate reaches the given confidence. */
export const orgBulkConfirmSchema = z.strictObject({ min_confidence: z.number().min(0.5).max(1) });
export const orgBulkConfirmedSchema = z.object({
  confirmed: z.int().nonnegative(),
  counts: orgListCountsSchema,
});

// The multipart upload's text fields; the file travels as the "file" part.
export const orgListUploadFieldsSchema = z.object({ name: nameSchema });
