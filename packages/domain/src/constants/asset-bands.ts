// Asset values are reported in thousands of dollars, so 100,000 here means $100M.
// The lowest band starts at 0 and the highest ends at the cap; both ends mean "unbounded"
// to the asset filter, which is why they are sentinels rather than real limits.
export const ASSET_UPPER_CAP = 3_000_000_000;

export const ASSET_BANDS = [
  { id: 1, min: 0, max: 100_000, range: '<100,000', label: '<$100M' },
  {
    id: 2,
    min: 100_000,
    max: 500_000,
    range: '100,000-500,000',
    label: '$100M-$500M',
  },
  {
    id: 3,
    min: 500_000,
    max: 1_000_000,
    range: '500,000-1,000,000',
    label: '$500M-$1B',
  },
  {
    id: 4,
    min: 1_000_000,
    max: 10_000_000,
    range: '1,000,000-10,000,000',
    label: '$1B-$10B',
  },
  {
    id: 5,
    min: 10_000_000,
    max: 100_000_000,
    range: '10,000,000-100,000,000',
    label: '$10B-$100B',
  },
  {
    id: 6,
    min: 100_000_000,
    max: ASSET_UPPER_CAP,
    range: '>100,000,000',
    label: '>$100B',
  },
] as const;

export type AssetBand = (typeof ASSET_BANDS)[number];
export type AssetBandId = AssetBand['id'];

export const ASSET_BAND_IDS = ASSET_BANDS.map((band) => band.id);
