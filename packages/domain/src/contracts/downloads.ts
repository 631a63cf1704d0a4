import { z } from 'zod';
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '../constants/identity.js';
import { pagePathSchema } from './activity.js';
import { idNameSchema, idSchema, isoDateTimeSchema } from './common.js';

/** The FIN Admin's download log: newest first, or largest first to spot bulk extraction. */
export const DOWNLOAD_LOG_SORTS = ['newest', 'rows'] as const;
export type DownloadLogSort = (typeof DOWNLOAD_LOG_SORTS)[number];

const isoDate = z.iso.date();

export const downloadLogQuerySchema = z.object({
  email: z.string().trim().max(200).optional(),
  kind: z.string().trim().max(40).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  sort: z.enum(DOWNLOAD_LOG_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), 'Unsupported page size.')
    .default(DEFAULT_ADMIN_PAGE_SIZE),
});
export type DownloadLogQuery = z.infer<typeof downloadLogQuerySchema>;

const person = z.object({ id: idSchema, user_name: z.string(), email: z.string() });

export const downloadLogRowSchema = z.object({
  id: idSchema,
  fingerprint: z.string(),
  created_at: isoDateTimeSchema,
  user: person.nullable(),
  group: idNameSchema.nullable(),
  /** The FIN Admin who was signed in as the user, when the download happened while impersonating. */
  impersonator: person.nullable(),
  kind: z.string(),
  description: z.string(),
  params: z.record(z.string(), z.unknown()),
  file_name: z.string(),
  format: z.string(),
  row_count: z.int().nonnegative(),
});
export type DownloadLogRow = z.infer<typeof downloadLogRowSchema>;

export const downloadLogSchema = z.object({
  downloads: z.array(downloadLogRowSchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  per_page: z.int().positive(),
  /** Every kind in the log, for the filter. */
  kinds: z.array(z.string()),
});
export type DownloadLog = z.infer<typeof downloadLogSchema>;

/** POST /api/super_admin/downloads/identify (multipart "file"): who downloaded this file. */
export const downloadIdentifiedSchema = z.object({ fingerprint: z.string(), download: downloadLogRowSchema });
export type DownloadIdentified = z.infer<typeof downloadIdentifiedSchema>;

/** POST /api/downloads/stamp: a file built in the browser gets its fingerprint and notice here. */
export const downloadStampBodySchema = z.strictObject({
  kind: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Use a lower-case kind such as multi_metric.'),
  description: z.string().trim().min(1).max(500),
  params: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((p) => JSON.stringify(p).length <= 4000, 'Keep the parameters under 4,000 characters.'),
  file_name: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[^/\\]+$/, 'A file name without folders.'),
  format: z.enum(['xlsx', 'csv']),
  row_count: z.int().nonnegative().max(10_000_000),
  /** The page the file was exported from, which names its module in the activity reports. */
  page: pagePathSchema.optional(),
});
export type DownloadStampBody = z.input<typeof downloadStampBodySchema>;

export const downloadStampSchema = z.object({ fingerprint: z.string(), notice: z.string() });
export type DownloadStampResponse = z.infer<typeof downloadStampSchema>;
