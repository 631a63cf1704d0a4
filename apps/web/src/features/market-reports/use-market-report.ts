import {
  type CounterState,
  type MarketReportOptions,
  type MarketShareReportRow,
  normaliseTopVendors,
  shownVendorCounter,
  vendorsReturned,
} from '@fin-atlas/domain';
import { useCallback, useMemo, useRef } from 'react';
import { useModuleState } from '../../core/module-state';
import { useMarketReportOptions } from './api';
import { DEFAULT_REPORT_OPTIONS, isReportOptions, type ReportOptions, reportQuery } from './report-options';

/** The stored solution if it still exists, else the server's default (core processing). */
function resolveSolution(stored: number | null, catalog: MarketReportOptions | undefined): number | null {
  if (!catalog) return null;
  if (stored !== null && catalog.solutions.some((s) => s.id === stored)) return stored;
  return catalog.default_solution_id;
}

/**
 * The options both market reports share, kept per user across visits (spec: module states persist
 * locally), and the query they make. The top-vendors count sent is the counter's normalised one:
 * 0 or NaN ask for the default 15.
 */
export function useReportOptionsState() {
  const [stored, setStored] = useModuleState<ReportOptions>(
    'market_reports_options',
    DEFAULT_REPORT_OPTIONS,
    isReportOptions,
  );
  const catalog = useMarketReportOptions();
  const value = useMemo<ReportOptions>(
    () => ({ ...stored, solutionId: resolveSolution(stored.solutionId, catalog.data) }),
    [stored, catalog.data],
  );
  const latest = useRef(value);
  latest.current = value;
  const update = useCallback(
    (patch: Partial<ReportOptions>) => setStored({ ...latest.current, ...patch }),
    [setStored],
  );
  const query = value.solutionId === null ? null : reportQuery(value, normaliseTopVendors(value.topVendors));
  return { catalog, value, update, query };
}

type ReportAnswer = { rows: readonly MarketShareReportRow[]; total_vendors: number };

/** The counter as the answers show it (spec section 4; the domain's shownVendorCounter). */
export function useTopVendorsCounter(
  value: ReportOptions,
  report: { data: ReportAnswer | undefined; isPlaceholderData: boolean },
): CounterState | null {
  const { data, isPlaceholderData } = report;
  return useMemo(() => {
    if (!data) return null;
    return shownVendorCounter(
      { count: value.topVendors, showAll: value.showAll },
      { rowsReturned: vendorsReturned(data.rows), totalVendors: data.total_vendors },
      isPlaceholderData,
    );
  }, [data, isPlaceholderData, value.topVendors, value.showAll]);
}
