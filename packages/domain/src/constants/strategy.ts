// Strategy (vendor menu): segmentation of the market against the user's clients, white space
// assessment of a product or solution, and the publications library.

export const STRATEGY_LIMITS = {
  /** Prospect rows one white space answer carries (the screen pages through them; Excel takes them all). */
  maxProspectRows: 5_000,
  defaultProspectRows: 250,
  /** Institution ids an answer hands over for a FIN Query list: FIN Query's own cap on picked institutions. */
  maxListIds: 20_000,
  /** FI groups one market may combine. */
  maxMarketGroups: 20,
  /** A publication's PDF. */
  maxPublicationBytes: 20 * 1024 * 1024,
  maxPublicationTitle: 200,
  maxPublicationSummary: 2_000,
  publicationsPerPage: 25,
} as const;

/**
 * What one institution of the market does for the assessed solution, as its current technographic
 * records say (one answer per institution: the first that holds, in this order):
 * - using: runs the assessed product (for a solution alone: offers the service at all);
 * - sibling: runs another product of the same vendor;
 * - competitor: runs another named vendor's product;
 * - in_house: runs the service itself, or through a vendor nobody has identified yet;
 * - no_service: research found it does not offer the service;
 * - not_researched: no current record for the solution.
 */
export const WHITE_SPACE_STATUSES = [
  'using',
  'sibling',
  'competitor',
  'in_house',
  'no_service',
  'not_researched',
] as const;
export type WhiteSpaceStatus = (typeof WHITE_SPACE_STATUSES)[number];

/** The statuses of the white space: researched institutions that do not run what is assessed. */
export const WHITE_SPACE_PROSPECT_STATUSES = ['sibling', 'competitor', 'in_house', 'no_service'] as const;
export type WhiteSpaceProspectStatus = (typeof WHITE_SPACE_PROSPECT_STATUSES)[number];

export const WHITE_SPACE_STATUS_LABELS: Readonly<Record<WhiteSpaceStatus, string>> = {
  using: 'Using it',
  sibling: 'Same vendor, other product',
  competitor: 'On a competitor',
  in_house: 'In-house or vendor unknown',
  no_service: 'Not offered',
  not_researched: 'Not researched',
};

/**
 * The fit score of a prospect: how often institutions like it already run what is assessed, on four
 * factors, each the adoption rate of the prospect's group divided by the highest group's rate (so the
 * most receptive group scores 1), weighted and summed to 0-100.
 */
export const WHITE_SPACE_FIT_FACTORS = ['size', 'type', 'region', 'peers'] as const;
export type WhiteSpaceFitFactor = (typeof WHITE_SPACE_FIT_FACTORS)[number];

export const WHITE_SPACE_FIT_WEIGHTS: Readonly<Record<WhiteSpaceFitFactor, number>> = {
  size: 0.35,
  type: 0.15,
  region: 0.2,
  peers: 0.3,
};

export const WHITE_SPACE_FIT_LABELS: Readonly<Record<WhiteSpaceFitFactor, string>> = {
  size: 'Size',
  type: 'FI type',
  region: 'State',
  peers: 'Nearest peers',
};

export const WHITE_SPACE_FIT_EXPLANATIONS: Readonly<Record<WhiteSpaceFitFactor, string>> = {
  size: 'adoption among researched institutions of the same asset band',
  type: 'adoption among researched institutions of the same FI type',
  region: 'adoption among researched institutions headquartered in the same state',
  peers:
    'adoption among the researched institutions of the same FI type closest in assets (up to 10 larger and 10 smaller)',
};

/**
 * Small groups' rates lean on the market's: a group's rate is computed as if this many more
 * researched institutions had adopted at the market's rate, so one user among two institutions in a
 * state does not read as a 50% market.
 */
export const WHITE_SPACE_FIT_PRIOR = 5;
/** Nearest peers on each side (larger, smaller) of a prospect's assets. */
export const WHITE_SPACE_PEERS_EACH_SIDE = 10;
