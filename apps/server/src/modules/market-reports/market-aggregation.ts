import {
  ASSET_BANDS,
  byMeasureThenName,
  cutTopVendors,
  FI_TYPE_FILTER,
  type FirmographicsRow,
  type FiTypeFilterId,
  IN_HOUSE_NAME,
  MARKET_SHARE_SUMMARY_ROWS,
  type MarketMeasureId,
  type MarketShareReportRow,
  type MarketShareRowKind,
  marketMeasureValue,
  NO_PRODUCT,
  sharePercent,
  UNKNOWN_PRODUCT,
  UNKNOWN_VENDOR_NAME,
} from '@fin-atlas/domain';
import type { InstitutionFacts } from './institution-facts.js';

/** One institution's current use of the solution, named. */
export type UseEntry = {
  institutionId: number;
  kind: Extract<MarketShareRowKind, 'vendor' | 'unknown_vendor' | 'in_house'>;
  vendorId: number | null;
  vendorName: string;
  productId: number | null;
  productName: string | null;
};

export type UseFilters = {
  fiType: FiTypeFilterId;
  /** null: every asset group (and institutions whose assets are unknown). */
  assetGroups: ReadonlySet<number> | null;
  knownVendorOnly: boolean;
  /** null: no core vendor product filter. */
  coreInstitutions: ReadonlySet<number> | null;
};

export type ReportShape = {
  measure: MarketMeasureId;
  topVendors: number;
  showProducts: boolean;
  solution: { id: number; name: string };
};

export const TOP_STATES = 5;

/** Sums of the three measures, and, for the firmographics report, the measure broken down. */
class Tally {
  clients = 0;
  assets = 0;
  accounts = 0;
  value = 0;
  banks = 0;
  creditUnions = 0;
  readonly bands = ASSET_BANDS.map(() => 0);
  readonly states = new Map<string, number>();

  add(facts: InstitutionFacts, value: number): void {
    this.clients += 1;
    this.assets += facts.assets ?? 0;
    this.accounts += facts.accounts ?? 0;
    this.value += value;
    if (facts.creditUnion) this.creditUnions += value;
    else this.banks += value;
    if (facts.assetBand !== null)
      this.bands[facts.assetBand - 1] = (this.bands[facts.assetBand - 1] ?? 0) + value;
    if (facts.state) this.states.set(facts.state, (this.states.get(facts.state) ?? 0) + value);
  }

  merge(other: Tally): void {
    this.clients += other.clients;
    this.assets += other.assets;
    this.accounts += other.accounts;
    this.value += other.value;
    this.banks += other.banks;
    this.creditUnions += other.creditUnions;
    other.bands.forEach((v, i) => {
      this.bands[i] = (this.bands[i] ?? 0) + v;
    });
    for (const [state, v] of other.states) this.states.set(state, (this.states.get(state) ?? 0) + v);
  }
}

type ProductGroup = { productId: number | null; name: string; tally: Tally };
type VendorGroup = {
  kind: UseEntry['kind'];
  vendorId: number | null;
  name: string;
  tally: Tally;
  products: Map<number | null, ProductGroup>;
};

function passes(entry: UseEntry, facts: InstitutionFacts, filters: UseFilters): boolean {
  if (filters.fiType === FI_TYPE_FILTER.BANKS && facts.creditUnion) return false;
  if (filters.fiType === FI_TYPE_FILTER.CREDIT_UNIONS && !facts.creditUnion) return false;
  if (filters.assetGroups && (facts.assetBand === null || !filters.assetGroups.has(facts.assetBand)))
    return false;
  if (filters.knownVendorOnly && entry.kind !== 'vendor') return false;
  if (filters.coreInstitutions && !filters.coreInstitutions.has(entry.institutionId)) return false;
  return true;
}

const vendorKey = (entry: UseEntry): string =>
  entry.kind === 'vendor' ? `v${entry.vendorId}` : entry.kind === 'in_house' ? 'in_house' : 'unknown';

export type Aggregated = {
  ranked: VendorGroup[];
  total: Tally;
};

/**
 * Groups the filtered uses by vendor (and product), ranked by the measure. An institution running
 * two vendors for one solution counts for each, and the total is the sum of the uses, so shares
 * always add up to 100%.
 */
export function aggregateUses(
  entries: readonly UseEntry[],
  facts: ReadonlyMap<number, InstitutionFacts>,
  filters: UseFilters,
  measure: MarketMeasureId,
): Aggregated {
  const groups = new Map<string, VendorGroup>();
  const total = new Tally();
  for (const entry of entries) {
    const own = facts.get(entry.institutionId);
    if (!own || !passes(entry, own, filters)) continue;
    const value = marketMeasureValue(own, measure);
    const key = vendorKey(entry);
    let group = groups.get(key);
    if (!group) {
      group = {
        kind: entry.kind,
        vendorId: entry.vendorId,
        name: entry.vendorName,
        tally: new Tally(),
        products: new Map(),
      };
      groups.set(key, group);
    }
    group.tally.add(own, value);
    let product = group.products.get(entry.productId);
    if (!product) {
      const name = entry.kind !== 'vendor' ? NO_PRODUCT : (entry.productName ?? UNKNOWN_PRODUCT);
      product = { productId: entry.productId, name, tally: new Tally() };
      group.products.set(entry.productId, product);
    }
    product.tally.add(own, value);
    total.add(own, value);
  }
  const ranked = [...groups.values()].sort(
    byMeasureThenName(
      (g) => g.tally.value,
      (g) => g.name,
    ),
  );
  return { ranked, total };
}

type RowBase = Pick<
  MarketShareReportRow,
  'vendor' | 'vendor_id' | 'product' | 'product_id' | 'kind' | 'rank' | 'vendor_count'
>;

function figuresRow(
  base: RowBase,
  tally: Tally,
  grandValue: number,
  shape: ReportShape,
): MarketShareReportRow {
  return {
    ...base,
    bank_service_name: shape.solution.name,
    bank_service_id: shape.solution.id,
    clients: tally.clients,
    assets: tally.assets,
    accounts: tally.accounts,
    value: tally.value,
    share: sharePercent(tally.value, grandValue),
  };
}

function firmographicsRow(row: MarketShareReportRow, tally: Tally): FirmographicsRow {
  const topStates = [...tally.states.entries()]
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_STATES)
    .map(([state, value]) => ({ state, value }));
  return {
    ...row,
    asset_group_values: [...tally.bands],
    banks: tally.banks,
    credit_unions: tally.creditUnions,
    state_count: [...tally.states.values()].filter((v) => v > 0).length,
    top_states: topStates,
  };
}

/** A ranked line of the report: a vendor, or with products shown a vendor's product. */
type Entry = {
  kind: UseEntry['kind'];
  vendorId: number | null;
  vendor: string;
  productId: number | null;
  product: string;
  tally: Tally;
};

/**
 * The lines the top-N counter ranks and cuts: vendors, or, with products shown, each vendor's
 * products (so "rows returned" and total_vendors count the same thing, as the counter rules need).
 */
function rankedEntries(ranked: readonly VendorGroup[], showProducts: boolean): Entry[] {
  if (!showProducts) {
    return ranked.map((g) => ({
      kind: g.kind,
      vendorId: g.vendorId,
      vendor: g.name,
      productId: null,
      product: NO_PRODUCT,
      tally: g.tally,
    }));
  }
  const entries = ranked.flatMap((g) =>
    [...g.products.values()].map((p) => ({
      kind: g.kind,
      vendorId: g.vendorId,
      vendor: g.name,
      productId: p.productId,
      product: p.name,
      tally: p.tally,
    })),
  );
  return entries.sort(
    byMeasureThenName(
      (e) => e.tally.value,
      (e) => `${e.vendor} / ${e.product}`,
    ),
  );
}

function reportRows<R>(
  aggregated: Aggregated,
  shape: ReportShape,
  present: (row: MarketShareReportRow, tally: Tally) => R,
): { rows: R[]; totalVendors: number } {
  const { ranked, total } = aggregated;
  const grand = total.value;
  const entries = rankedEntries(ranked, shape.showProducts);
  const { top, rest } = cutTopVendors(entries, shape.topVendors);
  const rows: R[] = top.map((entry, index) =>
    present(
      figuresRow(
        {
          vendor: entry.vendor,
          vendor_id: entry.vendorId,
          product: entry.product,
          product_id: entry.productId,
          kind: entry.kind,
          rank: index + 1,
          vendor_count: 1,
        },
        entry.tally,
        grand,
        shape,
      ),
      entry.tally,
    ),
  );
  const summary = (kind: 'others' | 'grand_total', vendorCount: number, tally: Tally) =>
    present(
      figuresRow(
        {
          vendor:
            kind === 'others' ? MARKET_SHARE_SUMMARY_ROWS.OTHERS : MARKET_SHARE_SUMMARY_ROWS.GRAND_TOTAL,
          vendor_id: null,
          product: NO_PRODUCT,
          product_id: null,
          kind,
          rank: null,
          vendor_count: vendorCount,
        },
        tally,
        grand,
        shape,
      ),
      tally,
    );
  if (rest.length > 0) {
    const others = new Tally();
    for (const entry of rest) others.merge(entry.tally);
    rows.push(summary('others', rest.length, others));
  }
  rows.push(summary('grand_total', entries.length, total));
  return { rows, totalVendors: entries.length };
}

/** Market share rows: the top N vendor (or product) rows, then Others (if any is left) and Grand Total. */
export function marketShareRows(aggregated: Aggregated, shape: ReportShape) {
  return reportRows(aggregated, shape, (row) => row);
}

/** The same rows, each with its client base by asset group, FI type and state. */
export function firmographicsRows(aggregated: Aggregated, shape: ReportShape) {
  return reportRows(aggregated, shape, firmographicsRow);
}

/** The name a use is reported under: its vendor's, or the pseudo-vendor's. */
export const displayVendorName = (kind: UseEntry['kind'], vendorName: string | null): string =>
  kind === 'in_house'
    ? IN_HOUSE_NAME
    : kind === 'unknown_vendor'
      ? UNKNOWN_VENDOR_NAME
      : (vendorName ?? UNKNOWN_VENDOR_NAME);
