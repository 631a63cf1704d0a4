import {
  DIGITAL_CHANNEL_OF_MODULE,
  type DigitalChannelModule,
  type DigitalChannelsReport,
  type DigitalChannelsResult,
  enabledFilters,
  isCurrentReportResult,
  shownFeatureCounter,
  shownVendorCounter,
  splitMarketShareRows,
  TOP_FEATURES,
} from '@fin-atlas/domain';
import { useCallback, useMemo, useRef } from 'react';
import { useModuleState } from '../../core/module-state';
import { useDigitalChannelsFilters, useDigitalChannelsReports, useDigitalChannelsResult } from './api';
import type { PanelCounters } from './ReportOptionsPanel';
import { DEFAULT_CHOICES, isReportChoices, type ReportChoices, reportQueryString } from './report-choices';

/**
 * Results arrive out of order when the user switches reports quickly, and the answer kept on
 * screen while the next loads may be another report's: only the selected report's answer applies.
 */
export function currentResult(
  answer: DigitalChannelsResult | undefined,
  selectedReportId: number | null,
): DigitalChannelsResult | undefined {
  return answer && isCurrentReportResult(answer.report_id, selectedReportId) ? answer : undefined;
}

/** The counters as the applied answer shows them (the domain's counter rules). */
export function panelCounters(
  choices: ReportChoices,
  result: DigitalChannelsResult | undefined,
  pending: boolean,
): PanelCounters {
  if (!result) return { vendors: null, features: null };
  return {
    vendors: shownVendorCounter(
      { count: choices.topVendors, showAll: choices.showAllVendors },
      {
        rowsReturned: splitMarketShareRows(result.report_data).rows.length,
        totalVendors: result.total_vendors,
      },
      pending,
    ),
    features: shownFeatureCounter(
      { count: choices.topFeatures, showAll: choices.showAllFeatures },
      result.total_features ?? TOP_FEATURES.max,
    ),
  };
}

/** The selected report: the stored one while the module still has it, else the module's first. */
function pickReport(reports: readonly DigitalChannelsReport[], stored: number | null) {
  return reports.find((r) => r.id === stored) ?? reports[0] ?? null;
}

/**
 * A module page's state (kept per user across visits, spec: module states persist locally), its
 * report's enabled filters, and the answer applied: the loading flag is on while a request runs.
 */
export function useModuleReport(module: DigitalChannelModule) {
  const [stored, setStored] = useModuleState<ReportChoices>(
    `digital_channels_${DIGITAL_CHANNEL_OF_MODULE[module]}`,
    DEFAULT_CHOICES,
    isReportChoices,
  );
  const reports = useDigitalChannelsReports();
  const filters = useDigitalChannelsFilters();
  const moduleReports = useMemo(
    () => (reports.data?.reports ?? []).filter((r) => r.module === module),
    [reports.data, module],
  );
  const report = pickReport(moduleReports, stored.reportId);
  const choices = useMemo(() => ({ ...stored, reportId: report?.id ?? null }), [stored, report]);
  const latest = useRef(choices);
  latest.current = choices;
  const update = useCallback(
    (patch: Partial<ReportChoices>) => setStored({ ...latest.current, ...patch }),
    [setStored],
  );

  const allFilters = useMemo(() => filters.data?.filters ?? [], [filters.data]);
  const shown = useMemo(() => enabledFilters(allFilters, report), [allFilters, report]);
  const query = report && filters.data ? reportQueryString(allFilters, report, choices) : null;
  const answer = useDigitalChannelsResult(report?.id ?? null, query);
  const result = currentResult(answer.data, report?.id ?? null);
  const counters = panelCounters(choices, result, answer.isPlaceholderData);

  return {
    reports,
    filters,
    moduleReports,
    report,
    shownFilters: shown,
    choices,
    update,
    query,
    answer,
    result,
    loading: answer.isFetching,
    counters,
  };
}
