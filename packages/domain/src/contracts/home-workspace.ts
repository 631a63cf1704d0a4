import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { orgInstitutionSchema } from './org-list.js';
import { peerGroupListItemSchema } from './peer-group.js';

/** How many openings of each kind (reports, institutions) are kept per user. */
export const RECENT_VIEWS_KEPT = 20;
/** How many recent reports, institutions and peer groups the home page lists. */
export const HOME_LIST_LENGTH = 6;

/** The sources whose freshness the home page states, in the order it lists them. */
export const DATA_SOURCES = [
  { id: 'fdic_call_reports', name: 'FDIC call reports' },
  { id: 'ncua_5300', name: 'NCUA 5300 call reports' },
  { id: 'summary_of_deposits', name: 'Summary of Deposits' },
  { id: 'technographics', name: 'Technographics' },
  { id: 'hmda', name: 'HMDA mortgage lending' },
] as const;
export type DataSourceId = (typeof DATA_SOURCES)[number]['id'];

export const dataFreshnessSchema = z.object({
  source: z.enum(DATA_SOURCES.map((s) => s.id) as [DataSourceId, ...DataSourceId[]]),
  name: z.string(),
  /**
   * The latest period loaded: a quarter's last day for call reports, June 30 of the survey year for
   * the Summary of Deposits; null for technographics (undated) or a source not loaded.
   */
  period: z.iso.date().nullable(),
  /** When the source was last loaded; null when it never was. */
  loaded_at: isoDateTimeSchema.nullable(),
  /** Generated demo data, not the regulator's or the provider's. */
  is_demo: z.boolean(),
});
export type DataFreshness = z.infer<typeof dataFreshnessSchema>;

/** A report the user viewed, with what reopens it: its institutions in report order and its peer group. */
export const recentReportSchema = z.object({
  report_type: z.literal('reporter'),
  report_id: idSchema,
  name: z.string(),
  institutions: z.array(orgInstitutionSchema).min(1),
  peer_group: z.object({ id: idSchema, name: z.string(), peer_count: z.int().nonnegative() }),
  viewed_at: isoDateTimeSchema,
});
export type RecentReport = z.infer<typeof recentReportSchema>;

export const recentInstitutionSchema = z.object({
  institution: orgInstitutionSchema,
  viewed_at: isoDateTimeSchema,
});
export type RecentInstitution = z.infer<typeof recentInstitutionSchema>;

/**
 * GET /api/home/workspace: a returning user's work beside the home cards. Each list holds only what
 * the user may still open; `access` says which lists their subscription offers at all, so an empty
 * list can tell a new user what to do and a missing module is not offered.
 */
export const homeWorkspaceSchema = z.object({
  /** The modules the lists open in: Reporter (reports, peer groups), Advisor (peer groups), FIN Profile (institutions). */
  access: z.object({ reporter: z.boolean(), advisor: z.boolean(), profile: z.boolean() }),
  recent_reports: z.array(recentReportSchema),
  recent_institutions: z.array(recentInstitutionSchema),
  /** The most recently changed first; offered while Reporter or Advisor, which benchmark against them, is bought. */
  peer_groups: z.array(peerGroupListItemSchema),
  peer_group_count: z.int().nonnegative(),
  data_as_of: z.array(dataFreshnessSchema),
});
export type HomeWorkspace = z.infer<typeof homeWorkspaceSchema>;
