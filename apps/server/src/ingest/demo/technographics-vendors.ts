import {
  CORE_PROCESSING,
  SOLUTION_CATEGORIES,
  type SolutionDefinition,
} from '../../reference/solution-catalog.js';
import { createRandom, type Random } from './random.js';

/**
 * The demo data set's vendors: plainly fictional companies (websites on the reserved .example domain)
 * and their products. The market structure is written here: four core vendors with three quarters
 * of institutions, credit-union specialists that banks rarely use, enterprise vendors that win large
 * institutions, community vendors that win small ones, and a long tail of specialists per category.
 */

export type Focus = 'both' | 'bank' | 'cu';
export type Segment = 'community' | 'all' | 'enterprise';

export type DemoProduct = {
  name: string;
  description: string;
  focus: Focus;
  segment: Segment;
  /** Solution names the product serves. */
  solutions: string[];
};

export type DemoVendor = {
  name: string;
  website: string;
  headquartersState: string;
  foundedYear: number;
  description: string;
  focus: Focus;
  segment: Segment;
  isCoreVendor: boolean;
  products: DemoProduct[];
};

/** A vendor's product for one solution with the vendor's market weight among banks and credit unions. */
export type DemoOffer = {
  vendor: number;
  product: number;
  weight: readonly [bank: number, cu: number];
  segment: Segment;
  focus: Focus;
};

export type DemoVendorCatalog = {
  vendors: DemoVendor[];
  /** Offers per solution name. */
  offers: Map<string, DemoOffer[]>;
};

type CoreVendorSpec = {
  name: string;
  /** How the vendor's product names begin. */
  brand: string;
  focus: Focus;
  segment: Segment;
  founded: number;
  headquarters: string;
  coreWeight: readonly [number, number];
  coreProducts: readonly (readonly [name: string, focus: Focus, segment: Segment])[];
  /** Category name → [bank weight, credit union weight] of the vendor's suite in that category. */
  suites: Readonly<Record<string, readonly [number, number]>>;
};

/** Services a core system usually includes: the core product serves them too. */
const CORE_BUNDLED = [
  'Core Hosting',
  'General Ledger',
  'Teller Platform',
  'Branch Account Opening',
  'Loan Servicing',
  'Account Analysis',
  'Notice & Correspondence Generation',
];

const CORE_VENDORS: readonly CoreVendorSpec[] = [
  {
    name: 'Northgate Core Systems',
    brand: 'Northgate',
    focus: 'both',
    segment: 'all',
    founded: 1971,
    headquarters: 'WI',
    coreWeight: [33, 22],
    coreProducts: [
      ['Northgate Horizon', 'bank', 'all'],
      ['Northgate Premier', 'bank', 'enterprise'],
      ['Northgate Horizon CU', 'cu', 'all'],
    ],
    suites: {
      'Core & Infrastructure': [8, 6],
      'Digital Banking': [9, 7],
      Payments: [10, 8],
      Cards: [9, 6],
      'Consumer Lending': [5, 4],
      'Commercial Lending': [4, 0.5],
      'Loan Servicing & Collections': [6, 5],
      'Deposit Services': [5, 4],
      'Treasury Management': [7, 0.5],
      'Risk & Compliance': [5, 4],
      'Fraud & Identity': [5, 4],
      'Branch & ATM': [6, 5],
      'Data & Analytics': [3, 3],
    },
  },
  {
    name: 'Harborline Technologies',
    brand: 'Harborline',
    focus: 'both',
    segment: 'all',
    founded: 1976,
    headquarters: 'MO',
    coreWeight: [27, 14],
    coreProducts: [
      ['Harborline Keel', 'bank', 'community'],
      ['Harborline Helm', 'bank', 'enterprise'],
      ['Harborline Mooring CU', 'cu', 'all'],
    ],
    suites: {
      'Core & Infrastructure': [7, 5],
      'Digital Banking': [8, 6],
      Payments: [8, 7],
      Cards: [6, 5],
      'Consumer Lending': [4, 4],
      'Mortgage Lending': [3, 3],
      'Loan Servicing & Collections': [5, 4],
      'Deposit Services': [4, 4],
      'Treasury Management': [5, 0.5],
      'Risk & Compliance': [4, 3],
      'Fraud & Identity': [4, 3],
      'Branch & ATM': [4, 4],
      'Data & Analytics': [3, 3],
    },
  },
  {
    name: 'Stonebridge Processing',
    brand: 'Stonebridge',
    focus: 'bank',
    segment: 'enterprise',
    founded: 1968,
    headquarters: 'FL',
    coreWeight: [16, 1],
    coreProducts: [
      ['Stonebridge Meridian Core', 'bank', 'enterprise'],
      ['Stonebridge Community Core', 'bank', 'community'],
    ],
    suites: {
      'Core & Infrastructure': [6, 0.3],
      'Digital Banking': [6, 0.3],
      Payments: [7, 0.3],
      Cards: [7, 0.3],
      'Commercial Lending': [5, 0.2],
      'Treasury Management': [8, 0.2],
      'Risk & Compliance': [4, 0.2],
      'Fraud & Identity': [5, 0.2],
      'Wealth & Insurance': [4, 0.1],
      'Data & Analytics': [4, 0.2],
    },
  },
  {
    name: 'Cooperative Ledger Systems',
    brand: 'Cooperative Ledger',
    focus: 'cu',
    segment: 'all',
    founded: 1984,
    headquarters: 'CA',
    coreWeight: [0, 30],
    coreProducts: [['Cooperative Ledger Fulcrum', 'cu', 'all']],
    suites: {
      'Core & Infrastructure': [0, 6],
      'Digital Banking': [0, 6],
      Payments: [0, 5],
      Cards: [0, 4],
      'Consumer Lending': [0, 6],
      'Loan Servicing & Collections': [0, 5],
      'Deposit Services': [0, 4],
      'Data & Analytics': [0, 4],
    },
  },
  {
    name: 'Prairie Data Services',
    brand: 'Prairie',
    focus: 'bank',
    segment: 'community',
    founded: 1979,
    headquarters: 'NE',
    coreWeight: [5, 0],
    coreProducts: [['Prairie Homestead Core', 'bank', 'community']],
    suites: { 'Core & Infrastructure': [3, 0], 'Digital Banking': [2, 0] },
  },
  {
    name: 'Tidewater Banking Software',
    brand: 'Tidewater',
    focus: 'both',
    segment: 'community',
    founded: 1988,
    headquarters: 'VA',
    coreWeight: [3, 3],
    coreProducts: [['Tidewater Current', 'both', 'community']],
    suites: { 'Core & Infrastructure': [2, 2], 'Digital Banking': [1.5, 1.5] },
  },
  {
    name: 'Granite Peak Banking Systems',
    brand: 'Granite Peak',
    focus: 'bank',
    segment: 'all',
    founded: 1983,
    headquarters: 'CO',
    coreWeight: [5, 0],
    coreProducts: [['Granite Peak Summit', 'bank', 'all']],
    suites: { 'Core & Infrastructure': [2, 0] },
  },
  {
    name: 'Member Data Cooperative',
    brand: 'Member Data',
    focus: 'cu',
    segment: 'community',
    founded: 1974,
    headquarters: 'MI',
    coreWeight: [0, 10],
    coreProducts: [['Member Data CommonCore', 'cu', 'community']],
    suites: { 'Core & Infrastructure': [0, 3], 'Digital Banking': [0, 3], Payments: [0, 2] },
  },
  {
    name: 'Ridgeline Cloud Core',
    brand: 'Ridgeline',
    focus: 'both',
    segment: 'community',
    founded: 2016,
    headquarters: 'UT',
    coreWeight: [2, 2],
    coreProducts: [['Ridgeline Stratus', 'both', 'community']],
    suites: { 'Core & Infrastructure': [1, 1] },
  },
  {
    name: 'Copperstate Computer Services',
    brand: 'Copperstate',
    focus: 'bank',
    segment: 'community',
    founded: 1981,
    headquarters: 'AZ',
    coreWeight: [4, 0],
    coreProducts: [['Copperstate Bankware', 'bank', 'community']],
    suites: { 'Core & Infrastructure': [2, 0], 'Digital Banking': [1, 0] },
  },
  {
    name: 'Lakeshore Credit Union Systems',
    brand: 'Lakeshore',
    focus: 'cu',
    segment: 'community',
    founded: 1986,
    headquarters: 'OH',
    coreWeight: [0, 8],
    coreProducts: [['Lakeshore MemberLink', 'cu', 'community']],
    suites: { 'Core & Infrastructure': [0, 2], 'Digital Banking': [0, 2] },
  },
];

/** How a suite product of a core vendor is named in each category. */
const SUITE_WORD: Readonly<Record<string, string>> = {
  'Core & Infrastructure': 'Imaging & Operations',
  'Digital Banking': 'Digital',
  Payments: 'Payments',
  Cards: 'Card Services',
  'Consumer Lending': 'Lending',
  'Mortgage Lending': 'Mortgage',
  'Commercial Lending': 'Commercial Lending',
  'Loan Servicing & Collections': 'Collections',
  'Deposit Services': 'Deposit Suite',
  'Treasury Management': 'Treasury',
  'Risk & Compliance': 'Compliance',
  'Fraud & Identity': 'Fraud Detect',
  'Branch & ATM': 'Branch & ATM',
  'Wealth & Insurance': 'Wealth',
  'Data & Analytics': 'Analytics',
};

type SpecialistSpec = readonly [name: string, focus: Focus, segment: Segment];

/** Specialist vendors per category; each serves part of its category through one to three products. */
const SPECIALISTS: Readonly<Record<string, readonly SpecialistSpec[]>> = {
  'Core & Infrastructure': [
    ['Ledgerline Imaging', 'both', 'community'],
    ['Clearfield Document Systems', 'both', 'all'],
    ['Statementworks Print & Mail', 'both', 'all'],
    ['Bluestem Item Processing', 'bank', 'community'],
    ['Quarry Hill Data Services', 'both', 'enterprise'],
    ['Commonwell Operations Network', 'cu', 'community'],
    ['Tessellate Integration Labs', 'both', 'enterprise'],
  ],
  'Digital Banking': [
    ['Brightpath Digital', 'both', 'all'],
    ['Skylark Mobile Banking', 'both', 'community'],
    ['Wayfarer Digital Banking', 'cu', 'all'],
    ['Lumenridge Digital', 'bank', 'enterprise'],
    ['Halcyon Banking Apps', 'both', 'community'],
    ['Pocketledger', 'both', 'community'],
    ['Tallgrass Digital', 'cu', 'community'],
    ['Openbranch Labs', 'both', 'all'],
    ['Cobalt Channel Software', 'bank', 'all'],
  ],
  Payments: [
    ['Fairwind Payments', 'both', 'all'],
    ['Keelson Payment Systems', 'bank', 'enterprise'],
    ['Paygrove', 'both', 'community'],
    ['Crossing Point Remittance', 'both', 'all'],
    ['Millrace Payments', 'both', 'all'],
    ['Ashgrove Clearing Services', 'bank', 'community'],
    ['Currentline Instant Payments', 'both', 'all'],
    ['Heronsgate Bill Pay', 'both', 'all'],
  ],
  Cards: [
    ['Tollgate Card Services', 'both', 'all'],
    ['Embosslane Card Manufacturing', 'both', 'all'],
    ['Sparrowhawk Card Processing', 'cu', 'all'],
    ['Ironbark Card Systems', 'bank', 'enterprise'],
    ['Kiteline Rewards', 'both', 'all'],
    ['Quillon Card Network', 'both', 'community'],
    ['Lodestone Card Services', 'both', 'community'],
  ],
  'Consumer Lending': [
    ['Lendwell Origination', 'both', 'all'],
    ['Greenmark Lending Software', 'cu', 'all'],
    ['Dealerbridge Lending', 'cu', 'all'],
    ['Fieldstone Credit Decisioning', 'both', 'enterprise'],
    ['Ploughshare Loan Systems', 'bank', 'community'],
    ['Titleway Electronic Lien', 'both', 'all'],
    ['Guardrail Loan Protection', 'cu', 'all'],
    ['Kinship Lending Cooperative', 'cu', 'community'],
  ],
  'Mortgage Lending': [
    ['Homestead Mortgage Technology', 'both', 'all'],
    ['Rooftree Lending Systems', 'both', 'all'],
    ['Floodmark Determinations', 'both', 'all'],
    ['Appraisal Junction', 'both', 'all'],
    ['Deedstone Settlement Services', 'both', 'community'],
    ['Escrowline Servicing', 'bank', 'community'],
    ['Hearthside Mortgage Services', 'cu', 'all'],
    ['Lintel Pricing Engine', 'both', 'enterprise'],
  ],
  'Commercial Lending': [
    ['Spreadwell Credit Analysis', 'bank', 'all'],
    ['Tallyhall Commercial Lending', 'bank', 'enterprise'],
    ['Mainline Business Lending', 'both', 'community'],
    ['Granary Ag Finance Software', 'bank', 'community'],
    ['Covenant Hill Software', 'bank', 'enterprise'],
    ['Steelyard Equipment Finance', 'bank', 'all'],
    ['Bayfront Loan Review', 'bank', 'all'],
    ['Mutualwork Business Lending', 'cu', 'all'],
  ],
  'Loan Servicing & Collections': [
    ['Recoveryline Collections', 'both', 'all'],
    ['Stillwater Servicing Systems', 'both', 'all'],
    ['Tracewell Skip Tracing', 'both', 'all'],
    ['Lienright Services', 'both', 'community'],
    ['Amberlight Collection Agency', 'both', 'community'],
    ['Roadhome Repossession Management', 'cu', 'all'],
    ['Kestrel Insurance Tracking', 'both', 'all'],
  ],
  'Deposit Services': [
    ['Pennyweight Overdraft Consulting', 'both', 'community'],
    ['Rateboard Deposit Pricing', 'both', 'all'],
    ['Rewardmark Checking Programs', 'both', 'community'],
    ['Confluence Deposit Network', 'bank', 'all'],
    ['Nestegg IRA Services', 'both', 'all'],
    ['Quillpoint Check Printing', 'both', 'all'],
    ['Strayasset Recovery Services', 'both', 'all'],
    ['Switchkit Labs', 'both', 'community'],
  ],
  'Treasury Management': [
    ['Cashwell Treasury Systems', 'bank', 'enterprise'],
    ['Ledgergate Positive Pay', 'bank', 'all'],
    ['Lockwood Lockbox Services', 'bank', 'all'],
    ['Vaultline Cash Services', 'bank', 'all'],
    ['Receivable Works', 'bank', 'enterprise'],
    ['Sluicegate Liquidity', 'bank', 'enterprise'],
    ['Paydayridge Payroll', 'bank', 'community'],
  ],
  'Risk & Compliance': [
    ['Sentry Ridge Compliance', 'both', 'all'],
    ['Ledgerwatch AML', 'both', 'all'],
    ['Bellwether Risk Software', 'both', 'all'],
    ['Compass Rose Regulatory', 'both', 'enterprise'],
    ['Auditlane Partners', 'both', 'community'],
    ['Fairlend Analytics', 'bank', 'all'],
    ['Vendorwise Risk', 'both', 'all'],
    ['Callbook Reporting', 'both', 'community'],
    ['Allowance Ridge', 'both', 'all'],
    ['Rulebook Regulatory Change', 'both', 'all'],
    ['Fellowship Compliance Collaborative', 'cu', 'community'],
  ],
  'Fraud & Identity': [
    ['Owlsight Fraud Analytics', 'both', 'all'],
    ['Trueprint Identity', 'both', 'all'],
    ['Graywing Authentication', 'both', 'all'],
    ['Snareline Fraud Systems', 'both', 'community'],
    ['Veracity Lane Identity', 'both', 'enterprise'],
    ['Echoverify Voice Security', 'both', 'enterprise'],
    ['Silverwatch Elder Protection', 'both', 'all'],
  ],
  'Branch & ATM': [
    ['Tellerwise Branch Systems', 'both', 'all'],
    ['Atmosway ATM Services', 'both', 'all'],
    ['Coinfield Equipment', 'both', 'community'],
    ['Sharebranch Alliance', 'cu', 'all'],
    ['Queueless Branch Software', 'both', 'all'],
    ['Armorway Cash Logistics', 'both', 'all'],
    ['Kioskline Interactive Tellers', 'both', 'all'],
    ['Freeway ATM Alliance', 'cu', 'all'],
    ['Plazanet ATM Network', 'bank', 'all'],
  ],
  'Contact Center': [
    ['Callhaven Contact Centers', 'both', 'all'],
    ['Nightowl Member Services', 'cu', 'all'],
    ['Voicebridge Systems', 'both', 'enterprise'],
    ['Cuelight Speech Analytics', 'both', 'enterprise'],
    ['Afterhours Answering Group', 'both', 'community'],
  ],
  'Marketing & Customer Experience': [
    ['Brightleaf Marketing Partners', 'both', 'community'],
    ['Audiencewise', 'both', 'all'],
    ['Mailcraft Direct', 'both', 'all'],
    ['Pixelharbor Web Design', 'both', 'community'],
    ['Feedbackloop CX', 'both', 'all'],
    ['Literacy Lane Financial Education', 'both', 'all'],
    ['Relationship Ridge CRM', 'both', 'all'],
    ['Orchardpoint Loyalty', 'both', 'all'],
    ['Swagbox Promotions', 'both', 'community'],
    ['Signalhill Marketing Analytics', 'both', 'enterprise'],
  ],
  'Wealth & Insurance': [
    ['Trustwell Fiduciary Systems', 'bank', 'all'],
    ['Portfolio Peak Wealth', 'both', 'enterprise'],
    ['Nestledge Investment Services', 'cu', 'all'],
    ['Roboridge Advisors', 'both', 'community'],
    ['Heritage Harbor Insurance Agency', 'both', 'community'],
    ['Evergrove Retirement Services', 'both', 'all'],
    ['Safekeep Custody Services', 'bank', 'enterprise'],
  ],
  'Finance & Accounting': [
    ['Balance Ridge ALM', 'both', 'all'],
    ['Yieldcurve Advisors', 'both', 'all'],
    ['Budgetworks Planning', 'both', 'all'],
    ['Profitline Analytics', 'both', 'enterprise'],
    ['Payableflow', 'both', 'all'],
    ['Tri-River Bankers’ Bank', 'bank', 'community'],
    ['Pinewood Corporate Credit Union', 'cu', 'all'],
    ['Ledgerpoint Tax Advisors', 'bank', 'all'],
    ['Fixedline Asset Software', 'both', 'community'],
  ],
  'Data & Analytics': [
    ['Datagrove Analytics', 'both', 'all'],
    ['Peerscope Benchmarking', 'both', 'all'],
    ['Insightvale BI', 'both', 'enterprise'],
    ['Wellspring Member Analytics', 'cu', 'all'],
    ['Modelhouse AI', 'both', 'enterprise'],
    ['Lakefront Data Platform', 'both', 'enterprise'],
    ['Cashflow Signal', 'both', 'community'],
  ],
  'IT Infrastructure': [
    ['Netwise Bank Technology', 'both', 'community'],
    ['Cloudharbor Hosting', 'both', 'all'],
    ['Fiberline Communications', 'both', 'all'],
    ['Bytewell IT Services', 'both', 'community'],
    ['Redoubt Recovery Services', 'both', 'all'],
    ['Vaultnet Data Centers', 'both', 'enterprise'],
    ['Flowforge Automation', 'both', 'all'],
    ['Deskside Technology Partners', 'both', 'community'],
  ],
  Cybersecurity: [
    ['Bastion Point Security', 'both', 'all'],
    ['Moat & Keep Cyber', 'both', 'community'],
    ['Redteam Ridge Testing', 'both', 'all'],
    ['Sentrylight SOC', 'both', 'all'],
    ['Phishproof Training', 'both', 'all'],
    ['Cipherwell', 'both', 'enterprise'],
    ['Rampart Cyber Assurance', 'both', 'all'],
    ['Gatekeeper Identity Cloud', 'both', 'enterprise'],
  ],
  'Human Resources': [
    ['Peoplewise HR', 'both', 'all'],
    ['Payhollow Payroll Services', 'both', 'community'],
    ['Benefitwell Administration', 'both', 'all'],
    ['Learnbank Training', 'both', 'all'],
    ['Talentfield Recruiting', 'both', 'all'],
    ['Clearcheck Background Screening', 'both', 'all'],
    ['Nestfund 401(k) Services', 'both', 'all'],
    ['Keyman Executive Benefits', 'both', 'all'],
  ],
  'Facilities & Physical Security': [
    ['Vaultcraft Security Equipment', 'both', 'all'],
    ['Alarmhouse Monitoring', 'both', 'all'],
    ['Branchbuild Design Group', 'both', 'all'],
    ['Shredline Document Destruction', 'both', 'all'],
    ['Tubeway Drive-Up Systems', 'both', 'all'],
    ['Spotless Facilities Services', 'both', 'community'],
    ['Wattwise Energy', 'both', 'enterprise'],
    ['Runnerline Courier Services', 'both', 'community'],
  ],
  'Corporate Services': [
    ['Boardroom Ridge', 'both', 'all'],
    ['Counselors Row Legal', 'both', 'all'],
    ['Contractwise', 'both', 'all'],
    ['Stockrow Transfer Agency', 'bank', 'all'],
    ['Strategy Harbor Consulting', 'both', 'all'],
    ['Mergeworks Advisory', 'bank', 'all'],
    ['Coreview Contract Consultants', 'both', 'community'],
    ['Bondline Insurance Services', 'both', 'all'],
  ],
};

const PRODUCT_WORDS = [
  'One',
  'Edge',
  'Pulse',
  'Flow',
  'Bridge',
  'Vista',
  'Pilot',
  'Beacon',
  'Nexus',
  'Prism',
  'Insight',
  'Origin',
  'Relay',
  'Shield',
  'Hub',
  'Cloud',
  'Pro',
  'Link',
  'Point',
  'Sphere',
  'Gate',
  'Scope',
  'Path',
  'Stream',
  'Works',
  'Signal',
  'Lens',
  'Forge',
  'Loop',
  'Studio',
  'Direct',
  'Express',
  'Connect',
  'Central',
  'Navigator',
  'Anchor',
];

const HEADQUARTERS = [
  'TX',
  'GA',
  'WI',
  'MO',
  'MN',
  'IA',
  'CA',
  'NY',
  'FL',
  'OH',
  'PA',
  'IL',
  'UT',
  'NC',
  'MA',
  'AR',
  'KS',
  'NE',
  'IN',
  'MI',
  'CO',
  'AZ',
  'WA',
  'TN',
  'SD',
  'OK',
  'OR',
  'VA',
  'NJ',
  'KY',
];

const AUDIENCE: Readonly<Record<Focus, string>> = {
  both: 'banks and credit unions',
  bank: 'banks',
  cu: 'credit unions',
};
const SIZE: Readonly<Record<Segment, string>> = {
  community: 'community ',
  all: '',
  enterprise: 'large ',
};

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
/** Specialists whose brand is two words; the others' is their first word. */
const TWO_WORD_BRANDS = [
  'Quarry Hill',
  'Crossing Point',
  'Compass Rose',
  'Sentry Ridge',
  'Heritage Harbor',
  'Literacy Lane',
  'Strategy Harbor',
  'Portfolio Peak',
  'Boardroom Ridge',
  'Balance Ridge',
  'Allowance Ridge',
  'Veracity Lane',
  'Redteam Ridge',
  'Bastion Point',
  'Relationship Ridge',
  'Covenant Hill',
  'Moat & Keep',
  'Counselors Row',
  'Receivable Works',
  'Appraisal Junction',
];
const brandOf = (name: string) =>
  TWO_WORD_BRANDS.find((brand) => name.startsWith(`${brand} `) || name === brand) ??
  (name.split(' ')[0] as string);

/** "a, b and c"; with `more`, "a, b, c and related services". */
function listed(names: readonly string[], more = false): string {
  if (more) return `${names.join(', ')} and related services`;
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Whether a vendor focused on `focus` would offer a service meant for `audience`. */
const fits = (focus: Focus, solution: SolutionDefinition) =>
  focus === 'both' || solution.audience === 'both' || solution.audience === focus;

/** [bank, credit union] weights from one weight and the vendor's focus. */
function focusWeights(weight: number, focus: Focus): readonly [number, number] {
  if (focus === 'bank') return [weight, weight * 0.05];
  if (focus === 'cu') return [weight * 0.04, weight * 1.5];
  return [weight, weight];
}

/** A deterministic subset of at least `min` items, each kept with probability `share`. */
function subset<T>(random: Random, items: readonly T[], share: number, min: number): T[] {
  const kept = items.filter(() => random.chance(share));
  for (const item of items) {
    if (kept.length >= Math.min(min, items.length)) break;
    if (!kept.includes(item)) kept.push(item);
  }
  return items.filter((item) => kept.includes(item));
}

/** Splits solutions into `count` products' worth, keeping the catalog order (related services together). */
function chunks<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function offer(catalog: DemoVendorCatalog, solution: string, entry: DemoOffer): void {
  const list = catalog.offers.get(solution) ?? [];
  list.push(entry);
  catalog.offers.set(solution, list);
}

/** The demo vendors, their products and every solution's offers: the same for a seed on every run. */
export function buildDemoVendorCatalog(seed: number): DemoVendorCatalog {
  const root = createRandom(seed).fork(61);
  const catalog: DemoVendorCatalog = { vendors: [], offers: new Map<string, DemoOffer[]>() };
  for (const spec of CORE_VENDORS) addCoreVendor(catalog, spec, root.fork(catalog.vendors.length + 1));
  for (const category of SOLUTION_CATEGORIES)
    addSpecialists(catalog, category, root.fork(1000 + category.displayOrder));
  giveEverySolutionTwoOffers(catalog);
  return catalog;
}

const SOLUTIONS_BY_CATEGORY = new Map(SOLUTION_CATEGORIES.map((c) => [c.name, c.solutions]));

/** A core vendor: its core systems, which bundle the core services, and a suite per category it sells. */
function addCoreVendor(catalog: DemoVendorCatalog, spec: CoreVendorSpec, random: Random): void {
  const { vendors } = catalog;
  const vendorIndex = vendors.length;
  const products: DemoProduct[] = spec.coreProducts.map(([name, focus, segment]) => ({
    name,
    description: `${name} is the core processing system of ${spec.name} for ${SIZE[segment]}${AUDIENCE[focus]}, with general ledger, teller, account opening and loan servicing built in.`,
    focus,
    segment,
    solutions: [CORE_PROCESSING, ...CORE_BUNDLED],
  }));
  for (const [category, weight] of Object.entries(spec.suites)) {
    const solutions = (SOLUTIONS_BY_CATEGORY.get(category) ?? []).filter(
      (s) => !s.isCore && !CORE_BUNDLED.includes(s.name) && fits(spec.focus, s),
    );
    const served = subset(random, solutions, 0.55, 3);
    if (served.length === 0) continue;
    const product: DemoProduct = {
      name: `${spec.brand} ${SUITE_WORD[category] ?? category}`,
      description: `The ${category} suite of ${spec.name}, integrated with its core systems: ${listed(
        served.slice(0, 3).map((s) => s.name),
        served.length > 3,
      )}.`,
      focus: spec.focus,
      segment: spec.segment,
      solutions: served.map((s) => s.name),
    };
    products.push(product);
    for (const s of served) {
      offer(catalog, s.name, {
        vendor: vendorIndex,
        product: products.length - 1,
        weight,
        segment: spec.segment,
        focus: spec.focus,
      });
    }
  }
  products.forEach((p, productIndex) => {
    if (!p.solutions.includes(CORE_PROCESSING)) return;
    for (const solution of p.solutions) {
      offer(catalog, solution, {
        vendor: vendorIndex,
        product: productIndex,
        weight:
          solution === CORE_PROCESSING ? spec.coreWeight : [spec.coreWeight[0] / 3, spec.coreWeight[1] / 3],
        segment: p.segment,
        focus: p.focus,
      });
    }
  });
  const suiteNames = Object.keys(spec.suites)
    .filter((c) => c !== 'Core & Infrastructure')
    .slice(0, 3)
    .map((c) => c.toLowerCase());
  vendors.push({
    name: spec.name,
    website: `www.${slug(spec.name)}.example`,
    headquartersState: spec.headquarters,
    foundedYear: spec.founded,
    description:
      suiteNames.length > 0
        ? `${spec.name} provides core processing to ${SIZE[spec.segment]}${AUDIENCE[spec.focus]}, with integrated ${listed(suiteNames)} systems.`
        : `${spec.name} provides core processing and operations systems to ${SIZE[spec.segment]}${AUDIENCE[spec.focus]}.`,
    focus: spec.focus,
    segment: spec.segment,
    isCoreVendor: true,
    products,
  });
}

/** A category's specialists: a long tail by market rank, largest first after a seeded shuffle. */
function addSpecialists(
  catalog: DemoVendorCatalog,
  category: (typeof SOLUTION_CATEGORIES)[number],
  random: Random,
): void {
  const { vendors } = catalog;
  const specialists = SPECIALISTS[category.name] ?? [];
  const ranked = specialists.map((spec) => ({ spec, order: random.next() }));
  ranked.sort((a, b) => a.order - b.order);
  ranked.forEach(({ spec }, rank) => {
    const [name, focus, segment] = spec;
    const vendorIndex = vendors.length;
    const eligible = category.solutions.filter((s) => !s.isCore && fits(focus, s));
    const served = subset(random, eligible, rank < 2 ? 0.7 : 0.4, 2);
    const productCount = Math.min(3, Math.max(1, Math.round(served.length / 5)));
    const words = [...PRODUCT_WORDS];
    const products: DemoProduct[] = chunks(served, productCount).map((group) => {
      const word = words.splice(random.int(0, words.length - 1), 1)[0] as string;
      const productName = `${brandOf(name)} ${word}`;
      return {
        name: productName,
        description: `${productName} handles ${listed(
          group.slice(0, 3).map((s) => s.name),
          group.length > 3,
        )} for ${SIZE[segment]}${AUDIENCE[focus]}.`,
        focus,
        segment,
        solutions: group.map((s) => s.name),
      };
    });
    const weight = focusWeights(12 / (rank + 1), focus);
    products.forEach((p, productIndex) => {
      for (const solution of p.solutions)
        offer(catalog, solution, { vendor: vendorIndex, product: productIndex, weight, segment, focus });
    });
    vendors.push({
      name,
      website: `www.${slug(name)}.example`,
      headquartersState: random.pick(HEADQUARTERS),
      foundedYear: random.int(1978, 2021),
      description: `${name} serves ${SIZE[segment]}${AUDIENCE[focus]} with ${category.name} services such as ${listed(served.slice(0, 2).map((s) => s.name))}.`,
      focus,
      segment,
      isCoreVendor: false,
      products,
    });
  });
}

/** Every solution gets at least two offers: services no specialist chose go to the category's leaders. */
function giveEverySolutionTwoOffers(catalog: DemoVendorCatalog): void {
  const { vendors, offers } = catalog;
  for (const category of SOLUTION_CATEGORIES) {
    for (const solution of category.solutions) {
      const list = offers.get(solution.name) ?? [];
      if (list.length >= 2) continue;
      const leaders = vendors
        .map((v, index) => ({ v, index }))
        .filter(({ v }) => !v.isCoreVendor && fits(v.focus, solution) && v.products.length > 0)
        .filter(({ v }) => SPECIALISTS[category.name]?.some(([n]) => n === v.name));
      for (const { v, index } of leaders.slice(0, 3 - list.length)) {
        if (list.some((o) => o.vendor === index)) continue;
        const product = v.products[0] as DemoProduct;
        product.solutions.push(solution.name);
        offer(catalog, solution.name, {
          vendor: index,
          product: 0,
          weight: focusWeights(4, v.focus),
          segment: v.segment,
          focus: v.focus,
        });
      }
    }
  }
}
