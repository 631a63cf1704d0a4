import { COMPANY_TYPE_GROUPS, ROLE } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../identity/index.js';

export const REPORT_NOT_FOUND = 'Report not found.';

/** Company types of FI users, whom institution grants reach. */
export const FI_COMPANY_TYPES: readonly string[] = COMPANY_TYPE_GROUPS['Financial Institutions'];

/** A name as users' companies and institutions are matched: lower-cased, spaces collapsed and trimmed. */
export const foldName = (name: string): string => name.toLowerCase().replace(/\s+/g, ' ').trim();
/** `foldName` in SQL, for a text column. */
export const foldedSql = (column: string): string =>
  `btrim(regexp_replace(lower(${column}), '\\s+', ' ', 'g'))`;

/**
 * The folded company name through which an FI user belongs to an institution (users carry no
 * institution link: an FI user's company is the institution named like it, as FIN Query's
 * exclude_fi reads it); null for vendors and others, whom institution grants never reach.
 */
export function fiCompanyOf(actor: Actor): string | null {
  const { companyType, companyName } = actor.user;
  if (!FI_COMPANY_TYPES.includes(companyType) || !companyName) return null;
  const folded = foldName(companyName);
  return folded === '' ? null : folded;
}

/** Whether the caller may see and run a report, by its id. */
export type ReportGrantFilter = (reportId: number) => boolean;

/**
 * Report access (the FIN Admin's report_access consoles), the rule every report list and run
 * applies: a report without grants is open to everyone its module (and, for a custom report, its
 * sharing) lets in. Once a report has a grant, only users of a granted group (their client group or
 * a user group they belong to) and FI users of a granted institution see it listed and may run it;
 * to anyone else it does not exist. FIN Admins see every report (impersonating a user, they see what
 * that user sees).
 */
export async function reportGrantFilter(database: Database, actor: Actor): Promise<ReportGrantFilter> {
  if (actor.role === ROLE.FIN_ADMIN) return () => true;
  const rows = await database.query<{ report_id: number }>(
    `select g.report_id from report_access_grants g
      group by g.report_id
     having not coalesce(bool_or(
              g.group_id = any($1::int[])
              or ($2::text is not null and exists (
                    select 1 from institutions i
                     where i.id = g.institution_id and ${foldedSql('i.name')} = $2::text))), false)`,
    [actor.groups.map((g) => g.id), fiCompanyOf(actor)],
  );
  if (rows.length === 0) return () => true;
  const withheld = new Set(rows.map((r) => Number(r.report_id)));
  return (reportId) => !withheld.has(reportId);
}

/** Refuses a report the caller may not run as not found, the answer for anything not theirs to see. */
export async function requireReportGrant(database: Database, actor: Actor, reportId: number): Promise<void> {
  const granted = await reportGrantFilter(database, actor);
  if (!granted(reportId)) throw notFound(REPORT_NOT_FOUND);
}

/** The reports of a list the caller may see and run, in order. */
export async function grantedReports<R extends { id: number }>(
  database: Database,
  actor: Actor,
  reports: readonly R[],
): Promise<R[]> {
  const granted = await reportGrantFilter(database, actor);
  return reports.filter((report) => granted(report.id));
}
