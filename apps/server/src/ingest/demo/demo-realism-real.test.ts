import { beforeAll, describe, expect, it } from 'vitest';
import { sharedData, sharedDataSkipReason } from '../../test/shared-data.js';
import { draftDemoIdentities } from './generate-demo.js';
import { normaliseInstitutionName } from './name-key.js';
import { isRealInstitutionName } from './names.js';
import { placesIn } from './places.js';
import {
  REAL_SOURCES,
  type RealBank,
  type RealCreditUnion,
  readRealBanks,
  readRealCreditUnions,
  readSodInstitutionNames,
  readSodPlaces,
} from './real-sources.js';

/**
 * The demo against the real regulator files: no demo name is a real institution's, the committed
 * tables are current, and the demo's names follow the real industry's patterns in about the real
 * proportions (FDIC SDI 2019-06-30 banks, NCUA FOICU 2025-12 credit unions).
 */

const skip = sharedDataSkipReason(REAL_SOURCES.sdi, ...REAL_SOURCES.sod, ...REAL_SOURCES.foicu);
const national = draftDemoIdentities({});
const banks = national.filter((i) => i.fiType === 'bank');
const unions = national.filter((i) => i.fiType === 'credit_union');
const bhcs = national.filter((i) => i.fiType === 'bhc');

/** Share of names matching each pattern. */
function shares(names: readonly string[], patterns: Record<string, RegExp>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(patterns).map(([k, re]) => [k, names.filter((n) => re.test(n)).length / names.length]),
  );
}

/** Each share within half of the real share either way, or two points when the real share is small. */
function expectClose(demo: Record<string, number>, real: Record<string, number>) {
  for (const [k, share] of Object.entries(real)) {
    const band = Math.max(0.02, share * 0.5);
    expect(
      Math.abs((demo[k] ?? 0) - share),
      `${k}: demo ${demo[k]?.toFixed(3)}, real ${share.toFixed(3)}`,
    ).toBeLessThanOrEqual(band);
  }
}

const BANK_PATTERNS = {
  First: /\bfirst\b/i,
  National: /\bnational\b|\bn\.a\./i,
  'State Bank': /\bstate bank\b/i,
  Savings: /\bsavings\b/i,
  Farmers: /\bfarmers\b/i,
  Citizens: /\bcitizens\b/i,
  Peoples: /\bpeople'?s\b/i,
  'Bank & Trust': /\bbank (&|and) trust\b/i,
  'Bank of <town>': /^(the )?bank of\b/i,
  Community: /\bcommunity\b/i,
  County: /\bcounty\b|\bparish\b/i,
};

/** Credit-union names as NCUA files them, without "Federal Credit Union" / "Credit Union". */
const CU_PATTERNS = {
  Community: /\bcommunity\b/i,
  'Teachers, educators, schools': /teacher|educat|school/i,
  Employees: /\bemployees\b/i,
  'Church, parish': /church|parish/i,
  Postal: /\bpostal\b/i,
  'Fire, police': /fire|police/i,
  'Health, hospital, medical': /health|hospital|medical/i,
  County: /\bcounty\b/i,
};

const HOLDING_COMPANY_PATTERNS = {
  Bancshares: /\bbancshares\b/i,
  Bancorp: /\bbancorp\b/i,
  Bancorporation: /\bbancorporation\b/i,
  Bankshares: /\bbankshares\b/i,
  Financial: /\bfinancial\b/i,
  Holding: /\bholding/i,
};

describe.skipIf(skip)(`demo names against the real files${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let realBanks: RealBank[] = [];
  let realUnions: RealCreditUnion[] = [];
  const realNames = new Set<string>();

  beforeAll(async () => {
    realBanks = (await readRealBanks(sharedData(REAL_SOURCES.sdi))).filter((b) =>
      ['N', 'NM', 'SM', 'SB', 'SA'].includes(b.charterClass),
    );
    const [latest = '', ...older] = REAL_SOURCES.foicu;
    realUnions = await readRealCreditUnions(sharedData(latest));
    const olderUnions = (await Promise.all(older.map((f) => readRealCreditUnions(sharedData(f))))).flat();
    const add = (name: string) => realNames.add(normaliseInstitutionName(name));
    for (const bank of realBanks) {
      add(bank.name);
      add(bank.holdingCompany);
    }
    for (const union of [...realUnions, ...olderUnions]) add(union.name);
    for (const file of REAL_SOURCES.sod)
      for await (const name of readSodInstitutionNames(sharedData(file))) add(name);
  }, 120_000);

  it('gives no demo institution a real institution’s name', () => {
    expect(realNames.size).toBeGreaterThan(10_000);
    const copied = national.filter((i) => realNames.has(normaliseInstitutionName(i.name)));
    expect(copied.map((i) => i.name)).toEqual([]);
  });

  it('knows every real name from the committed hashes, so the generator needs no real file', () => {
    const unknown = [...realBanks.map((b) => b.name), ...realUnions.map((u) => u.name)].filter(
      (name) => !isRealInstitutionName(name),
    );
    expect(unknown.slice(0, 5)).toEqual([]);
  });

  it('names banks in the real proportions: First, National, State Bank, Bank & Trust, Bank of <town>...', () => {
    expectClose(
      shares(
        banks.map((b) => b.name),
        BANK_PATTERNS,
      ),
      shares(
        realBanks.map((b) => b.name),
        BANK_PATTERNS,
      ),
    );
  });

  it('names credit unions in the real proportions, with the real share of federal charters', () => {
    const bases = unions.map((u) => u.name.replace(/ (Federal )?Credit Union$/, ''));
    expectClose(
      shares(bases, CU_PATTERNS),
      shares(
        realUnions.map((u) => u.name),
        CU_PATTERNS,
      ),
    );
    const federal = unions.filter((u) => u.charterClass === 'Federal').length / unions.length;
    const realFederal = realUnions.filter((u) => u.federal).length / realUnions.length;
    expect(Math.abs(federal - realFederal)).toBeLessThan(0.05);
  });

  it('names holding companies in the real proportions of Bancshares, Bancorp, Financial...', () => {
    const real = [...new Set(realBanks.map((b) => b.holdingCompany).filter(Boolean))];
    expectClose(
      shares(
        bhcs.map((b) => b.name),
        HOLDING_COMPANY_PATTERNS,
      ),
      shares(real, HOLDING_COMPANY_PATTERNS),
    );
  });

  it('takes every reference place (county, city, ZIP) from a real bank office of SOD 2023', async () => {
    const real = new Set<string>();
    for await (const p of readSodPlaces(sharedData(REAL_SOURCES.sod[0])))
      real.add(`${p.countyFips}|${p.city}|${p.zip}`);
    const invented = [...new Set(national.map((i) => i.countyFips))]
      .flatMap((fips) => placesIn(fips).map((p) => `${fips}|${p.city}|${p.zip}`))
      .filter((key) => !real.has(key));
    expect(invented).toEqual([]);
  }, 60_000);
});
