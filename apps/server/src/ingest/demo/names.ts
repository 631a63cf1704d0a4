import { US_STATES } from '@fin-atlas/domain';
import { REAL_NAME_HASHES } from '../../reference/real-institution-names.js';
import type { County } from '../../reference/us-counties.js';
import { NAME_HASH_WIDTH, nameHash, normaliseInstitutionName } from './name-key.js';
import {
  BANK_WORDS,
  CHURCHES,
  COMMERCIAL_BANK,
  COMMUNITY_CU,
  CU_WORDS,
  DIRECTIONS,
  GENERIC_BANK_WORDS,
  HOLDING_COMPANY_FORMS,
  MULTIPLE_BOND_CU,
  MUTUAL_HOLDING_COMPANY_FORMS,
  NATIONAL_BANK,
  type Pattern,
  SAINTS,
  SAVINGS_ASSOCIATION,
  SAVINGS_BANK,
  SINGLE_BOND_CU,
} from './name-patterns.js';
import type { Random } from './random.js';

/** Where an institution is: its city, county and state fill a name's place slots. */
export type NameSite = { town: string; county: County };

const REAL_NAMES = new Set(
  Array.from({ length: REAL_NAME_HASHES.length / NAME_HASH_WIDTH }, (_, i) =>
    REAL_NAME_HASHES.slice(i * NAME_HASH_WIDTH, (i + 1) * NAME_HASH_WIDTH),
  ),
);

/** True when the name is (after normalisation) a real institution's, per the committed hashes. */
export const isRealInstitutionName = (name: string) =>
  REAL_NAMES.has(nameHash(normaliseInstitutionName(name)));

const STATE_NAMES = new Map(US_STATES.map((s) => [s.code, s.name]));

/** States and territories whose county-level units are not called counties (boroughs, municipios...). */
const NO_COUNTIES = new Set(['AK', 'DC', 'PR', 'VI', 'GU', 'AS', 'MP']);

/** "Adams County", "Acadia Parish"; none where the county is a city, a borough or a municipio. */
/** A demo institution's web address, on the reserved .example domain. */
export function demoWebsiteOf(name: string): string {
  return `www.${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24)}.example`;
}

export function countyLabel(county: County): string | undefined {
  const [fips, name, state] = county;
  // Carson City (32510) is a consolidated city, as Virginia's "(City)" entries are.
  if (NO_COUNTIES.has(state) || name.includes('(City)') || fips === '32510') return undefined;
  return `${name} ${state === 'LA' ? 'Parish' : 'County'}`;
}

export const BANK_PATTERNS: Readonly<Record<string, readonly Pattern[]>> = {
  N: NATIONAL_BANK,
  NM: COMMERCIAL_BANK,
  SM: COMMERCIAL_BANK,
  SB: SAVINGS_BANK,
  SA: SAVINGS_ASSOCIATION,
};

export const CU_PATTERNS: Readonly<Record<string, readonly Pattern[]>> = {
  Community: COMMUNITY_CU,
  'Low-income designated community': COMMUNITY_CU,
  'Single common bond': SINGLE_BOND_CU,
  'Multiple common bond': MULTIPLE_BOND_CU,
};

const ATTEMPTS = 60;
/** What a bank named "<word> ... of <town>" is called when its charter's patterns are used up. */
const BANK_FALLBACK_KIND: Readonly<Record<string, string>> = {
  N: 'National Bank',
  SB: 'Savings Bank',
  SA: 'Federal Savings Bank',
};
/** A town named for a charter word (Federal Way, National City, Red Bank) never fills a name slot. */
const CHARTER_WORDS = /\b(National|Federal|Savings|Bank)\b/;
const COMMON_WORDS = new Set(BANK_WORDS.map((w) => w[1]));

/**
 * Names drawn in the real industry's patterns and proportions, consistent with each charter, unique,
 * and never a real institution's name. Draws come from the namer's own random stream, so naming never
 * shifts the financial simulation.
 */
export function createNamer(random: Random) {
  const used = new Set<string>();
  const pattern = (patterns: readonly Pattern[]) => random.weighted(patterns, (p) => p[0])[1];
  const fill = (template: string, site: NameSite, words: readonly Pattern[]): string | undefined => {
    const county = countyLabel(site.county);
    if (template.includes('{county}') && !county) return undefined;
    if (template.includes('{town}') && CHARTER_WORDS.test(site.town)) return undefined;
    return template
      .replace('{town}', site.town)
      .replace('{county}', county ?? '')
      .replace('{state}', STATE_NAMES.get(site.county[2]) ?? site.county[2])
      .replace('{dir}', random.pick(DIRECTIONS))
      .replace('{word}', pattern(words))
      .replace('{church}', random.pick(CHURCHES))
      .replace('{saint}', random.pick(SAINTS));
  };
  /** The town, or its state where the town's name carries a charter word. */
  const plainTown = (site: NameSite) =>
    CHARTER_WORDS.test(site.town) ? (STATE_NAMES.get(site.county[2]) ?? site.county[2]) : site.town;
  /** Takes the name if it is new and not real. */
  const claim = (name: string | undefined): name is string => {
    if (!name) return false;
    const key = normaliseInstitutionName(name);
    if (used.has(key) || isRealInstitutionName(name)) return false;
    used.add(key);
    return true;
  };
  /** A name from the patterns; failing that, the first free fallback, in order; a numeral at last. */
  const draw = (candidate: () => string | undefined, fallbacks: () => string[]): string => {
    for (let i = 0; i < ATTEMPTS; i++) {
      const name = candidate();
      if (claim(name)) return name;
    }
    const options = fallbacks();
    for (const name of options) if (claim(name)) return name;
    // Only a county crowded past every pattern gets here; real banks then add a numeral (The Missouri Bank II).
    for (let n = 2; ; n++) {
      const name = `${options[0]} ${roman(n)}`;
      if (claim(name)) return name;
    }
  };
  /** The distinctive words in order of weight, each with the town: "Huntsville Heritage...". */
  const wordsWith = (words: readonly Pattern[], make: (word: string) => string) =>
    [...words].sort((a, b) => b[0] - a[0]).map((w) => make(w[1]));
  return {
    bank(charterClass: string, site: NameSite): string {
      const patterns = BANK_PATTERNS[charterClass] ?? COMMERCIAL_BANK;
      const kind = BANK_FALLBACK_KIND[charterClass] ?? 'Bank';
      return draw(
        () => fill(pattern(patterns), site, BANK_WORDS),
        () => wordsWith(BANK_WORDS, (word) => `${word} ${kind} of ${plainTown(site)}`),
      );
    },
    creditUnion(federal: boolean, fieldOfMembership: string, site: NameSite): string {
      const patterns = CU_PATTERNS[fieldOfMembership] ?? COMMUNITY_CU;
      const suffix = federal ? 'Federal Credit Union' : 'Credit Union';
      return draw(
        () => {
          const base = fill(pattern(patterns), site, CU_WORDS);
          return base && `${base} ${suffix}`;
        },
        () => wordsWith(CU_WORDS, (word) => `${plainTown(site)} ${word} ${suffix}`),
      );
    },
    /** Named from its lead bank's distinctive words, as real holding companies are. */
    holdingCompany(leadName: string, mutual: boolean, site: NameSite): string {
      const distinct = distinctiveWords(leadName, site.town);
      const forms = mutual && random.chance(0.5) ? MUTUAL_HOLDING_COMPANY_FORMS : HOLDING_COMPANY_FORMS;
      // A lone common word ("Citizens") is shared by hundreds of real companies; most add their town.
      const common = COMMON_WORDS.has(distinct);
      return draw(
        () => {
          const words = common && random.chance(0.7) ? `${distinct} ${site.town}` : distinct;
          return `${words} ${pattern(forms)}`;
        },
        () => {
          const placed = distinct.includes(site.town) ? distinct : `${distinct} ${site.town}`;
          return HOLDING_COMPANY_FORMS.map((form) => `${placed} ${form[1]}`);
        },
      );
    },
  };
}

/**
 * "Farmers & Merchants Bank of Clio" gives "Farmers & Merchants", "First National Bank of Auburn"
 * "First Auburn", "Bank of Clio" "Clio": the words before "of" that are not what every bank is called.
 */
export function distinctiveWords(bankName: string, town: string): string {
  const [own = ''] = bankName.replace(/, N\.A\.$|, National Association$/, '').split(' of ');
  const kept = own
    .split(' ')
    .filter((w) => w !== '' && !GENERIC_BANK_WORDS.has(w.toLowerCase()))
    .join(' ')
    .replace(/^(& |and )|( &| and)$/g, '');
  return kept === '' || kept === 'First' ? `${kept} ${town}`.trim() : kept;
}

function roman(n: number): string {
  const numerals: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  for (const [value, numeral] of numerals) for (; n >= value; n -= value) out += numeral;
  return out;
}
