import { ASSET_BANDS } from './asset-bands.js';
import { FIRMOGRAPHIC_ELEMENT, RULE_OPERATOR } from './fin-query.js';

/** Custom segment sets are numbered from here, so a set id never names both a built-in and a custom set. */
export const CUSTOM_SEGMENTATION_FIRST_ID = 1001;

export type BuiltInSegment = { id: number; name: string; operator: string; value: (string | number)[] };

export type BuiltInSegmentation = {
  id: number;
  name: string;
  description: string;
  element: { element_id: number; element_type: 'firmographics' | 'performographics' | 'metrics' };
  segments: readonly BuiltInSegment[];
};

/**
 * Segment sets every user has. Each segment is a FIN Query rule on the set's element, so segment
 * counts, FIN Query counts and industry views agree.
 */
export const BUILT_IN_SEGMENTATIONS: readonly BuiltInSegmentation[] = [
  {
    id: 1,
    name: 'Asset Bands',
    description: 'Total assets at the latest quarter, in the six bands regulators and peers use.',
    element: { element_id: FIRMOGRAPHIC_ELEMENT.assetBand, element_type: 'firmographics' },
    segments: ASSET_BANDS.map((band) => ({
      id: band.id,
      name: band.label,
      operator: RULE_OPERATOR.IN,
      value: [String(band.id)],
    })),
  },
];
