import { describe, expect, it } from 'vitest';
import { COUNTIES } from '../../reference/us-counties.js';
import { type DemoInstitution, draftDemoIdentities, generateDemoDataSet } from './generate-demo.js';
import { HOLDING_COMPANY_FORMS, MUTUAL_HOLDING_COMPANY_FORMS } from './name-patterns.js';
import { distinctiveWords } from './names.js';
import { placesIn } from './places.js';

/**
 * What a banker notices in the demo data: every institution and branch sits at a real city and ZIP of
 * its own county and state; every name fits its charter (National only for national banks, Savings only
 * for savings institutions, Federal Credit Union only for federal charters); holding companies are named
 * after their lead bank. The national set (10,000 institutions) is drafted without its financials; the
 * branches come from a full small data set. The real-file checks are in demo-realism-real.test.ts.
 */

const national = draftDemoIdentities({});
const small = generateDemoDataSet({
  latestPeriod: '2026-09-30',
  banks: 300,
  holdingCompanies: 60,
  creditUnions: 300,
});
const county = new Map(COUNTIES.map((c) => [c[0], c]));

type Located = { name: string; city: string; state: string; zip: string; countyFips: string };

/** Why a located record is not at a real place of its county, or undefined when it is. */
function misplaced(r: Located): string | undefined {
  const c = county.get(r.countyFips);
  if (!c) return `${r.name}: unknown county ${r.countyFips}`;
  if (c[2] !== r.state) return `${r.name}: county ${r.countyFips} (${c[1]}, ${c[2]}) is not in ${r.state}`;
  const places = placesIn(r.countyFips);
  if (!places.some((p) => p.city === r.city)) return `${r.name}: ${r.city} is not a city of ${c[1]}, ${c[2]}`;
  if (!places.some((p) => p.city === r.city && p.zip === r.zip))
    return `${r.name}: ZIP ${r.zip} is not a ZIP of ${r.city}, ${c[1]}, ${c[2]}`;
  return undefined;
}

describe('demo places', () => {
  it('puts every institution at a real city and ZIP of its own county and state', () => {
    const wrong = [...national, ...small.institutions].map(misplaced).filter(Boolean);
    expect(wrong.slice(0, 5)).toEqual([]);
    for (const inst of national) expect(county.get(inst.countyFips)?.[1]).toBe(inst.countyName);
  });

  it('puts every branch at a real city and ZIP of the branch county', () => {
    const wrong = small.branches
      .map((b) => misplaced({ ...b, name: `${b.name} (institution ${b.institutionKey})` }))
      .filter(Boolean);
    expect(small.branches.length).toBeGreaterThan(1_000);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('spreads institutions over many real towns, not one per county', () => {
    const towns = new Set(national.map((i) => `${i.city}, ${i.state}`));
    expect(towns.size).toBeGreaterThan(3_000);
    const zips = new Set(national.map((i) => i.zip));
    expect(zips.size).toBeGreaterThan(3_500);
  });
});

type Named = Pick<DemoInstitution, 'name' | 'fiType' | 'charterClass'>;

/** Why a name does not fit its charter, or undefined when it does. */
export function charterMismatch(i: Named): string | undefined {
  const says = (re: RegExp) => re.test(i.name);
  if (i.fiType === 'bank') {
    if (says(/\bNational\b|\bN\.A\./) !== (i.charterClass === 'N'))
      return `${i.name} (${i.charterClass}): "National" belongs to national banks only`;
    if (says(/\bSavings\b/) !== (i.charterClass === 'SB' || i.charterClass === 'SA'))
      return `${i.name} (${i.charterClass}): "Savings" belongs to savings institutions only`;
    if (says(/\bFederal\b/) !== (i.charterClass === 'SA'))
      return `${i.name} (${i.charterClass}): "Federal" belongs to federal savings associations only`;
    if (says(/Credit Union|Bancorp|Bancshares/)) return `${i.name}: a bank named like another kind`;
  }
  if (i.fiType === 'credit_union') {
    if (!says(/ Credit Union$/)) return `${i.name}: a credit union without "Credit Union"`;
    if (says(/ Federal Credit Union$/) !== (i.charterClass === 'Federal'))
      return `${i.name} (${i.charterClass}): "Federal Credit Union" belongs to federal charters only`;
    if (i.charterClass !== 'Federal' && says(/\bFederal\b/))
      return `${i.name}: a state charter called Federal`;
    if (says(/\bBank\b|\bNational\b/)) return `${i.name}: a credit union named like a bank`;
  }
  return undefined;
}

/** Longest first, so "Financial Corporation" is found before "Corporation". */
const FORMS = [...HOLDING_COMPANY_FORMS, ...MUTUAL_HOLDING_COMPANY_FORMS]
  .map((f) => f[1])
  .sort((a, b) => b.length - a.length);

describe('demo names', () => {
  it('fit each charter: National, Savings, Federal and Federal Credit Union only where they belong', () => {
    const wrong = national.map(charterMismatch).filter(Boolean);
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(national.filter((i) => i.fiType === 'bank' && i.charterClass === 'N').length).toBeGreaterThan(500);
  });

  it('are unique, ignoring case, spaces, punctuation and "The"', () => {
    const key = (n: string) =>
      n
        .toLowerCase()
        .replace(/^the /, '')
        .replace(/[^a-z0-9]+/g, '');
    const seen = new Map<string, string>();
    const twice = national.filter((i) => {
      const before = seen.get(key(i.name));
      seen.set(key(i.name), i.name);
      return before !== undefined;
    });
    expect(twice.map((i) => i.name).slice(0, 5)).toEqual([]);
  });

  it('name each holding company from its lead bank: its distinctive words and a holding-company form', () => {
    const byKey = new Map(national.map((i) => [i.key, i]));
    const leadOf = new Map<number, (typeof national)[number]>();
    for (const bank of national)
      if (bank.fiType === 'bank' && bank.parentKey !== null && !leadOf.has(bank.parentKey))
        leadOf.set(bank.parentKey, bank);
    const bhcs = national.filter((i) => i.fiType === 'bhc');
    expect(bhcs.length).toBe(1_000);
    for (const bhc of bhcs) {
      const lead = leadOf.get(bhc.key);
      expect(lead, bhc.name).toBeDefined();
      if (!lead) continue;
      const form = FORMS.find(
        (f) => bhc.name.endsWith(` ${f}`) || new RegExp(` ${f} [IVX]+$`).test(bhc.name),
      );
      expect(form, `${bhc.name}: not a holding-company form`).toBeDefined();
      const distinct = distinctiveWords(lead.name, lead.city);
      const own = new Set([...lead.name.split(' '), ...lead.city.split(' ')]);
      expect(bhc.name.startsWith(distinct), `${bhc.name} from ${lead.name}`).toBe(true);
      const words = bhc.name
        .slice(0, bhc.name.length - (form?.length ?? 0))
        .trim()
        .split(' ');
      const foreign = words.filter((w) => !own.has(w) && !/^[IVX]+$/.test(w));
      expect(foreign, `${bhc.name} from ${lead.name} (${lead.city})`).toEqual([]);
      expect(byKey.get(bhc.key)?.city).toBe(lead.city);
    }
  });
});
