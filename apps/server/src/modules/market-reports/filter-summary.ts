import {
  ASSET_BANDS,
  type CoreVendorProduct,
  FI_TYPE_FILTERS,
  isAssetGroupFilterActive,
  KNOWN_VENDOR_OPTIONS,
  type MarketShareReport,
  MESSAGES,
  normaliseTopVendors,
} from '@fin-atlas/domain';

type ReportHeader = Pick<
  MarketShareReport,
  'solution' | 'measure' | 'filters' | 'data_as_of' | 'total_vendors'
>;

const nameOf = (list: readonly { id: number; name: string }[], id: number): string =>
  list.find((item) => item.id === id)?.name ?? String(id);

function assetGroupsText(ids: readonly number[]): string {
  if (!isAssetGroupFilterActive(ids)) return MESSAGES.filter.all;
  return ASSET_BANDS.filter((band) => ids.includes(band.id))
    .map((band) => band.label)
    .join(', ');
}

/** The options a report was built with, in words, for the download's Filters sheet and the log. */
export function filterSummary(
  report: ReportHeader,
  coreProducts: readonly CoreVendorProduct[],
  generatedAt: Date,
): [string, string][] {
  const f = report.filters;
  const core = f.core_vendor_products.map(
    (id) => coreProducts.find((p) => p.id === id)?.name ?? `Product ${id}`,
  );
  return [
    ['Solution', report.solution.name],
    ['Measure', report.measure.name],
    ['FI Type', nameOf(FI_TYPE_FILTERS, f.fi_type)],
    ['Asset Groups', assetGroupsText(f.asset_groups)],
    ['Known Vendor', nameOf(KNOWN_VENDOR_OPTIONS, f.known_vendor)],
    ['Core Vendor Products', core.length === 0 ? MESSAGES.filter.all : core.join(', ')],
    [
      'Top Vendors',
      f.show_all
        ? `All ${report.total_vendors}`
        : `${normaliseTopVendors(f.top_vendors, { totalVendors: report.total_vendors })} of ${report.total_vendors}`,
    ],
    ['Show Products', f.show_products ? 'Yes' : 'No'],
    ['Financial Data As Of', report.data_as_of ?? 'Not available'],
    ['Generated', generatedAt.toISOString()],
  ];
}
