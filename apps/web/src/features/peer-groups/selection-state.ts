import { type LandingDefaults, MESSAGES } from '@fin-atlas/domain';
import type { InstitutionSummary } from '../institutions';
import type { AnalyticsModuleConfig } from './selection-modules';

/** An institution as the selection keeps it: the one institution summary. */
export type SelectedInstitution = InstitutionSummary;

export type SelectedPeerGroup = { id: number; name: string; peer_count: number };

/**
 * What an analytics module remembers per user across visits: the institutions (in report order),
 * the peer group, and the report being run with its token and progress, which the report screens
 * read and write.
 */
export type AnalyticsSelection = {
  institutions: SelectedInstitution[];
  peerGroup: SelectedPeerGroup | null;
  reportId: number | null;
  reportToken: string | null;
  /** Where the run's progress streams, as the server named it; older stored selections lack it. */
  reportProgressKey?: string | null;
  reportProgress: number | null;
};

export const EMPTY_SELECTION: AnalyticsSelection = {
  institutions: [],
  peerGroup: null,
  reportId: null,
  reportToken: null,
  reportProgress: null,
};

/**
 * Where a user without a choice of their own lands: their company's Single Click Defaults, as far
 * as the module uses them (FIN Profile has no peer group, only Reporter picks a report).
 */
export function landingSelection(
  defaults: LandingDefaults | undefined,
  module: AnalyticsModuleConfig,
): AnalyticsSelection {
  if (!defaults) return EMPTY_SELECTION;
  return {
    ...EMPTY_SELECTION,
    institutions: defaults.institution ? [defaults.institution] : [],
    peerGroup: module.selectPeerGroupPath ? defaults.peer_group : null,
    reportId: module.selectReportPath && defaults.report ? defaults.report.id : null,
  };
}

/** A new institution or peer group makes any report run for the old one meaningless (spec section 2). */
const withoutReport = (state: AnalyticsSelection): AnalyticsSelection => ({
  ...state,
  reportId: null,
  reportToken: null,
  reportProgressKey: null,
  reportProgress: null,
});

/** One institution replaces the selection (Advisor, FIN Profile). */
export function selectInstitution(
  state: AnalyticsSelection,
  institution: SelectedInstitution,
): AnalyticsSelection {
  if (state.institutions.length === 1 && state.institutions[0]?.id === institution.id) return state;
  return withoutReport({ ...state, institutions: [institution] });
}

/** Reporter: one more institution, at the end of the report order. */
export function addInstitution(
  state: AnalyticsSelection,
  institution: SelectedInstitution,
): AnalyticsSelection {
  if (state.institutions.some((i) => i.id === institution.id)) return state;
  return withoutReport({ ...state, institutions: [...state.institutions, institution] });
}

export function removeInstitution(state: AnalyticsSelection, id: number): AnalyticsSelection {
  if (!state.institutions.some((i) => i.id === id)) return state;
  return withoutReport({ ...state, institutions: state.institutions.filter((i) => i.id !== id) });
}

/** Moves an institution up (-1) or down (+1) in the report order; the ends stay put. */
export function moveInstitution(state: AnalyticsSelection, id: number, by: -1 | 1): AnalyticsSelection {
  const from = state.institutions.findIndex((i) => i.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= state.institutions.length) return state;
  const next = [...state.institutions];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return withoutReport({ ...state, institutions: next });
}

export function selectPeerGroup(
  state: AnalyticsSelection,
  peerGroup: SelectedPeerGroup | null,
): AnalyticsSelection {
  if (state.peerGroup?.id === peerGroup?.id && state.peerGroup?.peer_count === peerGroup?.peer_count) {
    return { ...state, peerGroup };
  }
  return withoutReport({ ...state, peerGroup });
}

export function setReport(
  state: AnalyticsSelection,
  report: { id: number; token: string | null; progressKey?: string | null },
): AnalyticsSelection {
  return {
    ...state,
    reportId: report.id,
    reportToken: report.token,
    reportProgressKey: report.progressKey ?? null,
    reportProgress: report.token ? 0 : null,
  };
}

/**
 * A report opened again as it was run (the home page's recent reports): its institutions in report
 * order, its peer group and the report; the view finds the fresh run or starts one.
 */
export function reopenReport(report: {
  institutions: SelectedInstitution[];
  peerGroup: SelectedPeerGroup;
  reportId: number;
}): AnalyticsSelection {
  return {
    ...EMPTY_SELECTION,
    institutions: report.institutions,
    peerGroup: report.peerGroup,
    reportId: report.reportId,
  };
}

export function setReportProgress(state: AnalyticsSelection, progress: number): AnalyticsSelection {
  return { ...state, reportProgress: Math.max(0, Math.min(100, progress)) };
}

export type MissingSelection = { message: string; path: string };

/**
 * The first step a screen still needs, with the spec's message and the page that fills it:
 * institution, then peer group, then report.
 */
export function missingSelection(
  state: AnalyticsSelection,
  module: AnalyticsModuleConfig,
  needs: { peerGroup?: boolean; report?: boolean } = {},
): MissingSelection | null {
  if (state.institutions.length === 0) {
    return { message: MESSAGES.selection.selectInstitution, path: module.selectInstitutionPath };
  }
  if (needs.peerGroup && !state.peerGroup && module.selectPeerGroupPath) {
    return { message: MESSAGES.selection.selectPeerGroup, path: module.selectPeerGroupPath };
  }
  if (needs.report && state.reportId === null && module.selectReportPath) {
    return { message: MESSAGES.selection.selectReport, path: module.selectReportPath };
  }
  return null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isNullableNumber = (v: unknown) => v === null || typeof v === 'number';
const isNullableString = (v: unknown) => v === null || typeof v === 'string';

const isInstitution = (v: unknown): v is SelectedInstitution =>
  isObject(v) &&
  typeof v.id === 'number' &&
  typeof v.name === 'string' &&
  typeof v.fi_type === 'string' &&
  isNullableString(v.city) &&
  isNullableString(v.state) &&
  isNullableNumber(v.assets) &&
  isNullableNumber(v.rssd_id) &&
  isNullableString(v.regulatory_id);

const isPeerGroup = (v: unknown): v is SelectedPeerGroup =>
  isObject(v) && typeof v.id === 'number' && typeof v.name === 'string' && typeof v.peer_count === 'number';

/** Stored state from an older build or another hand is dropped rather than trusted. */
export function isAnalyticsSelection(value: unknown): value is AnalyticsSelection {
  return (
    isObject(value) &&
    Array.isArray(value.institutions) &&
    value.institutions.every(isInstitution) &&
    (value.peerGroup === null || isPeerGroup(value.peerGroup)) &&
    isNullableNumber(value.reportId) &&
    isNullableString(value.reportToken) &&
    (value.reportProgressKey === undefined || isNullableString(value.reportProgressKey)) &&
    isNullableNumber(value.reportProgress)
  );
}
