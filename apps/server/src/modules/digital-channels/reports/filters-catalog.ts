import {
  APP_TYPES,
  ASSET_BANDS,
  CLIENT_SIZE_METRICS,
  DATE_LEVELS,
  DEFAULT_FI_TYPE_FILTER,
  DIGITAL_CHANNELS_DEFAULT_OFFSETS,
  DIGITAL_CHANNELS_FILTERS,
  DIGITAL_CHANNELS_UNKNOWN_VENDOR,
  type DigitalChannelsFilter,
  type DigitalChannelsFilterKey,
  type DigitalChannelsFilterOption,
  FI_TYPE_FILTERS,
  MARKET_MEASURE,
  MARKET_MEASURES,
  MB_AGE_GROUPS,
  quarterLabel,
  SATISFACTION_MEASURES,
  TOP_FEATURES,
  TOP_VENDORS,
  UNKNOWN_DIGITAL_VENDOR_ID,
  VENDOR_BRANDED_OPTIONS,
} from '@fin-atlas/domain';
import type { DigitalData } from './digital-data.js';
import { periodBack } from './report-query.js';

type Choice = { options: DigitalChannelsFilterOption[]; default: DigitalChannelsFilter['default'] };

const named = (list: readonly { id: number; name: string }[]): DigitalChannelsFilterOption[] =>
  list.map(({ id, name }) => ({ id, name }));

/** Vendors named in any snapshot by name, then the unknown / in-house option. */
function vendorOptions(data: DigitalData): DigitalChannelsFilterOption[] {
  const vendors = [...data.vendorNames.entries()]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return [...vendors, { id: UNKNOWN_DIGITAL_VENDOR_ID, name: DIGITAL_CHANNELS_UNKNOWN_VENDOR }];
}

function choices(data: DigitalData): Record<DigitalChannelsFilterKey, Choice> {
  const periods = data.periods.map((p) => ({ id: p, name: quarterLabel(p) }));
  const period = (back: number): Choice => ({ options: periods, default: periodBack(data.periods, 0, back) });
  const all = (options: DigitalChannelsFilterOption[]): Choice => ({ options, default: [] });
  return {
    current_period: period(0),
    previous_period: period(DIGITAL_CHANNELS_DEFAULT_OFFSETS.previous),
    beginning_period: period(DIGITAL_CHANNELS_DEFAULT_OFFSETS.beginning),
    market_measure: { options: named(MARKET_MEASURES), default: MARKET_MEASURE.CLIENT_COUNT },
    client_size_metric: { options: named(CLIENT_SIZE_METRICS), default: CLIENT_SIZE_METRICS[0].id },
    satisfaction_measure: { options: named(SATISFACTION_MEASURES), default: SATISFACTION_MEASURES[0].id },
    top_vendors: { options: [], default: TOP_VENDORS.defaultCount },
    top_features: { options: [], default: TOP_FEATURES.defaultCount },
    fi_type: { options: named(FI_TYPE_FILTERS), default: DEFAULT_FI_TYPE_FILTER },
    fi_asset_group: all(ASSET_BANDS.map((band) => ({ id: band.id, name: band.label }))),
    mb_age_group: all(named(MB_AGE_GROUPS)),
    feature_mb_age_group: all(named(MB_AGE_GROUPS)),
    vendor: all(vendorOptions(data)),
    app_type: all(named(APP_TYPES)),
    vendor_branded: all(named(VENDOR_BRANDED_OPTIONS)),
    core_vendor_product: all(data.coreProducts.map((p) => ({ id: p.id, name: p.name }))),
    date_level: { options: named(DATE_LEVELS), default: DATE_LEVELS[0].id },
  };
}

/** Every filter of every report with its options and the value a request that leaves it out gets. */
export function filterCatalog(data: DigitalData): DigitalChannelsFilter[] {
  const byKey = choices(data);
  return DIGITAL_CHANNELS_FILTERS.map((filter) => ({
    id: filter.id,
    name: filter.name,
    key: filter.key,
    kind: filter.kind,
    ...byKey[filter.key],
  }));
}
