import {
  applyVendorResult,
  type CounterState,
  counterState,
  type MarketReportOptions,
  type MarketShareReportRow,
  normaliseTopVendors,
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

/**
 * The counter as the answers show it (spec section 4): the chosen count clamped to the lines
 * returned, show-all set when they cover the server's total. The user's own choice stays stored
 * as they made it, so widening a filter brings their count back rather than the clamped one.
 */
export function useTopVendorsCounter(
  value: ReportOptions,
  report: { data: ReportAnswer | undefined; isPlaceholderData: boolean },
): CounterState | null {
  const { data, isPlaceholderData } = report;
  return useMemo(() => {
    if (!data) return null;
    const max = data.total_vendors;
    if (value.showAll) return counterState(max, max);
    // While the next answer loads, show what was asked for against the max known so far.
    if (isPlaceholderData)
      return counterState(normaliseTopVendors(value.topVendors, { totalVendors: max }), max);
    return applyVendorResult(counterState(value.topVendors, max), {
      rowsReturned: vendorsReturned(data.rows),
      totalVendors: max,
    });
  }, [data, isPlaceholderData, value.topVendors, value.showAll]);
}
