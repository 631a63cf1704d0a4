import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';

export const JOB_KINDS = ['report', 'peer_group', 'industry_report'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATES = ['running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The spec's realtime keys: reports/{token} and peer_group/{id}; industry reports beside them. */
export const progressKey = {
  report: (token: string): string => `reports/${token}`,
  peerGroup: (id: number): string => `peer_group/${id}`,
  industryReport: (token: string): string => `industry_reports/${token}`,
} as const;

/** Where a browser reads a job's progress: JSON by default, a server-sent event stream when it asks for one. */
export const progressPath = (key: string): string => `/api/progress/${key}`;

/** One snapshot of a job's progress; the stream sends one per change and ends after done or failed. */
export const jobProgressSchema = z.object({
  key: z.string().min(1),
  kind: z.enum(JOB_KINDS),
  progress: z.int().min(0).max(100),
  breakpoint_progress: z.int().min(0).max(100).nullable(),
  /** Starts as 'Preparing...'. */
  status: z.string(),
  state: z.enum(JOB_STATES),
  error: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  /** Grows with every change: a snapshot with a lower version than one already seen is stale. */
  version: z.int().positive(),
  started_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  finished_at: isoDateTimeSchema.nullable(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;
