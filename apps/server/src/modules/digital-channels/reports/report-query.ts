import {
  type ClientSizeMetricId,
  DATE_LEVELS,
  type DateLevelId,
  DIGITAL_CHANNEL_OF_MODULE,
  DIGITAL_CHANNELS_DEFAULT_OFFSETS,
  DIGITAL_CHANNELS_FILTERS,
  DIGITAL_CHANNELS_MAX_TREND_POINTS,
  DIGITAL_CHANNELS_MESSAGES,
  DIGITAL_CHANNELS_REPORTS,
  type DigitalChannel,
  type DigitalChannelsFilterKey,
  type DigitalChannelsFilterValues,
  type DigitalChannelsQuery,
  FI_TYPE_FILTER,
  type FiTypeFilterId,
  isAssetGroupFilterActive,
  MARKET_MEASURE,
  type MarketMeasureId,
  type SatisfactionMeasureId,
} from '@fin-atlas/domain';
import { notFound, unprocessable } from '../../../http/app-error.js';

export type ReportDefinition = (typeof DIGITAL_CHANNELS_REPORTS)[number];

/** A report's query with every enabled filter read, defaulted and checked against the data. */
export type ResolvedQuery = {
  report: ReportDefinition;
  channel: DigitalChannel;
  /** The filter values the answer echoes: the report's filters only, as applied. */
  applied: DigitalChannelsFilterValues;
  /** null only before any snapshot is loaded. */
  current: string | null;
  previous: string | null;
  beginning: string | null;
  /** The trend's points, oldest first, at the date level. */
  trendPeriods: string[];
  measure: MarketMeasureId;
  clientSizeMetric: ClientSizeMetricId;
  satisfactionMeasure: SatisfactionMeasureId;
  /** As requested: 0 means the default; show-all asks for every vendor. */
  topVendors: number;
  showAllVendors: boolean;
  topFeatures: number;
  fiType: FiTypeFilterId;
  assetGroups: ReadonlySet<number> | null;
  mbAgeGroups: ReadonlySet<number> | null;
  vendors: ReadonlySet<number> | null;
  appTypes: ReadonlySet<number> | null;
  /** true: vendor-branded apps, false: the institution's own brand. */
  branded: ReadonlySet<boolean> | null;
  coreProducts: ReadonlySet<number> | null;
  dateLevel: DateLevelId;
};

export const CORE_PRODUCT_MESSAGE = 'Choose core vendor products from the list.';

const ANNUAL = DATE_LEVELS[1].id;

export function reportById(id: number): ReportDefinition {
  const report = DIGITAL_CHANNELS_REPORTS.find((r) => r.id === id);
  if (!report) throw notFound(DIGITAL_CHANNELS_MESSAGES.unknownReport);
  return report;
}

/** The default previous and beginning periods: so many quarters back from `index`, or the oldest. */
export function periodBack(periods: readonly string[], index: number, back: number): string | null {
  if (periods.length === 0) return null;
  return periods[Math.min(index + back, periods.length - 1)] ?? null;
}

function checkedPeriod(periods: readonly string[], value: string | undefined): string | undefined {
  if (value !== undefined && !periods.includes(value))
    throw unprocessable(DIGITAL_CHANNELS_MESSAGES.badPeriod);
  return value;
}

const setOf = <T>(list: readonly T[] | undefined): ReadonlySet<T> | null =>
  list === undefined || list.length === 0 ? null : new Set(list);

/** The trend's points between beginning and current: every quarter, or year ends (and the current quarter). */
function trendPoints(periods: readonly string[], beginning: string, current: string, level: DateLevelId) {
  const points = periods
    .filter((p) => p >= beginning && p <= current)
    .filter((p) => level !== ANNUAL || p.slice(5) === '12-31' || p === current)
    .sort();
  return points.slice(-DIGITAL_CHANNELS_MAX_TREND_POINTS);
}

type Periods = Pick<ResolvedQuery, 'current' | 'previous' | 'beginning' | 'trendPeriods'>;

function resolvePeriods(
  periods: readonly string[],
  enabled: (key: DigitalChannelsFilterKey) => boolean,
  query: DigitalChannelsQuery,
  dateLevel: DateLevelId,
): Periods {
  const asked = (key: 'current_period' | 'previous_period' | 'beginning_period') =>
    enabled(key) ? checkedPeriod(periods, query[key]) : undefined;
  const requested = asked('current_period');
  const current = requested ?? periods[0] ?? null;
  if (current === null) return { current: null, previous: null, beginning: null, trendPeriods: [] };
  const index = periods.indexOf(current);
  const previous =
    asked('previous_period') ?? periodBack(periods, index, DIGITAL_CHANNELS_DEFAULT_OFFSETS.previous);
  const beginning =
    asked('beginning_period') ?? periodBack(periods, index, DIGITAL_CHANNELS_DEFAULT_OFFSETS.beginning);
  if (beginning !== null && beginning > current) throw unprocessable(DIGITAL_CHANNELS_MESSAGES.periodOrder);
  const trendPeriods = trendPoints(periods, beginning ?? current, current, dateLevel);
  return { current, previous, beginning, trendPeriods };
}

/**
 * Reads the filters the report enables (others are ignored, as the side panel never sends them),
 * fills in defaults and checks periods and core products against what is loaded.
 */
export function resolveQuery(
  report: ReportDefinition,
  query: DigitalChannelsQuery,
  data: { periods: readonly string[]; coreProductIds: ReadonlySet<number> },
): ResolvedQuery {
  const ids = new Set<number>(report.filter_ids);
  const enabledKeys = new Set(DIGITAL_CHANNELS_FILTERS.filter((f) => ids.has(f.id)).map((f) => f.key));
  const enabled = (key: DigitalChannelsFilterKey) => enabledKeys.has(key);
  const pick = <K extends DigitalChannelsFilterKey>(key: K) => (enabled(key) ? query[key] : undefined);
  const dateLevel = pick('date_level') ?? DATE_LEVELS[0].id;
  const periods = resolvePeriods(data.periods, enabled, query, dateLevel);
  const coreProducts = pick('core_vendor_product') ?? [];
  if (coreProducts.some((id) => !data.coreProductIds.has(id))) throw unprocessable(CORE_PRODUCT_MESSAGE);
  const assetGroups = pick('fi_asset_group') ?? [];
  const mbAgeGroups = pick('mb_age_group') ?? pick('feature_mb_age_group') ?? [];
  const resolved: ResolvedQuery = {
    report,
    channel: DIGITAL_CHANNEL_OF_MODULE[report.module],
    applied: {},
    ...periods,
    measure: pick('market_measure') ?? MARKET_MEASURE.CLIENT_COUNT,
    clientSizeMetric: pick('client_size_metric') ?? 1,
    satisfactionMeasure: pick('satisfaction_measure') ?? 1,
    topVendors: pick('top_vendors') ?? 0,
    showAllVendors: enabled('top_vendors') && query.show_all_vendors === true,
    topFeatures: pick('top_features') ?? 0,
    fiType: pick('fi_type') ?? FI_TYPE_FILTER.ALL,
    assetGroups: isAssetGroupFilterActive(assetGroups) ? new Set(assetGroups) : null,
    mbAgeGroups: setOf(mbAgeGroups),
    vendors: setOf(pick('vendor')),
    appTypes: setOf(pick('app_type')),
    branded: setOf(pick('vendor_branded')?.map((id) => id === 1)),
    coreProducts: setOf(coreProducts),
    dateLevel,
  };
  resolved.applied = appliedValues(resolved, enabled, { assetGroups, mbAgeGroups, coreProducts, query });
  return resolved;
}

function appliedValues(
  r: ResolvedQuery,
  enabled: (key: DigitalChannelsFilterKey) => boolean,
  lists: {
    assetGroups: number[];
    mbAgeGroups: number[];
    coreProducts: number[];
    query: DigitalChannelsQuery;
  },
): DigitalChannelsFilterValues {
  const all: DigitalChannelsFilterValues = {
    ...(r.current === null ? {} : { current_period: r.current }),
    ...(r.previous === null ? {} : { previous_period: r.previous }),
    ...(r.beginning === null ? {} : { beginning_period: r.beginning }),
    market_measure: r.measure,
    client_size_metric: r.clientSizeMetric,
    satisfaction_measure: r.satisfactionMeasure,
    // The counts the report shows are set once its rows are known (their totals clamp them).
    top_vendors: r.topVendors,
    top_features: r.topFeatures,
    fi_type: r.fiType,
    fi_asset_group: lists.assetGroups,
    mb_age_group: lists.mbAgeGroups,
    feature_mb_age_group: lists.mbAgeGroups,
    vendor: lists.query.vendor ?? [],
    app_type: lists.query.app_type ?? [],
    vendor_branded: lists.query.vendor_branded ?? [],
    core_vendor_product: lists.coreProducts,
    date_level: r.dateLevel,
  };
  return Object.fromEntries(
    Object.entries(all).filter(([key]) => enabled(key as DigitalChannelsFilterKey)),
  ) as DigitalChannelsFilterValues;
}
