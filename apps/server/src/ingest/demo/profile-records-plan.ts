import { createRandom, type Random } from './random.js';

/** What the plan needs of a demo institution already written to the database. */
export type ProfileInstitution = {
  id: number;
  fiType: 'bank' | 'credit_union' | 'bhc';
  name: string;
  regulator: string | null;
  website: string | null;
  state: string | null;
  /** Latest total assets, $ thousands. */
  assets: number;
  establishedOn: string | null;
  /** The merger or failure that ended it, if any. */
  endedOn: string | null;
};

export type PlannedEnforcementAction = {
  institutionId: number;
  agency: string;
  actionType: string;
  docketNumber: string;
  initiatedOn: string;
  terminatedOn: string | null;
  penaltyAmount: number | null;
  summary: string;
};

export type PlannedContact = {
  institutionId: number;
  fullName: string;
  title: string;
  role: string;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
};

const ACTION_TYPES: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  FDIC: [
    ['Consent Order', 0.34],
    ['Cease and Desist Order', 0.18],
    ['Civil Money Penalty', 0.3],
    ['Prompt Corrective Action Directive', 0.06],
    ['Section 19 Order', 0.12],
  ],
  OCC: [
    ['Formal Agreement', 0.36],
    ['Consent Order', 0.26],
    ['Civil Money Penalty', 0.28],
    ['Cease and Desist Order', 0.06],
    ['Prompt Corrective Action Directive', 0.04],
  ],
  FRB: [
    ['Written Agreement', 0.34],
    ['Cease and Desist Order', 0.24],
    ['Civil Money Penalty', 0.3],
    ['Prompt Corrective Action Directive', 0.04],
    ['Consent Order', 0.08],
  ],
  NCUA: [
    ['Letter of Understanding and Agreement', 0.4],
    ['Cease and Desist Order', 0.18],
    ['Civil Money Penalty', 0.3],
    ['Prompt Corrective Action Directive', 0.12],
  ],
  CFPB: [
    ['Consent Order', 0.6],
    ['Civil Money Penalty', 0.4],
  ],
};

const FINDINGS: readonly string[] = [
  'unsafe or unsound banking practices in credit administration',
  'deficiencies in its Bank Secrecy Act and anti-money-laundering program',
  'violations of the flood insurance requirements',
  'inadequate capital and earnings relative to its risk profile',
  'weaknesses in board and management oversight',
  'deficiencies in information security and vendor management',
  'unfair or deceptive practices in overdraft fee disclosures',
  'violations of fair lending requirements in mortgage pricing',
  'inadequate allowance for credit losses methodology',
  'liquidity and interest rate risk management deficiencies',
];

const CFPB_FINDINGS: readonly string[] = [
  'unfair overdraft and returned-item fees',
  'deceptive marketing of deposit add-on products',
  'errors in furnishing consumer credit information',
  'unlawful debt collection practices',
];

/** The agency for an institution's primary regulator; holding companies answer to the Fed. */
function agencyOf(inst: ProfileInstitution): string {
  if (inst.fiType === 'credit_union') return 'NCUA';
  if (inst.fiType === 'bhc') return 'FRB';
  if (inst.regulator === 'OCC') return 'OCC';
  if (inst.regulator === 'FED' || inst.regulator === 'FRB') return 'FRB';
  return 'FDIC';
}

const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const dayOf = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

function docketNumber(agency: string, year: number, serial: number, type: string): string {
  const yy = String(year % 100).padStart(2, '0');
  const n = String(serial).padStart(4, '0');
  if (agency === 'FDIC') return `FDIC-${yy}-${n}${type === 'Civil Money Penalty' ? 'k' : 'b'}`;
  if (agency === 'OCC') return `AA-EC-${year}-${serial}`;
  if (agency === 'FRB') return `${yy}-${n}-B-${type === 'Civil Money Penalty' ? 'CMP' : 'WA'}`;
  if (agency === 'NCUA') return `NCUA-${year}-${n}`;
  return `${year}-CFPB-${n}`;
}

/** Penalties grow with size: a few thousand dollars at a small institution, millions at the largest. */
function penalty(random: Random, assets: number): number {
  const scale = Math.max(1, Math.log10(Math.max(assets, 10_000)) - 3);
  const dollars = 2_500 * 10 ** (random.between(0.3, 1.2) * scale);
  const rounded = dollars < 100_000 ? Math.round(dollars / 500) * 500 : Math.round(dollars / 5_000) * 5_000;
  return Math.max(1_000, rounded);
}

/**
 * Fictional enforcement actions over the ten years to `windowEnd`: about 4% of banks and 3% of credit
 * unions (more among large institutions), by the agency consistent with the charter, within the
 * institution's life, many terminated a few years later, civil money penalties with an amount.
 */
export function planDemoEnforcementActions(
  institutions: readonly ProfileInstitution[],
  options: { seed: number; windowEnd: string },
): PlannedEnforcementAction[] {
  const end = dayOf(options.windowEnd);
  const start = end - 3_652;
  const serials = new Map<string, number>();
  const out: PlannedEnforcementAction[] = [];
  for (const inst of institutions) {
    const random = createRandom(options.seed ^ Math.imul(inst.id + 7, 0x2c1b3c6d));
    const large = inst.assets >= 10_000_000;
    const base = inst.fiType === 'credit_union' ? 0.03 : inst.fiType === 'bhc' ? 0.02 : 0.04;
    if (!random.chance(large ? base * 3 : base)) continue;
    const first = Math.max(start, inst.establishedOn ? dayOf(inst.establishedOn) + 365 : start);
    const last = inst.endedOn ? Math.min(end, dayOf(inst.endedOn) - 30) : end;
    if (last <= first) continue;
    const count = random.chance(0.2) ? 2 : 1;
    for (let k = 0; k < count; k++) {
      const agency = large && inst.fiType !== 'credit_union' && random.chance(0.3) ? 'CFPB' : agencyOf(inst);
      const actionType = random.weighted(ACTION_TYPES[agency] ?? [], (t) => t[1])[0];
      const initiated = Math.floor(random.between(first, last));
      const year = Number(iso(initiated).slice(0, 4));
      const serial = (serials.get(`${agency}:${year}`) ?? 0) + 1;
      serials.set(`${agency}:${year}`, serial);
      const isPenalty = actionType === 'Civil Money Penalty';
      let terminated: number | null = null;
      if (!isPenalty) {
        const lasting = Math.floor(random.between(400, 1_600));
        const closes = Math.min(
          initiated + lasting,
          inst.endedOn ? dayOf(inst.endedOn) : Number.POSITIVE_INFINITY,
        );
        if (closes <= end && random.chance(0.8)) terminated = closes;
      }
      const finding = random.pick(agency === 'CFPB' ? CFPB_FINDINGS : FINDINGS);
      const amount =
        isPenalty || (agency === 'CFPB' && random.chance(0.5)) ? penalty(random, inst.assets) : null;
      out.push({
        institutionId: inst.id,
        agency,
        actionType,
        docketNumber: docketNumber(agency, year, serial, actionType),
        initiatedOn: iso(initiated),
        terminatedOn: terminated === null ? null : iso(terminated),
        penaltyAmount: amount,
        summary: `${actionType} issued by the ${agency} citing ${finding}.`,
      });
    }
  }
  return out;
}

export const FIRST_NAMES: readonly string[] = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Daniel',
  'Lisa',
  'Matthew',
  'Nancy',
  'Anthony',
  'Sandra',
  'Mark',
  'Ashley',
  'Steven',
  'Kimberly',
  'Paul',
  'Emily',
  'Andrew',
  'Donna',
  'Joshua',
  'Michelle',
  'Kevin',
  'Carol',
  'Brian',
  'Amanda',
  'Gregory',
  'Melissa',
  'Jason',
  'Deborah',
  'Ryan',
  'Stephanie',
  'Eric',
  'Rebecca',
  'Scott',
  'Laura',
  'Carlos',
  'Maria',
  'Wei',
  'Priya',
  'Andre',
  'Keisha',
  'Luis',
  'Mei',
  'Omar',
  'Aisha',
];

export const LAST_NAMES: readonly string[] = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Patel',
  'Chen',
  'Kim',
  'Okafor',
  'Schmidt',
  'Larsen',
  'Murphy',
  'Sullivan',
  'Brooks',
  'Price',
  'Bennett',
  'Foster',
  'Hughes',
  'Ward',
];

type TitleSeed = readonly [title: string, role: string];

/** Executives first: every institution has the first few, larger ones go further down the list. */
const BANK_TITLES: readonly TitleSeed[] = [
  ['President and Chief Executive Officer', 'executive'],
  ['Chief Financial Officer', 'finance'],
  ['Chief Lending Officer', 'lending'],
  ['Chief Operating Officer', 'operations'],
  ['Chief Information Officer', 'technology'],
  ['Chief Compliance Officer', 'compliance'],
  ['Chief Marketing Officer', 'marketing'],
  ['Chief Credit Officer', 'lending'],
  ['Chief Risk Officer', 'compliance'],
  ['Chief Technology Officer', 'technology'],
  ['Controller', 'finance'],
  ['BSA Officer', 'compliance'],
  ['Information Security Officer', 'technology'],
  ['Director of Retail Banking', 'retail'],
  ['Commercial Lending Manager', 'lending'],
  ['Mortgage Lending Manager', 'lending'],
  ['Deposit Operations Manager', 'operations'],
  ['Digital Banking Manager', 'technology'],
  ['IT Manager', 'technology'],
  ['Marketing Manager', 'marketing'],
  ['Treasury Management Officer', 'finance'],
  ['Branch Manager', 'retail'],
  ['Loan Operations Manager', 'operations'],
  ['Network Administrator', 'technology'],
  ['Vice President, Human Resources', 'operations'],
];

const CREDIT_UNION_TITLES: readonly TitleSeed[] = [
  ['President/CEO', 'executive'],
  ['Chief Financial Officer', 'finance'],
  ['Vice President of Lending', 'lending'],
  ['Chief Operating Officer', 'operations'],
  ['Vice President of Information Technology', 'technology'],
  ['Compliance Officer', 'compliance'],
  ['Vice President of Marketing', 'marketing'],
  ['Member Services Manager', 'retail'],
  ['Chief Experience Officer', 'retail'],
  ['Accounting Manager', 'finance'],
  ['Consumer Lending Manager', 'lending'],
  ['Mortgage Manager', 'lending'],
  ['IT Manager', 'technology'],
  ['Digital Services Manager', 'technology'],
  ['Collections Manager', 'lending'],
  ['Branch Manager', 'retail'],
  ['Card Services Manager', 'operations'],
  ['Information Security Officer', 'technology'],
  ['Marketing Coordinator', 'marketing'],
  ['Human Resources Manager', 'operations'],
];

const BHC_TITLES: readonly TitleSeed[] = [
  ['Chairman and Chief Executive Officer', 'executive'],
  ['Chief Financial Officer', 'finance'],
  ['Corporate Secretary', 'compliance'],
  ['Director of Investor Relations', 'finance'],
  ['Chief Risk Officer', 'compliance'],
  ['Chief Information Officer', 'technology'],
];

/** How many people a data vendor would know at an institution of this size. */
function contactCount(random: Random, inst: ProfileInstitution): number {
  if (inst.fiType === 'bhc') return random.int(2, 4) + (inst.assets >= 10_000_000 ? 2 : 0);
  const a = inst.assets;
  if (a < 100_000) return random.int(2, 4);
  if (a < 1_000_000) return random.int(5, 9);
  if (a < 10_000_000) return random.int(10, 16);
  return random.int(18, 25);
}

const domainOf = (inst: ProfileInstitution) => {
  const site = (inst.website ?? '')
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '');
  return (
    site ||
    `${inst.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 24)}.example`
  );
};

const slug = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, '');

/**
 * Fictional people at each active demo institution, scaled by size: executives first, then managers;
 * most have an e-mail on the institution's domain, all a phone in the reserved 555-01xx range.
 */
export function planDemoContacts(
  institutions: readonly ProfileInstitution[],
  options: { seed: number },
): PlannedContact[] {
  const out: PlannedContact[] = [];
  for (const inst of institutions) {
    if (inst.endedOn) continue;
    const random = createRandom(options.seed ^ Math.imul(inst.id + 11, 0x5bd1e995));
    const titles =
      inst.fiType === 'bhc' ? BHC_TITLES : inst.fiType === 'credit_union' ? CREDIT_UNION_TITLES : BANK_TITLES;
    const count = Math.min(titles.length, contactCount(random, inst));
    const domain = domainOf(inst);
    const area = 200 + (inst.id % 780);
    const used = new Set<string>();
    for (let k = 0; k < count; k++) {
      const [title, role] = titles[k] as TitleSeed;
      let first = random.pick(FIRST_NAMES);
      let last = random.pick(LAST_NAMES);
      for (let tries = 0; used.has(`${first} ${last}`) && tries < 5; tries++) {
        first = random.pick(FIRST_NAMES);
        last = random.pick(LAST_NAMES);
      }
      used.add(`${first} ${last}`);
      const handle = `${slug(first)}.${slug(last)}`;
      out.push({
        institutionId: inst.id,
        fullName: `${first} ${last}`,
        title,
        role,
        email: random.chance(0.85) ? `${handle}@${domain}` : null,
        phone: `(${area}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`,
        linkedin: random.chance(0.6)
          ? `https://www.linkedin.com/in/${slug(first)}-${slug(last)}-${(inst.id * 31 + k).toString(36)}`
          : null,
      });
    }
  }
  return out;
}
