import {
  type DigitalChannelsFilter,
  type DigitalChannelsFilterKey,
  type DigitalChannelsReport,
  enabledFilters,
  encodeDigitalChannelsQuery,
  normaliseTopFeatures,
  normaliseTopVendors,
  TOP_FEATURES,
  TOP_VENDORS,
} from '@fin-atlas/domain';

type OptionId = string | number;

/** What a module page holds for its user: the report, the filter values chosen and the counters. */
export type ReportChoices = {
  /** null until the reports load and the module's first is picked. */
  reportId: number | null;
  /** Values the user chose, by filter key; a filter left out uses the server's default. */
  values: Partial<Record<DigitalChannelsFilterKey, OptionId | number[]>>;
  /** 0 or NaN stand for the default 15. */
  topVendors: number;
  showAllVendors: boolean;
  /** 0 or NaN stand for the default 5. */
  topFeatures: number;
  showAllFeatures: boolean;
};

export const DEFAULT_CHOICES: ReportChoices = {
  reportId: null,
  values: {},
  topVendors: TOP_VENDORS.defaultCount,
  showAllVendors: false,
  topFeatures: TOP_FEATURES.defaultCount,
  showAllFeatures: false,
};

const isOptionId = (v: unknown) => (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string';
const isValue = (v: unknown) =>
  isOptionId(v) || (Array.isArray(v) && v.every((id) => typeof id === 'number' && Number.isFinite(id)));

/** Stored choices from an older version, or edited by hand, are dropped rather than half-applied. */
export function isReportChoices(value: unknown): value is ReportChoices {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const values = v.values;
  return (
    (v.reportId === null || (typeof v.reportId === 'number' && Number.isInteger(v.reportId))) &&
    typeof values === 'object' &&
    values !== null &&
    !Array.isArray(values) &&
    Object.values(values).every(isValue) &&
    typeof v.topVendors === 'number' &&
    typeof v.showAllVendors === 'boolean' &&
    typeof v.topFeatures === 'number' &&
    typeof v.showAllFeatures === 'boolean'
  );
}

const optionIds = (filter: DigitalChannelsFilter) => filter.options.map((o) => o.id);

/**
 * A single select's value: the user's choice while it is still offered, else the server's default,
 * else its first option (FI type: All), so a single select always shows what the report uses.
 */
export function singleValue(filter: DigitalChannelsFilter, choices: ReportChoices): OptionId | null {
  const chosen = choices.values[filter.key];
  if (isOptionId(chosen) && optionIds(filter).some((id) => String(id) === String(chosen))) {
    return filter.options.find((o) => String(o.id) === String(chosen))?.id ?? null;
  }
  const fallback = Array.isArray(filter.default) ? null : filter.default;
  return fallback ?? filter.options[0]?.id ?? null;
}

/**
 * A multi-select's ticked ids. Left alone it starts from the server's default, where none means
 * every option (shown as (ALL)).
 */
export function multiValue(filter: DigitalChannelsFilter, choices: ReportChoices): number[] {
  const offered = optionIds(filter).map(Number).filter(Number.isFinite);
  const chosen = choices.values[filter.key];
  if (Array.isArray(chosen)) return chosen.filter((id) => offered.includes(id));
  const fallback = Array.isArray(filter.default) ? filter.default.map(Number) : [];
  return fallback.length === 0 ? offered : fallback.filter((id) => offered.includes(id));
}

type QueryValues = Record<string, OptionId | boolean | number[]>;

function counterValues(filter: DigitalChannelsFilter, choices: ReportChoices): QueryValues {
  if (filter.key === 'top_vendors') {
    return {
      top_vendors: normaliseTopVendors(choices.topVendors),
      ...(choices.showAllVendors ? { show_all_vendors: true } : {}),
    };
  }
  return {
    [filter.key]: choices.showAllFeatures ? TOP_FEATURES.max : normaliseTopFeatures(choices.topFeatures),
  };
}

/**
 * The query of the report's enabled filters only. A multi-select with every option ticked, or none,
 * narrows nothing and is left out, as is a single select without a value (the server's default).
 */
export function reportQueryValues(
  filters: readonly DigitalChannelsFilter[],
  report: DigitalChannelsReport,
  choices: ReportChoices,
): QueryValues {
  const values: QueryValues = {};
  for (const filter of enabledFilters(filters, report)) {
    if (filter.kind === 'counter') {
      Object.assign(values, counterValues(filter, choices));
    } else if (filter.kind === 'multi') {
      const ticked = multiValue(filter, choices);
      if (ticked.length > 0 && ticked.length < filter.options.length) {
        values[filter.key] = [...ticked].sort((a, b) => a - b);
      }
    } else {
      const value = singleValue(filter, choices);
      if (value !== null) values[filter.key] = value;
    }
  }
  return values;
}

/** The same query as a string in the bracket format (lists as key[]=v), for the report and its export. */
export function reportQueryString(
  filters: readonly DigitalChannelsFilter[],
  report: DigitalChannelsReport,
  choices: ReportChoices,
): string {
  return encodeDigitalChannelsQuery(reportQueryValues(filters, report, choices));
}
