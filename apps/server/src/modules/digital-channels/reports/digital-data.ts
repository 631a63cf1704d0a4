import type { CoreVendorProduct, DigitalChannel } from '@fin-atlas/domain';

/**
 * Every store listing (mobile) or platform row (online) of one channel at one quarter, as columns:
 * index i is one listing. Listings are grouped by institution, its primary listing first.
 */
export type Listings = {
  readonly count: number;
  /** The institution's row in DigitalData.institutions. */
  readonly institution: Int32Array;
  /** The vendor id, UNKNOWN_DIGITAL_VENDOR_ID when the vendor is not known. */
  readonly vendor: Int32Array;
  /** 1 vendor-branded, 0 under the institution's own brand. */
  readonly branded: Uint8Array;
  /** APP_TYPES id, 0 when none (online platforms). */
  readonly appType: Uint8Array;
  /** MB_AGE_GROUPS id at this quarter, 0 when the launch date is unknown. */
  readonly mbAgeGroup: Uint8Array;
  /** The store rating, NaN when the listing has none. */
  readonly rating: Float64Array;
  /** Ratings behind it (0 when unknown). */
  readonly ratingCount: Float64Array;
  /** DIGITAL_FEATURES offered, bit (id - 1). */
  readonly features: Int32Array;
};

/**
 * One channel at one quarter. An institution counts once: its client entry points at its primary
 * listing (the one with the most ratings; the platform row online), whose vendor is the
 * institution's vendor for the channel, and carries the features any of its listings offer.
 */
export type ChannelPeriod = {
  readonly period: string;
  /** Whether any of the rows is generated demo data. */
  readonly demo: boolean;
  readonly listings: Listings;
  readonly clients: {
    readonly count: number;
    readonly institution: Int32Array;
    readonly primary: Int32Array;
    readonly features: Int32Array;
  };
  /** The client index of each institution row, -1 when the institution lacks the channel then. */
  readonly clientOf: Int32Array;
};

/** Institutions' size at one quarter, by institution row; NaN when not reported. */
export type PeriodFacts = {
  readonly assets: Float64Array;
  readonly deposits: Float64Array;
  readonly accounts: Float64Array;
};

/** What every digital channels report reads, held in memory per data version (digital-data-cache.ts). */
export type DigitalData = {
  /** Quarter ends with snapshots in either channel, newest first. */
  readonly periods: readonly string[];
  readonly institutions: {
    readonly count: number;
    readonly ids: Int32Array;
    readonly rowOf: ReadonlyMap<number, number>;
    readonly creditUnion: Uint8Array;
  };
  readonly channels: Readonly<Record<DigitalChannel, ReadonlyMap<string, ChannelPeriod>>>;
  /** Names of the vendors named in any snapshot, by id. */
  readonly vendorNames: ReadonlyMap<number, string>;
  readonly coreProducts: readonly CoreVendorProduct[];
  /** Institution rows running each core vendor product today. */
  readonly coreUsers: ReadonlyMap<number, readonly number[]>;
  /** Size facts at a quarter, read on first use and kept with the snapshot. */
  facts(period: string): Promise<PeriodFacts>;
};
