import type { AppTypeId } from '@fin-atlas/domain';
import { createRandom, streamOf } from './random.js';

/**
 * How a digital banking vendor's apps come out in the stores: the quality its clients' apps are rated
 * at, how often an app is published under the vendor's own developer account rather than the
 * institution's, how it builds apps, and how early its platform ships new features. The demo's
 * mobile and online banking vendors are described by name (technographics-vendors.ts writes them);
 * any other vendor gets traits drawn from its name, so they stay the same on every load.
 */
export type DigitalVendorTraits = {
  /** Typical store rating of a mature app, before the store's own lean (1 to 5). */
  quality: number;
  /** Chance an app is listed under the vendor's developer account. */
  brandedShare: number;
  /** Weights of APP_TYPES ids 1 Native, 2 Hybrid, 3 Web Wrapper. */
  appTypes: Readonly<Record<AppTypeId, number>>;
  /** Years ahead (+) or behind (-) of the market in shipping new features. */
  featureLead: number;
};

const traits = (
  quality: number,
  brandedShare: number,
  [native, hybrid, wrapper]: readonly [number, number, number],
  featureLead: number,
): DigitalVendorTraits => ({
  quality,
  brandedShare,
  appTypes: { 1: native, 2: hybrid, 3: wrapper },
  featureLead,
});

/**
 * The demo's vendors of retail mobile and online banking: enterprise specialists with native apps
 * rated highly, core vendors' digital suites in the middle, and community vendors that ship web
 * wrappers under their own developer account and trail on features.
 */
const DEMO_DIGITAL_VENDORS: ReadonlyMap<string, DigitalVendorTraits> = new Map([
  ['Lumenridge Digital', traits(4.45, 0.0, [0.9, 0.1, 0], 1.2)],
  ['Brightpath Digital', traits(4.35, 0.03, [0.7, 0.3, 0], 1)],
  ['Stonebridge Processing', traits(4.1, 0.0, [0.75, 0.25, 0], 0.6)],
  ['Halcyon Banking Apps', traits(4.05, 0.7, [0.2, 0.8, 0], 0.4)],
  ['Northgate Core Systems', traits(3.75, 0.05, [0.3, 0.6, 0.1], 0)],
  ['Cooperative Ledger Systems', traits(3.7, 0.1, [0.2, 0.7, 0.1], 0)],
  ['Member Data Cooperative', traits(3.55, 0.35, [0, 0.6, 0.4], -0.4)],
  ['Tidewater Banking Software', traits(3.35, 0.55, [0, 0.5, 0.5], -0.8)],
  ['Copperstate Computer Services', traits(3.1, 0.75, [0, 0.3, 0.7], -1.1)],
  ['Tallgrass Digital', traits(3.8, 0.1, [0.2, 0.6, 0.2], 0.2)],
  ['Pocketledger', traits(3.9, 0.4, [0.1, 0.7, 0.2], 0.5)],
]);

/** Apps an institution builds itself: native, under its own brand, early on features when large. */
export const IN_HOUSE_TRAITS: DigitalVendorTraits = traits(4.2, 0, [0.7, 0.3, 0], 0.3);
/** Apps whose vendor has not been researched: the market's middle. */
export const UNKNOWN_VENDOR_TRAITS: DigitalVendorTraits = traits(3.7, 0.15, [0.3, 0.5, 0.2], 0);

/** The demo vendors described by name, for the test that every mobile or online vendor is one. */
export const DESCRIBED_DIGITAL_VENDORS: readonly string[] = [...DEMO_DIGITAL_VENDORS.keys()];

const drawn = new Map<string, DigitalVendorTraits>();

/** The traits of a vendor by name; null means the vendor is not known. */
export function digitalVendorTraits(vendorName: string | null, seed: number): DigitalVendorTraits {
  if (vendorName === null) return UNKNOWN_VENDOR_TRAITS;
  const described = DEMO_DIGITAL_VENDORS.get(vendorName);
  if (described) return described;
  const key = `${seed}:${vendorName}`;
  let out = drawn.get(key);
  if (out === undefined) {
    const random = createRandom(seed).fork(streamOf('digital-vendor', vendorName));
    const native = random.between(0, 0.8);
    const wrapper = random.between(0, 1 - native) * 0.5;
    out = traits(
      random.between(3.3, 4.4),
      random.chance(0.25) ? random.between(0.4, 0.8) : random.between(0, 0.1),
      [native, 1 - native - wrapper, wrapper],
      random.between(-0.8, 0.8),
    );
    drawn.set(key, out);
  }
  return out;
}
