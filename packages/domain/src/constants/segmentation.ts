import { ASSET_BANDS } from './asset-bands.js';
import { FI_TYPES, type FiType } from './fi-types.js';
import { FIRMOGRAPHIC_ELEMENT, PERFORMOGRAPHIC_THEMES, RULE_OPERATOR } from './fin-query.js';
import { US_CENSUS_REGIONS } from './us-states.js';

/** Custom segment sets are numbered from here, so a set id never names both a built-in and a custom set. */
export const CUSTOM_SEGMENTATION_FIRST_ID = 1001;

export const SEGMENTATION_LIMITS = {
  /** Segments of one set: a report column or chart series per segment stays readable. */
  maxSegments: 30,
  /** The editor asks for a segment's live count once typing pauses this long. */
  countDebounceMs: 400,
} as const;

export type BuiltInSegment = {
  id: number;
  name: string;
  operator: string;
  value: (string | number)[];
};

export type BuiltInSegmentation = {
  id: number;
  name: string;
  description: string;
  element: { element_id: number; element_type: 'firmographics' | 'performographics' | 'metrics' };
  segments: readonly BuiltInSegment[];
};

/** Ids of the built-in sets; each performographic theme's tiers are PERFORMOGRAPHIC_SET_BASE + theme id. */
export const BUILT_IN_SEGMENTATION_ID = {
  assetBands: 1,
  ageGroups: 2,
  charter: 3,
  region: 4,
  fiType: 5,
} as const;
const PERFORMOGRAPHIC_SET_BASE = 10;

const FI_TYPE_PLURALS: Readonly<Record<FiType, string>> = {
  bank: 'Banks',
  bhc: 'Holding Companies',
  credit_union: 'Credit Unions',
};

const firmographic = (element_id: number) => ({ element_id, element_type: 'firmographics' as const });

/** Whole years since the charter; between is inclusive, so adjacent groups meet without overlapping. */
const AGE_GROUP_SEGMENTS: readonly BuiltInSegment[] = [
  { id: 1, name: 'Under 10 years', operator: RULE_OPERATOR.LESS, value: [10] },
  { id: 2, name: '10-24 years', operator: RULE_OPERATOR.BETWEEN, value: [10, 24] },
  { id: 3, name: '25-49 years', operator: RULE_OPERATOR.BETWEEN, value: [25, 49] },
  { id: 4, name: '50-99 years', operator: RULE_OPERATOR.BETWEEN, value: [50, 99] },
  { id: 5, name: '100 years or more', operator: RULE_OPERATOR.GREATER_OR_EQUAL, value: [100] },
];

const CHARTER_SEGMENTS: readonly BuiltInSegment[] = [
  { id: 1, name: 'National banks', operator: RULE_OPERATOR.IN, value: ['N'] },
  { id: 2, name: 'State member banks', operator: RULE_OPERATOR.IN, value: ['SM'] },
  { id: 3, name: 'State nonmember banks', operator: RULE_OPERATOR.IN, value: ['NM'] },
  { id: 4, name: 'Savings institutions', operator: RULE_OPERATOR.IN, value: ['SB', 'SA'] },
  { id: 5, name: 'Foreign bank branches', operator: RULE_OPERATOR.IN, value: ['OI'] },
  { id: 6, name: 'Federal credit unions', operator: RULE_OPERATOR.IN, value: ['federal'] },
  { id: 7, name: 'State credit unions', operator: RULE_OPERATOR.IN, value: ['state', 'state-private'] },
];

/**
 * Score tiers of a theme (0-100). Scores are fractional, so "below 25", "25 to 75" (inclusive) and
 * "above 75" leave no score out and put none in two tiers.
 */
const scoreTiers = (): BuiltInSegment[] => [
  { id: 1, name: 'Top tier (score above 75)', operator: RULE_OPERATOR.GREATER, value: [75] },
  { id: 2, name: 'Middle tier (25 to 75)', operator: RULE_OPERATOR.BETWEEN, value: [25, 75] },
  { id: 3, name: 'Bottom tier (score below 25)', operator: RULE_OPERATOR.LESS, value: [25] },
];

/**
 * Segment sets every user has. Each segment is a FIN Query rule on the set's element, so segment
 * counts, FIN Query counts and industry views agree. Every set but the performographic tiers
 * partitions the institutions it can place: an institution is in one segment, or in none when the
 * element has no value for it (no assets filed, no charter date, a holding company in Charter).
 */
export const BUILT_IN_SEGMENTATIONS: readonly BuiltInSegmentation[] = [
  {
    id: BUILT_IN_SEGMENTATION_ID.assetBands,
    name: 'Asset Bands',
    description: 'Total assets at the latest quarter, in the six bands regulators and peers use.',
    element: firmographic(FIRMOGRAPHIC_ELEMENT.assetBand),
    segments: ASSET_BANDS.map((band) => ({
      id: band.id,
      name: band.label,
      operator: RULE_OPERATOR.IN,
      value: [String(band.id)],
    })),
  },
  {
    id: BUILT_IN_SEGMENTATION_ID.ageGroups,
    name: 'Age Groups',
    description: 'Whole years since the institution was chartered, at the latest data.',
    element: firmographic(FIRMOGRAPHIC_ELEMENT.age),
    segments: AGE_GROUP_SEGMENTS,
  },
  {
    id: BUILT_IN_SEGMENTATION_ID.charter,
    name: 'Charter',
    description:
      'Charter class as the FDIC and NCUA file it: national, state member and nonmember banks, savings institutions, foreign bank branches, federal and state credit unions.',
    element: firmographic(FIRMOGRAPHIC_ELEMENT.charter),
    segments: CHARTER_SEGMENTS,
  },
  {
    id: BUILT_IN_SEGMENTATION_ID.region,
    name: 'Region',
    description: 'The Census Bureau region of the main office state; territories on their own.',
    element: firmographic(FIRMOGRAPHIC_ELEMENT.state),
    segments: US_CENSUS_REGIONS.map((region, i) => ({
      id: i + 1,
      name: region.name,
      operator: RULE_OPERATOR.IN,
      value: [...region.states],
    })),
  },
  {
    id: BUILT_IN_SEGMENTATION_ID.fiType,
    name: 'FI Type',
    description: 'Banks, holding companies and credit unions.',
    element: firmographic(FIRMOGRAPHIC_ELEMENT.fiType),
    segments: FI_TYPES.map((type, i) => ({
      id: i + 1,
      name: FI_TYPE_PLURALS[type],
      operator: RULE_OPERATOR.IN,
      value: [type],
    })),
  },
  ...PERFORMOGRAPHIC_THEMES.map((theme) => ({
    id: PERFORMOGRAPHIC_SET_BASE + theme.id,
    name: `${theme.name} Tiers`,
    description: `The ${theme.name} performographic score at the latest quarter, in three tiers.`,
    element: { element_id: theme.id, element_type: 'performographics' as const },
    segments: scoreTiers(),
  })),
];
