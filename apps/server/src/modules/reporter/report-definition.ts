import type { FormatNode, ReportElement, ReportFiType, ReportListEntry } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../identity/index.js';
import {
  type BuiltInReport,
  builtInAppliesTo,
  builtInReport,
  FIN_REPORTS,
  reportsFor,
} from './report-catalog.js';
import { grantedReports, REPORT_NOT_FOUND, requireReportGrant } from './report-grants.js';

export { REPORT_NOT_FOUND };

/** Categories of custom reports in lists: a user's own and shared ones, and the FIN Admins' global ones. */
export const CUSTOM_REPORTS = 'custom_reports';
export const NAVIGATOR_REPORTS = 'navigator_reports';

/**
 * A report written with the report writer: its elements, each with its own properties, and the
 * layout tree the view follows. `updatedAt` tells runs made before an edit from runs of the report
 * as it is now.
 */
export type CustomReport = {
  kind: 'custom';
  id: number;
  name: string;
  description: string | null;
  fiType: ReportFiType;
  isMbc: boolean;
  isGlobal: boolean;
  userId: number | null;
  groupIds: number[];
  elements: ReportElement[];
  format: FormatNode[];
  updatedAt: Date;
};

/** Any report Reporter runs: a built-in one (report-catalog) or one a source registered. */
export type ReportDefinition = BuiltInReport | CustomReport;

export type ReportListScope =
  /** The caller's own reports and those shared with their client groups. */
  | 'user'
  /** Global reports FIN Admins publish for everyone with the module. */
  | 'navigator'
  /** Both. */
  | 'all';

/**
 * Where reports other than the built-in ones come from. Reporter knows no table of custom reports
 * by name: a source registers itself, so modules that build on Reporter (report writer, industry
 * reporter) can import it without Reporter importing them.
 */
export type ReportSource = {
  /**
   * The report with this id when the source has it and `actor` may use it (null otherwise: a
   * foreign report reads as missing). A null actor is the system (a job reading a run it checked).
   */
  byId(database: Database, actor: Actor | null, id: number): Promise<ReportDefinition | null>;
  /** The reports of the scope `actor` may use, in list order. */
  list(database: Database, actor: Actor, scope: ReportListScope): Promise<ReportDefinition[]>;
};

const sources: ReportSource[] = [];

export function registerReportSource(source: ReportSource): void {
  if (!sources.includes(source)) sources.push(source);
}

/** The report named by `id`, built-in or from a source, that `actor` may use; 404 otherwise. */
export async function resolveReport(
  database: Database,
  actor: Actor | null,
  id: number,
): Promise<ReportDefinition> {
  if (actor) await requireReportGrant(database, actor, id);
  const builtIn = builtInReport(id);
  if (builtIn) return builtIn;
  for (const source of sources) {
    const found = await source.byId(database, actor, id);
    if (found) return found;
  }
  throw notFound(REPORT_NOT_FOUND);
}

async function sourceReports(database: Database, actor: Actor, scope: ReportListScope) {
  return (await Promise.all(sources.map((s) => s.list(database, actor, scope)))).flat();
}

/** Every registered source's reports of the scope that the actor may run. */
export async function listedReports(
  database: Database,
  actor: Actor,
  scope: ReportListScope,
): Promise<ReportDefinition[]> {
  return grantedReports(database, actor, await sourceReports(database, actor, scope));
}

/**
 * Whether a report runs for an institution of this type. Built-in metric reports follow their
 * formulas (bank reports also serve holding companies); a custom report its FI type: 'bank' also
 * serves holding companies, as the bank reports do, 'both' every type.
 */
export function reportAppliesTo(report: ReportDefinition, fiType: string): boolean {
  if (report.kind !== 'custom') return builtInAppliesTo(report, fiType);
  if (report.fiType === 'both') return true;
  if (report.fiType === 'bank') return fiType === 'bank' || fiType === 'bhc';
  return report.fiType === fiType;
}

/** Built-in reports for the type (all without one), then the actor's custom reports that apply. */
export async function reportsForActor(
  database: Database,
  actor: Actor,
  fiType: string | null,
): Promise<ReportDefinition[]> {
  const custom = (await sourceReports(database, actor, 'all')).filter(
    (r) => fiType === null || reportAppliesTo(r, fiType),
  );
  return grantedReports(database, actor, [...reportsFor(fiType), ...custom]);
}

export function listEntry(report: ReportDefinition): ReportListEntry {
  if (report.kind === 'custom') {
    return {
      id: report.id,
      name: report.name,
      category: report.isGlobal ? NAVIGATOR_REPORTS : CUSTOM_REPORTS,
      group_ids: report.groupIds,
      is_technographics_only: false,
    };
  }
  return {
    id: report.id,
    name: report.name,
    category: FIN_REPORTS,
    group_ids: [],
    is_technographics_only: report.kind === 'technographics',
  };
}
