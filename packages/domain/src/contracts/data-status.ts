import { z } from 'zod';

/**
 * Per regulator source: the latest period loaded and when, and the scheduled refresh's next check,
 * for everyone; for a FIN Admin also the last check and the last failure (null for other users).
 */
export const dataSourceStatusSchema = z.object({
  source: z.string(),
  label: z.string(),
  latest_period: z.iso.date().nullable(),
  loaded_at: z.iso.datetime({ offset: true }).nullable(),
  is_demo: z.boolean(),
  checked_at: z.iso.datetime({ offset: true }).nullable(),
  check_outcome: z.enum(['new', 'unchanged', 'failed']).nullable(),
  next_check_at: z.iso.datetime({ offset: true }).nullable(),
  last_failure: z
    .object({
      release: z.string(),
      error: z.string(),
      attempts: z.int(),
      at: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type DataSourceStatus = z.infer<typeof dataSourceStatusSchema>;

/** What the app shows as "Data as of <quarter>", and whether the data is generated demo data. */
export const dataStatusSchema = z.object({
  latest_period: z.iso.date().nullable(),
  is_demo: z.boolean(),
  institutions: z.object({ bank: z.int(), bhc: z.int(), credit_union: z.int() }),
  sources: z.array(
    z.object({
      source: z.string(),
      period: z.iso.date().nullable(),
      rows: z.int(),
      rejected: z.int(),
      loaded_at: z.iso.datetime({ offset: true }),
      is_demo: z.boolean(),
    }),
  ),
  /** Whether this deployment checks the regulators on a schedule (DATA_REFRESH). */
  refresh_enabled: z.boolean(),
  by_source: z.array(dataSourceStatusSchema),
});
export type DataStatus = z.infer<typeof dataStatusSchema>;

export const dataRefreshQueuedSchema = z.object({ message: z.string() });

export const DATA_REFRESH_MESSAGES = {
  queued: 'A check of every regulator source is queued: new releases are downloaded and imported.',
  off: 'The scheduled refresh is off on this deployment (DATA_REFRESH): run npm run data -- refresh on the server.',
  noQueue: 'Jobs are not running on this server process: the check cannot be queued.',
} as const;
