import { INTENT_DEFAULT_THRESHOLDS, type IntentElementParams } from '@fin-atlas/domain';
import { INTENT_TOPICS, type IntentTopic } from './intent-topics.js';
import { CORE_PROCESSING } from './solution-catalog.js';

export type IntentSignalSeed = {
  name: string;
  description: string;
  /** Solution catalog name. */
  solution: string;
  thresholds: { early: number; active: number; in_depth: number };
  elements: readonly { name: string; weight: number; params: IntentElementParams }[];
};

/** Total assets thresholds in $ thousands, as reported: crossing one changes what a bank must run. */
const ONE_BILLION = 1_000_000;
const TEN_BILLION = 10_000_000;

/**
 * A core contract runs longer than other products: seven years is when a core is up for renewal and
 * shopped, five for the rest.
 */
const contractYears = (topic: IntentTopic) => (topic.solution === CORE_PROCESSING ? 7 : 5);

const roleWords = (roles: readonly string[]) =>
  roles.length > 1 ? `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}` : (roles[0] ?? '');

/**
 * The signals FIN Intent ships, one per buying topic. Weights sum to 100, so an element's weight is
 * the score it alone earns at full strength: project postings and announcement pages are the direct
 * evidence (28 and 20), a new executive and an aging contract the usual triggers (14 each), mergers
 * and financial thresholds the weaker context (6 and 3). Postings and pages together reach active
 * research; in-depth research needs a third piece (an old contract, a new executive) on top.
 */
export function intentSignalSeeds(): IntentSignalSeed[] {
  return INTENT_TOPICS.map((topic) => {
    const subject = topic.solution.toLowerCase();
    const years = contractYears(topic);
    return {
      name: topic.signalName,
      description: `Institutions preparing to replace their ${subject}: project job postings, website announcements, new ${roleWords(topic.hireRoles)} leaders, a contract ${years} or more years old, mergers and growth past regulatory thresholds.`,
      solution: topic.solution,
      thresholds: { ...INTENT_DEFAULT_THRESHOLDS },
      elements: [
        {
          name: `Job postings about ${subject} projects`,
          weight: 28,
          params: { kind: 'job_posting', query: topic.postingQuery, within_quarters: 4, min_count: 2 },
        },
        {
          name: `Website pages announcing a new ${subject}`,
          weight: 20,
          params: { kind: 'site_page', query: topic.pageQuery, within_quarters: 4, min_count: 1 },
        },
        {
          name: `New ${roleWords(topic.hireRoles)} executive`,
          weight: 14,
          params: { kind: 'contact', roles: [...topic.hireRoles], event: 'joined', within_quarters: 4 },
        },
        {
          name: `${topic.solution} contract ${years}+ years old`,
          weight: 14,
          params: { kind: 'contract_age', min_years: years },
        },
        {
          name: 'Merger as acquirer',
          weight: 6,
          params: { kind: 'merger', role: 'acquirer', within_quarters: 4 },
        },
        {
          name: 'Acquired an institution on another product',
          weight: 6,
          params: { kind: 'vendor_consolidation', within_quarters: 4 },
        },
        {
          name: 'Total assets crossed $1B',
          weight: 3,
          params: { kind: 'asset_threshold', threshold: ONE_BILLION, within_quarters: 4 },
        },
        {
          name: 'Total assets crossed $10B',
          weight: 3,
          params: { kind: 'asset_threshold', threshold: TEN_BILLION, within_quarters: 4 },
        },
        {
          name: 'Assets grew 15% or more in a year',
          weight: 3,
          params: { kind: 'asset_growth', min_growth_pct: 15, over_quarters: 4 },
        },
        {
          name: 'Efficiency ratio up 5 points in a year',
          weight: 3,
          params: { kind: 'efficiency_deterioration', min_increase_pp: 5, over_quarters: 4 },
        },
      ],
    };
  });
}
