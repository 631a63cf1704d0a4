/**
 * How real U.S. institutions are named, as patterns with weights measured on the FDIC SDI 2019-06-30
 * banks and NCUA FOICU 2025-12 credit unions (demo-realism.test.ts compares the shares). Slots are
 * filled from the institution's own place: {town} its city, {county} "Adams County" (or Parish),
 * {state} its state's name, {dir} a compass word, {word} a common distinctive word of real names
 * (Farmers, Citizens, Peoples...), {church} and {saint} for faith-based credit unions.
 */
export type Pattern = readonly [weight: number, pattern: string];

/**
 * State (NM, SM) commercial banks: a quarter "State Bank", one in fourteen "Bank of <town>", one in
 * eleven "Bank & Trust"; never National, Savings or Federal, which belong to other charters.
 */
export const COMMERCIAL_BANK: readonly Pattern[] = [
  [9, '{town} State Bank'],
  [2, 'First State Bank of {town}'],
  [2, 'State Bank of {town}'],
  [8, '{word} State Bank'],
  [2, 'The {word} State Bank'],
  [2, 'The {town} State Bank'],
  [2, 'The {word} Bank'],
  [1, '{word} State Bank of {town}'],
  [1.5, '{county} Bank'],
  [0.5, 'Bank of {county}'],
  [4, 'Bank of {town}'],
  [0.5, 'The Bank of {town}'],
  [3.5, '{town} Bank & Trust'],
  [3, '{word} Bank & Trust'],
  [1.5, '{town} Bank and Trust Company'],
  [1, 'Farmers & Merchants Bank of {town}'],
  [0.5, 'Farmers and Merchants State Bank of {town}'],
  [10, '{word} Bank'],
  [2, '{word} Bank of {town}'],
  [10, '{town} Bank'],
  [1.5, 'First Bank of {town}'],
  [2, 'First {town} Bank'],
  [2.5, 'First {word} Bank'],
  [3, '{word} Community Bank'],
  [3, '{town} Community Bank'],
  [2, '{state} {word} Bank'],
  [1.5, '{dir} {state} Bank'],
  [1.5, '{town} Trust Company'],
  [1, '{word} Trust Company'],
];

/** OCC national banks: every one "National" or "N.A.", a third "The First National Bank of <town>". */
export const NATIONAL_BANK: readonly Pattern[] = [
  [13, 'The First National Bank of {town}'],
  [10, 'First National Bank of {town}'],
  [1, 'First National Bank of {county}'],
  [22, '{town} National Bank'],
  [3, 'The {town} National Bank'],
  [12, '{word} National Bank'],
  [4, 'The {word} National Bank of {town}'],
  [3, 'First National Bank & Trust of {town}'],
  [3, '{town} National Bank & Trust'],
  [6, '{word} Bank, N.A.'],
  [4, '{town} Bank, National Association'],
  [4, '{word} Bank, National Association'],
  [3, '{state} National Bank'],
  [2, '{county} National Bank'],
  [3, 'National Bank of {town}'],
  [2, 'First {word} National Bank'],
];

/** State savings banks (FDIC-supervised SB): always "Savings", never "Federal". */
export const SAVINGS_BANK: readonly Pattern[] = [
  [30, '{town} Savings Bank'],
  [6, 'The {town} Savings Bank'],
  [18, '{word} Savings Bank'],
  [3, '{county} Savings Bank'],
  [6, 'First Savings Bank of {town}'],
  [5, '{word} Savings Bank of {town}'],
  [5, 'Savings Bank of {town}'],
  [5, '{town} Savings and Loan Company'],
  [4, '{town} Co-operative Savings Bank'],
  [4, '{town} Mutual Savings Bank'],
];

/** Federal savings associations (SA, OCC): "Federal Savings" Bank or "Savings and Loan Association". */
export const SAVINGS_ASSOCIATION: readonly Pattern[] = [
  [22, 'First Federal Savings and Loan Association of {town}'],
  [14, '{town} Federal Savings and Loan Association'],
  [14, '{word} Federal Savings Bank'],
  [6, 'Home Federal Savings Bank of {town}'],
  [14, '{town} Federal Savings Bank'],
  [10, 'First Federal Savings Bank of {town}'],
  [3, '{county} Federal Savings and Loan Association'],
  [5, '{word} Federal Savings and Loan Association of {town}'],
];

/** Distinctive words of real bank names, weighted by how often real names use them. */
export const BANK_WORDS: readonly Pattern[] = [
  [6, 'Farmers'],
  [22, 'Citizens'],
  [12, 'Peoples'],
  [3.5, 'Security'],
  [3, 'Merchants'],
  [4, 'American'],
  [2.5, 'Commercial'],
  [2, 'Union'],
  [2, 'Home'],
  [2, 'Heritage'],
  [2, 'Central'],
  [1.5, 'Exchange'],
  [1.5, 'United'],
  [1.2, 'Liberty'],
  [1.2, 'Pioneer'],
  [1, 'Guaranty'],
  [1, 'Western'],
  [1, 'Southern'],
  [0.8, 'Northern'],
  [0.8, 'Fidelity'],
  [0.8, 'Planters'],
  [0.6, 'Frontier'],
  [0.6, 'Cornerstone'],
  [0.6, 'Premier'],
  [0.5, 'Alliance'],
  [0.5, 'Legacy'],
  [0.5, 'Pinnacle'],
  [0.5, 'Century'],
  [0.5, 'Enterprise'],
  [0.4, 'Independent'],
  [0.4, 'Provident'],
  [0.4, 'Mechanics'],
  [0.3, 'Traders'],
  [0.3, 'Drovers'],
  [0.3, 'Equitable'],
  [0.3, 'Founders'],
  [0.8, 'City'],
  [0.8, 'Valley'],
  [0.6, 'Prairie'],
  [0.6, 'River Valley'],
];

export const DIRECTIONS = ['North', 'South', 'East', 'West', 'Central', 'Northwest', 'Southeast'] as const;

/**
 * Credit-union names before the charter's suffix (NCUA files them this way): " Federal Credit Union"
 * for federal charters, " Credit Union" for state charters. A community charter is named for its
 * place; a single common bond for its employer, occupation or congregation; a multiple bond for both.
 */
export const COMMUNITY_CU: readonly Pattern[] = [
  [30, '{town}'],
  [3, '{town} Community'],
  [0.7, '{county}'],
  [5, '{town} Area'],
  [24, '{word}'],
  [2, '{word} Community'],
  [1, '{dir} {state} Community'],
  [0.2, '{county} Community'],
  [4, '{state} {word}'],
  [6, '{town} {word}'],
];

export const SINGLE_BOND_CU: readonly Pattern[] = [
  [22, '{town}'],
  [4, '{town} Teachers'],
  [0.5, '{county} Teachers'],
  [0.5, '{county} Schools'],
  [3, '{town} Educators'],
  [3, '{town} Postal Employees'],
  [2.5, "{town} Firemen's"],
  [2.5, '{town} Police'],
  [0.5, '{county} Employees'],
  [2, '{town} City Employees'],
  [2, '{town} Municipal Employees'],
  [2, '{town} Hospital Employees'],
  [1.5, '{town} Medical'],
  [8, '{church} Church'],
  [4, '{saint} Parish'],
  [1.5, '{town} Telephone Employees'],
  [1, '{town} Power Employees'],
  [1, '{town} Railroad Employees'],
  [1.5, '{town} Public Schools'],
  [12, '{word}'],
];

export const MULTIPLE_BOND_CU: readonly Pattern[] = [
  [26, '{town}'],
  [28, '{word}'],
  [5, '{town} Area'],
  [0.5, '{county} Educators'],
  [1.5, '{town} Healthcare'],
  [0.5, '{county} Public Employees'],
  [5, '{town} Members'],
  [5, '{word} Financial'],
  [2, '{town} Community'],
  [2, '{town} Employees'],
  [0.3, '{county} Government Employees'],
  [3, '{state} Heritage'],
  [5, '{town} {word}'],
];

/** Distinctive words of real credit-union names. */
export const CU_WORDS: readonly Pattern[] = [
  [3, 'Heritage'],
  [3, 'Hometown'],
  [2, 'Pioneer'],
  [2, 'Frontier'],
  [2, 'Gateway'],
  [2, 'Liberty'],
  [2, 'Members'],
  [2, 'Family'],
  [1.5, 'Unity'],
  [1.5, 'Horizon'],
  [1.5, 'Heartland'],
  [1.5, 'Cornerstone'],
  [1.5, 'Valley'],
  [1.5, 'River Valley'],
  [1, 'Lakeland'],
  [1, 'Prairie'],
  [1, 'Partners'],
  [1, 'Alliance'],
  [1, 'Priority'],
  [1, 'Peoples'],
  [1, 'Citizens'],
  [1, 'Evergreen'],
  [1, 'Keystone'],
  [1, 'Summit'],
  [1, 'Beacon'],
  [0.3, 'Tri-County'],
  [1, 'Mid-America'],
  [1, 'Cooperative'],
];

export const CHURCHES = [
  'Mount Zion Baptist',
  'Greater New Hope Baptist',
  'Bethel A.M.E.',
  'Shiloh Missionary Baptist',
  'New Bethel Baptist',
  'Holy Trinity Lutheran',
  'Ebenezer Baptist',
  'Macedonia Baptist',
  'Greater Mount Calvary',
  'Antioch Missionary Baptist',
  'First Methodist',
  'Grace Lutheran',
] as const;

export const SAINTS = [
  'St. Mary',
  'St. Joseph',
  'St. Anne',
  'St. Patrick',
  'St. Michael',
  'St. Francis',
  'St. John',
  'St. Thomas',
  'St. Anthony',
  'St. Paul',
] as const;

/**
 * Holding-company forms, by their share of real names (SDI 2019 holding companies): "Bancshares, Inc."
 * and "Bancorp, Inc." lead, then "Corporation", "Financial Corporation", "Bancorporation"...
 */
export const HOLDING_COMPANY_FORMS: readonly Pattern[] = [
  [27, 'Bancshares, Inc.'],
  [17, 'Bancorp, Inc.'],
  [2, 'Bancorp'],
  [9, 'Corporation'],
  [7, 'Financial Corporation'],
  [5, 'Bancorporation'],
  [3, 'Holding Company'],
  [4, 'Bankshares, Inc.'],
  [3, 'Holdings, Inc.'],
  [2, 'Financial Services, Inc.'],
  [1.5, 'Financial Group, Inc.'],
  [0.5, 'Banc Corp'],
];

/** Mutual savings institutions are owned through a mutual holding company. */
export const MUTUAL_HOLDING_COMPANY_FORMS: readonly Pattern[] = [
  [1, 'MHC'],
  [1, 'Bancorp, MHC'],
];

/** Words of a bank's name that say what it is rather than who: dropped from its holding company's name. */
export const GENERIC_BANK_WORDS = new Set([
  'the',
  'bank',
  'national',
  'state',
  'savings',
  'federal',
  'trust',
  'company',
  'of',
  'association',
  'loan',
  'n.a.',
  'co-operative',
  'mutual',
  'community',
  'county',
  'parish',
]);
