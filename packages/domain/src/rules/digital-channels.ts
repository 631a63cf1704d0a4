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
