import { describe, expect, it } from 'vitest';
import { BANK_DICTIONARY } from '../../reference/line-items/bank-line-items.js';
import { CREDIT_UNION_DICTIONARY } from '../../reference/line-items/credit-union-line-items.js';
import { type DemoInstitution, generateDemoDataSet } from './generate-demo.js';

const small = () =>
  generateDemoDataSet({ latestPeriod: '2026-09-30', banks: 300, holdingCompanies: 60, creditUnions: 300 });

/**
 * An identity of the call report: `total` equals the sum of `parts` (a leading '-' subtracts). Both
 * regulators' amounts are whole $ thousands in the demo, so the identities hold exactly.
 */
type Identity = [total: string, parts: string[]];

const BANK_IDENTITIES: Identity[] = [
  ['asset', ['chbal', 'sc', 'frepo', 'lnlsnet', 'trade', 'bkprem', 'ore', 'intan', 'idoa']],
  ['asset', ['liab', 'eqtot']],
  ['liabeq', ['liab', 'eqtot']],
  ['liab', ['dep', 'frepp', 'tradel', 'idobrmtg', 'subnd', 'idoliab']],
  ['eqtot', ['eq', 'eqconsub']],
  ['eq', ['eqpp', 'eqcs', 'eqsur', 'equptot']],
  ['idlnls', ['lnre', 'lnag', 'lnci', 'lncon', 'lnmuni', 'lndepac', 'ls', 'idothlns']],
  ['lnre', ['lnreres', 'lnremult', 'lnrenres', 'lnrecons', 'lnreag']],
  ['lnreres', ['lnrersfm', 'lnrersf2', 'lnreloc']],
  ['lnrenres', ['lnrenrow', 'lnrenrot']],
  ['lncon', ['lncrcd', 'lnconrp', 'lnauto', 'lnconoth']],
  ['lnlsgr', ['idlnls', '-lncontra']],
  ['lnlsnet', ['lnlsgr', '-lnatres']],
  ['sc', ['scus', 'scmuni', 'scmtgbk', 'scabs', 'scodot', 'sceq']],
  ['sc', ['scaf', 'scha', 'sceq']],
  ['dep', ['depdom', 'depfor']],
  ['dep', ['depi', 'depnidom']],
  ['depdom', ['trn', 'ntr']],
  ['depdom', ['depidom', 'depnidom']],
  ['ntr', ['ntrsmmda', 'ntrsoth', 'ntrtime']],
  ['coredep', ['depdom', '-ntrtmlgj', '-broins']],
  ['ernast', ['chbali', 'sc', 'frepo', 'lnlsgr', 'trade']],
  ['intinc', ['ilndom', 'ilnfor', 'ils', 'isc', 'ichbal', 'ifrepo', 'itrade', 'iothii']],
  ['eintexp', ['edepdom', 'edepfor', 'efrepp', 'ettlotmg', 'esubnd', 'ideothint']],
  ['nim', ['intinc', '-eintexp']],
  [
    'nonii',
    [
      'ifiduc',
      'iserchg',
      'igltrad',
      'iinvfee',
      'iserfee',
      'isecz',
      'iinscom',
      'netgnsln',
      'netgnsre',
      'netgnast',
      'iotnii',
    ],
  ],
  ['nonix', ['esal', 'epremagg', 'eamintan', 'eothnint']],
  ['idpretx', ['nim', 'nonii', '-nonix', '-elnatr']],
  ['ibefxtr', ['idpretx', 'iglsec', '-itax']],
  ['netinc', ['ibefxtr', 'extra', '-netimin']],
  ...(['dr', 'cr', 'nt'] as const).flatMap((k): Identity[] => [
    [`${k}lnls`, [`${k}re`, `${k}ag`, `${k}ci`, `${k}con`, `${k}ls`, `${k}other`]],
    [`${k}re`, [`${k}reres`, `${k}remult`, `${k}renres`, `${k}recons`, `${k}reag`]],
    [`${k}con`, [`${k}crcd`, `${k}auto`, `${k}conoth`]],
  ]),
  ...[
    'lnls',
    're',
    'reres',
    'remult',
    'renres',
    'recons',
    'reag',
    'ag',
    'ci',
    'con',
    'crcd',
    'auto',
    'conoth',
    'ls',
    'other',
  ].map((type): Identity => [`nt${type}`, [`dr${type}`, `-cr${type}`]]),
  ...(['p9', 'na'] as const).flatMap((k): Identity[] => [
    [`${k}re`, [`${k}reres`, `${k}remult`, `${k}renres`, `${k}recons`, `${k}reag`]],
    [`${k}con`, [`${k}crcd`, `${k}auto`, `${k}conoth`]],
    [k === 'p9' ? 'p9asset' : 'naasset', [`${k}re`, `${k}ag`, `${k}ci`, `${k}con`, `${k}ls`, `${k}othln`]],
  ]),
  ['nclnls', ['p9asset', 'naasset']],
];

/** Parts that cannot exceed their whole: [part, whole]. */
const BANK_BOUNDS: [string, string][] = [
  ['chbali', 'chbal'],
  ['scpledge', 'sc'],
  ['ntrtmlgj', 'ntrtime'],
  ['ddt', 'trn'],
  ['broins', 'bro'],
  ['depins', 'dep'],
  ['irakeogh', 'dep'],
  ['othbfhlb', 'idobrmtg'],
  ['lnlssale', 'lnrersfm'],
  ['lnci4', 'lnci'],
  ['lnrenr4', 'lnrenres'],
  ['lnag4', 'lnag'],
  ['lnreag4', 'lnreag'],
  ['ncgtypar', 'nclnls'],
  ['intanmsr', 'intan'],
  ['intangw', 'intan'],
  ['lnatres', 'lnlsgr'],
];

const CREDIT_UNION_IDENTITIES: Identity[] = [
  [
    'acct_010',
    [
      'acct_as0009',
      'acct_as0013',
      'acct_as0017',
      'acct_025b',
      '-acct_as0048',
      '-acct_719',
      'acct_003',
      'acct_007',
      'acct_008',
      'acct_794',
      'acct_798a',
      'acct_as0036',
    ],
  ],
  ['acct_014', ['acct_010']],
  ['acct_as0009', ['acct_730', 'acct_730a', 'acct_730b', 'acct_as0007', 'acct_as0008']],
  [
    'acct_025b',
    [
      'acct_703a',
      'acct_703',
      'acct_386a',
      'acct_386b',
      'acct_718a5',
      'acct_400p',
      'acct_396',
      'acct_397',
      'acct_397a',
      'acct_698a',
      'acct_385',
      'acct_370',
      'acct_698c',
      'acct_002',
    ],
  ],
  ['acct_018', ['acct_013', 'acct_880']],
  ['acct_013', ['acct_902', 'acct_657', 'acct_911', 'acct_908c', 'acct_906c', 'acct_630']],
  ['acct_018', ['acct_068a', 'acct_069a']],
  ['acct_li0069', ['acct_018', 'acct_860c', 'acct_825', 'acct_820a']],
  ['acct_014', ['acct_li0069', 'acct_997', 'acct_eq0009']],
  ['acct_997', ['acct_940', 'acct_658', 'acct_668', 'acct_925a']],
  ['acct_041b', ['acct_021b', 'acct_022b', 'acct_023b']],
  ['acct_115', ['acct_110', '-acct_119', 'acct_120']],
  ['acct_350', ['acct_380', 'acct_381', 'acct_340']],
  ['acct_117', ['acct_131', 'acct_is0020', 'acct_659', 'acct_is0029', 'acct_430', 'acct_440']],
  [
    'acct_671',
    [
      'acct_210',
      'acct_230',
      'acct_250',
      'acct_260',
      'acct_270',
      'acct_280',
      'acct_290',
      'acct_310',
      'acct_320',
      'acct_360',
    ],
  ],
  ['acct_661a', ['acct_115', '-acct_350', '-acct_is0017', '-acct_300', 'acct_117', '-acct_671']],
];

const CREDIT_UNION_BOUNDS: [string[], string][] = [
  [['acct_041c1', 'acct_041c2', 'acct_045b', 'acct_041t', 'acct_dl0062', 'acct_dl0069'], 'acct_041b'],
  [
    [
      'acct_680',
      'acct_550c1',
      'acct_550c2',
      'acct_ch0007',
      'acct_ch0015',
      'acct_ch0017',
      'acct_ch0019',
      'acct_550t',
    ],
    'acct_550',
  ],
  [
    [
      'acct_681',
      'acct_551c1',
      'acct_551c2',
      'acct_ch0008',
      'acct_ch0016',
      'acct_ch0018',
      'acct_ch0020',
      'acct_551t',
    ],
    'acct_551',
  ],
  [['acct_618a'], 'acct_025b'],
  [['acct_041e'], 'acct_041b'],
  [['acct_550e'], 'acct_550'],
  [['acct_551e'], 'acct_551'],
  [['acct_083'], 'acct_084'],
  [['acct_083'], 'acct_460'],
];

const BANK_COUNTS = ['numemp', 'offdom', 'offfor', 'iddepsmb', 'iddeplgb', 'depsmrn', 'deplgrn'];
const CREDIT_UNION_COUNTS = [
  'acct_083',
  'acct_084',
  'acct_025a',
  'acct_460',
  'acct_564a',
  'acct_564b',
  'acct_566',
];

function checkIdentities(
  institutions: readonly DemoInstitution[],
  identities: readonly Identity[],
  failures: string[],
) {
  for (const inst of institutions) {
    for (const [period, r] of inst.financials) {
      for (const [total, parts] of identities) {
        let sum = 0;
        for (const part of parts) {
          const value = r[part.replace('-', '')];
          if (value === undefined) failures.push(`${inst.name} ${period}: ${part} missing`);
          sum += part.startsWith('-') ? -(value ?? 0) : (value ?? 0);
        }
        if (r[total] !== sum)
          failures.push(`${inst.name} ${period}: ${total} ${r[total]} ≠ ${parts.join(' + ')} = ${sum}`);
      }
    }
  }
}

describe('national demo data set', () => {
  const data = small();
  const banks = data.institutions.filter((i) => i.fiType === 'bank');
  const holdingCompanies = data.institutions.filter((i) => i.fiType === 'bhc');
  const creditUnions = data.institutions.filter((i) => i.fiType === 'credit_union');

  it('is deterministic for a seed and a latest period', () => {
    const again = small();
    expect(again.institutions.map((i) => i.name)).toEqual(data.institutions.map((i) => i.name));
    const pick = (d: typeof data, index: number) => d.institutions[index]?.financials.get('2025-06-30');
    for (const index of [17, 400, data.institutions.length - 1])
      expect(pick(again, index)).toEqual(pick(data, index));
    expect(again.events).toEqual(data.events);
  });

  it('covers twenty quarters ending at the latest period', () => {
    expect(data.periods).toHaveLength(20);
    expect(data.periods[0]).toBe('2021-12-31');
    expect(data.periods.at(-1)).toBe('2026-09-30');
  });

  it('files only line items of the dictionaries, amounts in whole $000 and counts as whole numbers', () => {
    const failures: string[] = [];
    for (const inst of data.institutions) {
      const dictionary = inst.fiType === 'credit_union' ? CREDIT_UNION_DICTIONARY : BANK_DICTIONARY;
      for (const [period, r] of inst.financials) {
        for (const [code, value] of Object.entries(r)) {
          if (!dictionary.index.has(code))
            failures.push(`${inst.name} ${period}: ${code} not in the dictionary`);
          if (!Number.isInteger(value)) failures.push(`${inst.name} ${period}: ${code} = ${value}`);
        }
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    const counts = new Set([...BANK_COUNTS, ...CREDIT_UNION_COUNTS]);
    for (const code of counts) {
      const item = [...BANK_DICTIONARY.items, ...CREDIT_UNION_DICTIONARY.items].find((i) => i.code === code);
      expect(item?.kind, code).toBe('count');
    }
  });

  it('keeps the bank call report’s identities in every filing, holding companies included', () => {
    const failures: string[] = [];
    checkIdentities([...banks, ...holdingCompanies], BANK_IDENTITIES, failures);
    for (const inst of [...banks, ...holdingCompanies]) {
      for (const [period, r] of inst.financials) {
        for (const [part, whole] of BANK_BOUNDS) {
          if ((r[part] ?? 0) < 0 || (r[part] ?? 0) > (r[whole] ?? 0))
            failures.push(`${inst.name} ${period}: ${part} ${r[part]} outside 0..${whole} ${r[whole]}`);
        }
        if ((r.intan ?? 0) < (r.intangw ?? 0) + (r.intanmsr ?? 0))
          failures.push(`${inst.name} ${period}: intan`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it('keeps the credit-union call report’s identities in every filing', () => {
    const failures: string[] = [];
    checkIdentities(creditUnions, CREDIT_UNION_IDENTITIES, failures);
    for (const inst of creditUnions) {
      for (const [period, r] of inst.financials) {
        for (const [parts, whole] of CREDIT_UNION_BOUNDS) {
          const sum = parts.reduce((n, code) => n + (r[code] ?? 0), 0);
          if (sum > (r[whole] ?? 0))
            failures.push(`${inst.name} ${period}: ${parts.join('+')} ${sum} > ${whole} ${r[whole]}`);
        }
        // Before CECL the allowance and provision are 719 and 300; after, AS0048 and IS0017.
        if ((r.acct_as0048 ?? 0) !== 0 && (r.acct_719 ?? 0) !== 0)
          failures.push(`${inst.name} ${period}: two allowances`);
        if ((r.acct_is0017 ?? 0) !== 0 && (r.acct_300 ?? 0) !== 0)
          failures.push(`${inst.name} ${period}: two provisions`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it('files income year-to-date: flows accumulate through the year and start again in the first quarter', () => {
    const failures: string[] = [];
    const growing = (fiType: string) =>
      fiType === 'credit_union'
        ? ['acct_115', 'acct_671', 'acct_210', 'acct_031b']
        : ['intinc', 'nonix', 'esal', 'eintexp'];
    for (const inst of data.institutions) {
      for (const [period, r] of inst.financials) {
        const quarter = Number(period.slice(5, 7)) / 3;
        const previous = data.periods[data.periods.indexOf(period) - 1];
        const before = previous ? inst.financials.get(previous) : undefined;
        if (!before) continue;
        for (const code of growing(inst.fiType)) {
          const now = r[code] ?? 0;
          const then = before[code] ?? 0;
          if (quarter === 1 ? now >= then && then > 0 : now < then)
            failures.push(`${inst.name} ${period}: ${code} ${then} → ${now}`);
        }
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it('gives holding companies the sum of their banks, line by line, keeping a departed bank’s income', () => {
    const flows = new Set(BANK_DICTIONARY.items.filter((i) => i.kind === 'flow').map((i) => i.code));
    const failures: string[] = [];
    let checked = 0;
    let departures = 0;
    for (const bhc of holdingCompanies) {
      const children = banks.filter((b) => b.parentKey === bhc.key);
      for (const [period, report] of bhc.financials) {
        if (children.length < 2) continue;
        // A bank that left earlier in the year still counts for the year's income.
        const sameYear = (p: string) => p < period && p.slice(0, 4) === period.slice(0, 4);
        const filings = children.map((c) => ({
          own: c.financials.get(period),
          last: [...c.financials].filter(([p]) => sameYear(p)).at(-1)?.[1],
        }));
        for (const code of Object.keys(report)) {
          let sum = 0;
          for (const { own, last } of filings) {
            if (own) sum += own[code] ?? 0;
            else if (last && flows.has(code)) {
              sum += last[code] ?? 0;
              departures++;
            }
          }
          if (!Object.is(report[code], sum))
            failures.push(`${bhc.name} ${period} ${code}: ${report[code]} ≠ ${sum}`);
        }
        checked++;
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(50);
    expect(departures).toBeGreaterThan(0);
  });

  it('ends merged institutions and records who acquired them', () => {
    expect(data.events.length).toBeGreaterThan(0);
    for (const e of data.events) {
      const target = data.institutions.find((i) => i.key === e.targetKey);
      expect(target?.active).toBe(false);
      expect(target?.financials.has('2026-09-30')).toBe(false);
    }
  });

  it('spreads sizes across the asset bands and places branches in the home state', () => {
    const latest = banks.filter((i) => i.active).map((i) => i.financials.get('2026-09-30')?.asset ?? 0);
    expect(latest.filter((a) => a < 100_000).length).toBeGreaterThan(10);
    expect(latest.filter((a) => a > 1_000_000).length).toBeGreaterThan(10);
    expect(data.branches.length).toBeGreaterThan(data.institutions.length / 2);
    const main = data.branches.filter((b) => b.isMainOffice);
    for (const b of main)
      expect(b.state).toBe(data.institutions.find((i) => i.key === b.institutionKey)?.state);
  });
});
