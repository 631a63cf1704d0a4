import { ASSET_BANDS, ASSET_UPPER_CAP } from '../constants/asset-bands.js';
import { MESSAGE_TEMPLATES, MESSAGES } from '../constants/messages.js';

/** Asset bounds in thousands; an absent end is unbounded. */
export interface AssetRange {
  readonly min?: number;
  readonly max?: number;
}

/**
 * Drops bounds that do not narrow anything: a lower bound of 0 or below, and an upper bound
 * at or above the cap, match every institution, and sending them would exclude ones with
 * missing or outlying asset figures.
 */
export function normaliseAssetBounds(bounds: {
  readonly min?: number | null;
  readonly max?: number | null;
}): AssetRange {
  const range: { min?: number; max?: number } = {};
  if (bounds.min != null && bounds.min > 0) {
    range.min = bounds.min;
  }
  if (bounds.max != null && bounds.max < ASSET_UPPER_CAP) {
    range.max = bounds.max;
  }
  return range;
}

/**
 * The range spanned by the selected bands (unknown ids ignored). All six bands, or none,
 * means no filter at all. Gaps are filled: bands 1 and 3 give 0 to 1,000,000, since a
 * min/max filter cannot express a hole.
 */
export function assetRangeForBands(selectedIds: readonly number[]): AssetRange {
  const selected = ASSET_BANDS.filter((band) => selectedIds.includes(band.id));
  if (selected.length === 0 || selected.length === ASSET_BANDS.length) {
    return {};
  }
  return normaliseAssetBounds({
    min: Math.min(...selected.map((band) => band.min)),
    max: Math.max(...selected.map((band) => band.max)),
  });
}

/**
 * Multi-select summary. When every option is chosen it reads "(ALL)", as the asset-group and
 * age-group filters require; pass allLabel: false for selects that always show the count.
 */
export function multiSelectLabel(
  selectedCount: number,
  optionCount: number,
  options: { readonly allLabel?: boolean } = {},
): string {
  if (options.allLabel !== false && optionCount > 0 && selectedCount >= optionCount) {
    return MESSAGES.filter.all;
  }
  return MESSAGE_TEMPLATES.groupsSelected(selectedCount);
}
