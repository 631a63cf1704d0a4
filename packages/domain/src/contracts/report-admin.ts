import { z } from 'zod';
import {
  flagParamSchema,
  idListParamSchema,
  idNameSchema,
  idParamSchema,
  idSchema,
  isoDateTimeSchema,
  reportFiTypeSchema,
} from './common.js';
import { copyToUsersBodySchema } from './copy-to-users.js';
import { JOB_STATES } from './job-progress.js';

// The FIN Admin's report consoles: copy_reports, navigator_reports, report_access and rerun_reports.

/** A custom report as the FIN Admin consoles list it: its owner and the client groups it is shared with. */
export const adminCustomReportSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  fi_type: reportFiTypeSchema,
  is_mbc: z.boolean(),
  /** A navigator report: offered to every entitled user. */
  is_global: z.boolean(),
  /** Null when the owner's account was deleted. */
  owner: z.object({ id: idSchema, user_name: z.string(), email: z.string() }).nullable(),
  groups: z.array(idNameSchema),
  updated_at: isoDateTimeSchema,
});
export type AdminCustomReport = z.infer<typeof adminCustomReportSchema>;

export const adminCustomReportListSchema = z.object({
  custom_reports: z.array(adminCustomReportSchema),
  /** More reports matched than the list shows: narrow the search. */
  truncated: z.boolean(),
});
export type AdminCustomReportList = z.infer<typeof adminCustomReportListSchema>;

/** GET /api/super_admin/custom_reports: one user's custom reports, the source of a copy. */
export const userCustomReportsQuerySchema = z.object({ user_id: idParamSchema });

/** POST /api/super_admin/copy_reports: one user's custom reports to other users and every user of groups. */
export const copyReportsBodySchema = copyToUsersBodySchema('report_ids', 'reports');
export type CopyReportsBody = z.infer<typeof copyReportsBodySchema>;
export type CopyReportsBodyInput = z.input<typeof copyReportsBodySchema>;

export const copyReportsResultSchema = z.object({
  copies: z.array(
    z.object({
      user_id: idSchema,
      user_name: z.string(),
      report_id: idSchema,
      /** The original's name, or with " (copy)" when the user had a report by that name already. */
      name: z.string(),
    }),
  ),
});
export type CopyReportsResult = z.infer<typeof copyReportsResultSchema>;

/** GET /api/super_admin/navigator_reports: the global custom reports, or every one (`all`) to mark one. */
export const navigatorReportsQuerySchema = z.object({
  query: z.string().trim().max(255).optional(),
  all: flagParamSchema.default(false),
});

/** PATCH /api/super_admin/navigator_reports/{id}: (un)mark as global, and the client groups it is shared with. */
export const navigatorReportBodySchema = z
  .strictObject({
    is_global: z.boolean().optional(),
    group_ids: z.array(idSchema).max(100).optional(),
  })
  .refine((b) => b.is_global !== undefined || b.group_ids !== undefined, {
    message: 'Give whether it is a navigator report or the groups it is shared with.',
  });
export type NavigatorReportBody = z.infer<typeof navigatorReportBodySchema>;

/** A report (built-in or custom) with whom it is granted to; `restricted` once it has any grant. */
export const reportAccessEntrySchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: z.enum(['built_in', 'custom']),
  fi_type: reportFiTypeSchema,
  restricted: z.boolean(),
  groups: z.array(idNameSchema),
  institutions: z.array(idNameSchema),
});
export type ReportAccessEntry = z.infer<typeof reportAccessEntrySchema>;

/** GET /api/super_admin/report_access: every grantable report and its grants. */
export const reportAccessResponseSchema = z.object({ reports: z.array(reportAccessEntrySchema) });
export type ReportAccessResponse = z.infer<typeof reportAccessResponseSchema>;

/**
 * PUT /api/super_admin/report_access/groups/{id} and .../institutions/{id}: the reports granted to
 * that group or institution, replacing its grants (an empty list takes them all away).
 */
export const reportGrantsBodySchema = z.strictObject({
  report_ids: z.array(idSchema).max(500),
});
export type ReportGrantsBody = z.infer<typeof reportGrantsBodySchema>;

/** GET /api/super_admin/report_access/institutions/{id}: the institution, its users and its reports. */
export const institutionReportAccessSchema = z.object({
  institution: z.object({ id: idSchema, name: z.string(), fi_type: z.string() }),
  /** Active FI users whose company is this institution: whom its grants let in. */
  users: z.array(z.object({ id: idSchema, user_name: z.string(), email: z.string() })),
  report_ids: z.array(idSchema),
});
export type InstitutionReportAccess = z.infer<typeof institutionReportAccessSchema>;

/** Stale runs of one report in one client group (null: users without one). */
export const staleRunGroupSchema = z.object({
  report_id: idSchema,
  report_name: z.string(),
  group: idNameSchema.nullable(),
  stale_runs: z.int().nonnegative(),
  last_run_at: isoDateTimeSchema,
});
export type StaleRunGroup = z.infer<typeof staleRunGroupSchema>;

/** GET /api/super_admin/rerun_reports: stored runs computed on older data than the latest load. */
export const staleRunsResponseSchema = z.object({
  data_version: z.int().nonnegative(),
  /** When the latest data load finished; null before any load. */
  data_loaded_at: isoDateTimeSchema.nullable(),
  total: z.int().nonnegative(),
  groups: z.array(staleRunGroupSchema),
  /** Runs one rerun request queues at most; the rest wait for the next request. */
  max_per_request: z.int().positive(),
});
export type StaleRunsResponse = z.infer<typeof staleRunsResponseSchema>;

/** POST /api/super_admin/rerun_reports: every stale run, or those of chosen reports and groups. */
export const rerunReportsBodySchema = z
  .strictObject({
    all: z.boolean().default(false),
    selections: z
      .array(z.strictObject({ report_id: idSchema, group_id: idSchema.nullable() }))
      .max(200)
      .default([]),
  })
  .refine((b) => b.all !== b.selections.length > 0, {
    message: 'Choose the reports to rerun, or all of them.',
    path: ['selections'],
  });
export type RerunReportsBody = z.infer<typeof rerunReportsBodySchema>;
export type RerunReportsBodyInput = z.input<typeof rerunReportsBodySchema>;

export const rerunReportsResultSchema = z.object({
  /** The new runs, queued. */
  run_ids: z.array(idSchema),
  /** Stale runs of the choice left for another request (over the per-request cap). */
  remaining: z.int().nonnegative(),
});
export type RerunReportsResult = z.infer<typeof rerunReportsResultSchema>;

/** GET /api/super_admin/rerun_reports/runs?ids=: how the queued reruns are doing. */
export const rerunRunsQuerySchema = z.object({ ids: idListParamSchema.pipe(z.array(idSchema).max(200)) });

export const rerunRunSchema = z.object({
  id: idSchema,
  report_id: idSchema,
  report_name: z.string(),
  user_name: z.string(),
  group_name: z.string().nullable(),
  state: z.enum(JOB_STATES),
  progress: z.number().min(0).max(100),
  /** The run's progress status, or why it failed. */
  status: z.string(),
});
export type RerunRun = z.infer<typeof rerunRunSchema>;

export const rerunRunsResponseSchema = z.object({ runs: z.array(rerunRunSchema) });
export type RerunRunsResponse = z.infer<typeof rerunRunsResponseSchema>;
