import { MB_AGE_GROUPS, type MbAgeGroupId } from '../constants/digital-channels.js';
import { FILTER_COUNT_THRESHOLD } from '../constants/limits.js';
import { MESSAGES } from '../constants/messages.js';

/**
 * Results arrive out of order when the user switches reports quickly; only the answer for
 * the report now selected may be applied.
 */
export function isCurrentReportResult(
  resultReportId: number,
  selectedReportId: number | null | undefined,
): boolean {
  return selectedReportId != null && resultReportId === selectedReportId;
}

/** Online banking tracks the OLB (online banking) vendor, so its label says so. */
export function knownVendorLabel(moduleName: string): string {
  return moduleName === 'Retail Online Banking'
    ? MESSAGES.filter.knownOlbVendor
    : MESSAGES.filter.knownVendor;
}

export function needsExtendedFilterLayout(filterCount: number): boolean {
  return filterCount > FILTER_COUNT_THRESHOLD;
}

/** The filters a report enables, in the order the filter list gives them. */
export function enabledFilters<T extends { readonly id: number }>(
  filters: readonly T[],
  report: { readonly filter_ids: readonly number[] } | null | undefined,
): T[] {
  if (report == null) {
    return [];
  }
  const enabled = new Set(report.filter_ids);
  return filters.filter((filter) => enabled.has(filter.id));
}

/** Years (one decimal) between an app's launch and a period's end; null when either is unknown. */
export function mbAgeYears(launchedOn: string | null | undefined, period: string): number | null {
  if (!launchedOn) return null;
  const days = (Date.parse(`${period}T00:00:00Z`) - Date.parse(`${launchedOn}T00:00:00Z`)) / 86_400_000;
  if (!Number.isFinite(days) || days < 0) return null;
  return Math.round((days / 365.25) * 10) / 10;
}

/** The MB age group of an age in years: each group includes its lower bound. */
export function mbAgeGroupOf(years: number | null): MbAgeGroupId | null {
  if (years === null) return null;
  return MB_AGE_GROUPS.find((g) => years >= g.minYears && years < g.maxYears)?.id ?? null;
}
