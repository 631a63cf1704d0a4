import { describe, expect, it } from 'vitest';
import { createNamer } from '../../ingest/demo/names.js';
import { createRandom } from '../../ingest/demo/random.js';
import { COUNTIES, type County } from '../../reference/us-counties.js';
import { MATCH_THRESHOLDS, matchOrganisations, OrganisationMatcher } from './matcher.js';
import { type IndexedInstitution, InstitutionNameIndex } from './name-index.js';
import { nameTokens } from './normalize.js';

const STATES = ['TX', 'OK', 'KS', 'NE', 'IA', 'MO', 'IL', 'WI', 'MN', 'CO', 'CA', 'NY', 'PA', 'OH', 'GA'];
const TOWNS = ['Springfield', 'Riverton', 'Fairview', 'Madison', 'Clinton', 'Salem', 'Georgetown', 'Ashland'];

/** A national-size set of demo-style names (the shape the matcher meets in the demo data). */
function corpus(size: number): IndexedInstitution[] {
  const random = createRandom(42);
  const namer = createNamer(random);
  const rows: IndexedInstitution[] = [];
  for (let id = 1; id <= size; id++) {
    const town = random.pick(TOWNS);
    const site = { town, county: COUNTIES[id % COUNTIES.length] as County };
    const kind = random.next();
    const name =
      kind < 0.45
        ? namer.bank('SM', site)
        : kind < 0.9
          ? namer.creditUnion(false, 'community', site)
          : namer.holdingCompany('Summit State Bank', false, site);
    rows.push({
      id,
      name,
      fiType: kind < 0.45 ? 'bank' : kind < 0.9 ? 'credit_union' : 'bhc',
      city: town,
      state: random.pick(STATES),
      website:
        kind < 0.9
          ? `www.${name
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '')
              .slice(0, 24)}.example`
          : null,
      assets: random.int(10_000, 5_000_000),
      rssdId: 100_000 + id,
      regulatoryId: String(id),
    });
  }
  return rows;
}

const fixed: IndexedInstitution[] = [
  {
    id: 900_001,
    name: 'Juniper Ridge Federal Credit Union',
    fiType: 'credit_union',
    city: 'Tulsa',
    state: 'OK',
    website: 'https://www.juniperridgefcu.org',
    assets: 800_000,
    rssdId: 1,
    regulatoryId: '61234',
  },
  {
    id: 900_002,
    name: 'Kestrel Valley Bank, National Association',
    fiType: 'bank',
    city: 'Wichita',
    state: 'KS',
    website: 'kestrelvalley.bank',
    assets: 2_500_000,
    rssdId: 2,
    regulatoryId: '7788',
  },
  {
    id: 900_003,
    name: 'Lantern Harbor Savings Bank',
    fiType: 'bank',
    city: 'Portland',
    state: 'ME',
    website: null,
    assets: 300_000,
    rssdId: 3,
    regulatoryId: '7789',
  },
  {
    id: 900_004,
    name: 'Lantern Harbor Savings Bank',
    fiType: 'bank',
    city: 'Portland',
    state: 'OR',
    website: null,
    assets: 200_000,
    rssdId: 4,
    regulatoryId: '7790',
  },
];

const index = new InstitutionNameIndex([...corpus(12_000), ...fixed]);
const match = (organization: string, extra: Partial<Parameters<OrganisationMatcher['match']>[0]> = {}) =>
  new OrganisationMatcher(index).match({ organization, ...extra });

describe('organisation matcher', () => {
  it('matches an exact name with near certainty', () => {
    const result = match('Juniper Ridge Federal Credit Union');
    expect(result.status).toBe('matched');
    expect(result.institutionId).toBe(900_001);
    expect(result.confidence).toBeGreaterThanOrEqual(MATCH_THRESHOLDS.matched);
  });

  it('matches abbreviated suffixes: FCU, N.A., upper case and punctuation', () => {
    expect(match('JUNIPER RIDGE FCU').institutionId).toBe(900_001);
    expect(match('Kestrel Valley Bank N.A.').institutionId).toBe(900_002);
    expect(match('kestrel valley bank').institutionId).toBe(900_002);
  });

  it('puts a misspelled name up for review or matches it, with the right institution first', () => {
    const result = match('Junipr Ridge Federal Credit Union');
    expect(['matched', 'review']).toContain(result.status);
    expect(result.candidates[0]?.institution_id).toBe(900_001);
  });

  it('takes a work e-mail domain as near-certain, and ignores free-mail domains', () => {
    const byDomain = match('KVB', { email: 'pat@online.kestrelvalley.bank' });
    expect(byDomain.status).toBe('matched');
    expect(byDomain.institutionId).toBe(900_002);
    expect(byDomain.domain).toBe('kestrelvalley.bank');
    expect(byDomain.confidence).toBeGreaterThanOrEqual(0.93);

    const freeMail = match('KVB', { email: 'pat@gmail.com' });
    expect(freeMail.domain).toBeNull();
    expect(freeMail.status).not.toBe('matched');
  });

  it('lowers the confidence when the state conflicts', () => {
    const same = match('Juniper Ridge Federal Credit Union', { state: 'Oklahoma' });
    const other = match('Juniper Ridge Federal Credit Union', { state: 'TX' });
    expect(same.status).toBe('matched');
    expect(other.confidence).toBeLessThan(same.confidence);
    expect(other.confidence).toBeLessThan(MATCH_THRESHOLDS.matched);
    expect(other.status).toBe('review');
  });

  it('asks for review when two institutions share the name, and the state settles it', () => {
    const unsure = match('Lantern Harbor Savings Bank');
    expect(unsure.status).toBe('review');
    expect(
      unsure.candidates
        .map((c) => c.institution_id)
        .slice(0, 2)
        .sort(),
    ).toEqual([900_003, 900_004]);
    expect(unsure.institutionId).toBeNull();

    const sure = match('Lantern Harbor Savings Bank', { state: 'OR', city: 'Portland' });
    expect(sure.status).toBe('matched');
    expect(sure.institutionId).toBe(900_004);
  });

  it('leaves an unknown organisation unmatched', () => {
    const result = match('Globex Consulting Partners');
    expect(result.status).toBe('unmatched');
    expect(result.institutionId).toBeNull();
    expect(result.confidence).toBeLessThan(MATCH_THRESHOLDS.review);
  });

  it('keeps at most the best five candidates, best first', () => {
    const result = match('Prairie Bank');
    expect(result.candidates.length).toBeLessThanOrEqual(MATCH_THRESHOLDS.maxCandidates);
    const confidences = result.candidates.map((c) => c.confidence);
    expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
  });

  it('matches every demo-style name of a 5,000-row file to itself', () => {
    const sample = index.institutions.filter((_, i) => i % 2 === 0).slice(0, 5_000);
    const results = matchOrganisations(
      index,
      sample.map((r) => ({ organization: r.name, state: r.state, city: r.city })),
    );
    const right = results.filter(
      (r, i) => r.status === 'matched' && r.institutionId === sample[i]?.id,
    ).length;
    expect(right / sample.length).toBeGreaterThan(0.97);
  });
});

const place = (
  id: number,
  name: string,
  state: string,
  city: string,
  extra: Partial<IndexedInstitution> = {},
): IndexedInstitution => ({
  id,
  name,
  fiType: 'bank',
  city,
  state,
  website: null,
  assets: 100_000,
  rssdId: null,
  regulatoryId: null,
  ...extra,
});
const named = [
  place(910_001, 'Prairie State Bank', 'IL', 'Springfield'),
  place(910_002, 'Prairie Bank', 'NC', 'Raleigh'),
  place(910_003, 'Prairie Bank & Trust', 'NC', 'Durham'),
  place(910_004, 'Prairie Community Bank', 'NC', 'Cary'),
  place(910_005, 'Prairie National Bank', 'NC', 'Raleigh'),
  place(910_006, 'Prairie Savings Bank', 'NC', 'Wilson'),
  place(910_010, 'Evergreen of Detroit', 'MI', 'Detroit'),
  // As NCUA files a federal credit union: no "Federal Credit Union" in the name.
  place(910_020, 'QUILLBACK', 'WA', 'Everett', { fiType: 'credit_union', charterClass: 'federal' }),
];
const namedKeys = new Set(named.map((r) => nameTokens(r.name).join(' ')));
const prairieIndex = new InstitutionNameIndex([
  ...corpus(12_000).filter((r) => !namedKeys.has(nameTokens(r.name).join(' '))),
  ...named,
]);
const find = (organization: string, extra: Partial<Parameters<OrganisationMatcher['match']>[0]> = {}) =>
  new OrganisationMatcher(prairieIndex).match({ organization, ...extra });

describe('organisation matcher: exact names first, confidence by edit distance and word rarity', () => {
  it('ranks the exact name first even when the row gives another institution’s state', () => {
    const result = find('Prairie State Bank', { state: 'NC' });
    expect(result.candidates[0]?.institution_id).toBe(910_001);
    // The state disagrees, so a person confirms it; the NC bank of another name trails it.
    expect(result.status).toBe('review');
    const others = result.candidates.slice(1);
    expect(others.map((c) => c.institution_id)).toContain(910_002);
    for (const other of others) {
      expect(other.confidence).toBeLessThanOrEqual(
        (result.candidates[0]?.confidence ?? 0) - MATCH_THRESHOLDS.margin + 1e-9,
      );
    }
  });

  it('matches an exact name at 100%, written any of the ways normalisation treats as equal', () => {
    for (const spelling of [
      'Prairie State Bank',
      'PRAIRIE STATE BANK',
      'The Prairie State Bank, Inc.',
      'Prairie State Bk',
    ]) {
      const result = find(spelling);
      expect(result.status, spelling).toBe('matched');
      expect(result.institutionId, spelling).toBe(910_001);
      expect(result.confidence, spelling).toBe(1);
    }
    expect(find('Prairie State Bank', { state: 'IL', city: 'Springfield' }).confidence).toBe(1);
  });

  it('never gives a misspelled name 100%, even with its state and city agreeing', () => {
    const typo = find('Evergren of Detroit', { state: 'MI', city: 'Detroit' });
    const exact = find('Evergreen of Detroit', { state: 'MI', city: 'Detroit' });
    expect(typo.candidates[0]?.institution_id).toBe(910_010);
    expect(typo.confidence).toBeLessThan(1);
    expect(typo.confidence).toBeLessThan(exact.confidence);
    expect(exact.confidence).toBe(1);
    expect(find('Evergren of Detroit').confidence).toBeLessThan(1);
    for (const slip of ['Prairie Stat Bank', 'Prarie State Bank', 'Prairie State Bnak']) {
      const result = find(slip);
      expect(result.candidates[0]?.institution_id, slip).toBe(910_001);
      expect(result.confidence, slip).toBeLessThan(1);
    }
  });

  it('lowers the confidence with each further typing error', () => {
    const one = find('Evergren of Detroit').confidence;
    const two = find('Evrgren of Detroit').confidence;
    expect(two).toBeLessThan(one);
  });

  it('costs more for a slip in a rare word than in a common one', () => {
    // "Prairie" names few institutions, "Bank" thousands.
    expect(find('Prarie State Bank').confidence).toBeLessThan(find('Prairie State Bnak').confidence);
  });

  it('lets the row’s state add to a similar name without reaching 100%', () => {
    const bare = find('Prairie Bank and Trusst');
    const located = find('Prairie Bank and Trusst', { state: 'NC', city: 'Durham' });
    expect(located.candidates[0]?.institution_id).toBe(910_003);
    expect(located.confidence).toBeGreaterThan(bare.confidence);
    expect(located.confidence).toBeLessThan(1);
  });

  it('reads a credit union filed without "Federal Credit Union" as the same name written out', () => {
    for (const spelling of ['Quillback Federal Credit Union', 'Quillback FCU', 'QUILLBACK']) {
      const result = find(spelling);
      expect(result.institutionId, spelling).toBe(910_020);
      expect(result.confidence, spelling).toBe(1);
    }
  });
});
