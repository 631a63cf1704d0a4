import {
  ASSET_BAND_IDS,
  DEFAULT_FI_TYPE_FILTER,
  DEFAULT_KNOWN_VENDOR,
  FI_TYPE_FILTER,
  KNOWN_VENDOR,
  MARKET_MEASURE,
  type MarketReportQueryInput,
  TOP_VENDORS,
} from '@fin-atlas/domain';

/** What the 'Report Options' panel holds; both market reports share it. */
export type ReportOptions = {
  /** null until the options load and pick the default (core processing). */
  solutionId: number | null;
  measure: number;
  fiType: number;
  /** Every group selected means no asset filter; the panel shows (ALL). */
  assetGroups: number[];
  knownVendor: number;
  /** Empty means no core vendor product filter. */
  coreProducts: number[];
  /** The top vendors count the user chose; 0 or NaN stand for the default 15. */
  topVendors: number;
  /** The user asked for every line (Show All, or the max reached), whatever the filters give. */
  showAll: boolean;
  showProducts: boolean;
};

export const DEFAULT_REPORT_OPTIONS: ReportOptions = {
  solutionId: null,
  measure: MARKET_MEASURE.CLIENT_COUNT,
  fiType: DEFAULT_FI_TYPE_FILTER,
  assetGroups: [...ASSET_BAND_IDS],
  knownVendor: DEFAULT_KNOWN_VENDOR,
  coreProducts: [],
  topVendors: TOP_VENDORS.defaultCount,
  showAll: false,
  showProducts: false,
};

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((v) => Number.isInteger(v) && v > 0);

const oneOf = (value: unknown, ids: readonly number[]) => typeof value === 'number' && ids.includes(value);

/** Stored options from an older version, or edited by hand, are dropped rather than half-applied. */
export function isReportOptions(value: unknown): value is ReportOptions {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.solutionId === null || (Number.isInteger(v.solutionId) && Number(v.solutionId) > 0)) &&
    oneOf(v.measure, Object.values(MARKET_MEASURE)) &&
    oneOf(v.fiType, Object.values(FI_TYPE_FILTER)) &&
    isIdList(v.assetGroups) &&
    v.assetGroups.every((id) => (ASSET_BAND_IDS as readonly number[]).includes(id)) &&
    oneOf(v.knownVendor, Object.values(KNOWN_VENDOR)) &&
    isIdList(v.coreProducts) &&
    typeof v.topVendors === 'number' &&
    typeof v.showAll === 'boolean' &&
    typeof v.showProducts === 'boolean'
  );
}

/** The query both report calls and both downloads take. */
export function reportQuery(options: ReportOptions, topVendors: number): MarketReportQueryInput {
  const allGroups = ASSET_BAND_IDS.every((id) => options.assetGroups.includes(id));
  return {
    bank_service_id: options.solutionId ?? 0,
    measure: options.measure,
    fi_type: options.fiType,
    ...(allGroups || options.assetGroups.length === 0
      ? {}
      : { asset_groups: [...options.assetGroups].sort((a, b) => a - b).join(',') }),
    known_vendor: options.knownVendor,
    ...(options.coreProducts.length === 0
      ? {}
      : { core_vendor_products: [...options.coreProducts].sort((a, b) => a - b).join(',') }),
    top_vendors: topVendors,
    show_products: options.showProducts,
    show_all: options.showAll,
  };
}
