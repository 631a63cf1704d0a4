import {
  byMeasureThenName,
  cutTopVendors,
  DIGITAL_CHANNELS_UNKNOWN_VENDOR,
  type DigitalChannelsRow,
  MARKET_SHARE_SUMMARY_ROWS,
  UNKNOWN_DIGITAL_VENDOR_ID,
} from '@fin-atlas/domain';

/**
 * One vendor's figures as a fixed-width vector of sums. Every figure a row shows is computed from
 * sums (shares, percents and ratings included), so Others and Grand Total are the element-wise sums
 * of their vendors and can never disagree with the rows above them.
 */
export type Tally = Float64Array;

export class VendorTallies {
  readonly byVendor = new Map<number, Tally>();
  constructor(readonly width: number) {}

  of(vendorId: number): Tally {
    let tally = this.byVendor.get(vendorId);
    if (!tally) {
      tally = new Float64Array(this.width);
      this.byVendor.set(vendorId, tally);
    }
    return tally;
  }
}

export type Cells = Record<string, number | null>;

const sum = (width: number, tallies: Iterable<Tally>): Tally => {
  const out = new Float64Array(width);
  for (const tally of tallies)
    for (let i = 0; i < width; i++) out[i] = (out[i] as number) + (tally[i] as number);
  return out;
};

export const vendorName = (names: ReadonlyMap<number, string>, vendorId: number): string =>
  vendorId === UNKNOWN_DIGITAL_VENDOR_ID
    ? DIGITAL_CHANNELS_UNKNOWN_VENDOR
    : (names.get(vendorId) ?? `Vendor ${vendorId}`);

export type VendorTable = {
  rows: DigitalChannelsRow[];
  /** Ranked vendors before the top-N cut. */
  totalVendors: number;
  /** Vendor rows shown (the top-vendors count as applied). */
  shown: number;
};

/**
 * The rows of a vendor report: the top N vendors ranked by `rank` (ties by name), then Others when
 * vendors are left over, then Grand Total. The count follows the counter rules (0 means 15, never
 * more than exist); show-all shows every vendor.
 */
export function vendorTable(options: {
  tallies: VendorTallies;
  names: ReadonlyMap<number, string>;
  rank: (tally: Tally) => number;
  topVendors: number;
  showAll: boolean;
  cells: (tally: Tally, grandTotal: Tally) => Cells;
}): VendorTable {
  const { tallies, names } = options;
  const ranked = [...tallies.byVendor.entries()]
    .map(([vendorId, tally]) => ({ vendorId, tally, name: vendorName(names, vendorId) }))
    .sort(
      byMeasureThenName(
        (v) => options.rank(v.tally),
        (v) => v.name,
      ),
    );
  const { top, rest } = cutTopVendors(ranked, options.showAll ? ranked.length : options.topVendors);
  const grandTotal = sum(
    tallies.width,
    ranked.map((v) => v.tally),
  );
  const rows: DigitalChannelsRow[] = top.map((v, index) => ({
    vendor_name: v.name,
    product_name: '-1',
    kind: v.vendorId === UNKNOWN_DIGITAL_VENDOR_ID ? 'unknown_vendor' : 'vendor',
    vendor_id: v.vendorId,
    rank: index + 1,
    ...options.cells(v.tally, grandTotal),
  }));
  const summary = (
    kind: 'others' | 'grand_total',
    vendorCount: number,
    tally: Tally,
  ): DigitalChannelsRow => ({
    vendor_name: kind === 'others' ? MARKET_SHARE_SUMMARY_ROWS.OTHERS : MARKET_SHARE_SUMMARY_ROWS.GRAND_TOTAL,
    product_name: '-1',
    kind,
    vendor_id: null,
    rank: null,
    vendor_count: vendorCount,
    ...options.cells(tally, grandTotal),
  });
  if (rest.length > 0)
    rows.push(
      summary(
        'others',
        rest.length,
        sum(
          tallies.width,
          rest.map((v) => v.tally),
        ),
      ),
    );
  rows.push(summary('grand_total', ranked.length, grandTotal));
  return { rows, totalVendors: ranked.length, shown: top.length };
}
