import path from 'node:path';
import { SPAN_ID } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { BANK_LINE_ITEMS } from '../reference/line-items/bank-line-items.js';
import {
  isCi,
  loadFdicQuarters,
  type NumericTable,
  readerFor,
  sharedData,
} from '../test/shared-data-fixtures.js';
import { metricById } from './catalog/index.js';
import { evaluate, itemsRead } from './expression.js';
import type { Period } from './periods.js';

/**
 * Correctness: the catalog's bank formulas, evaluated by the engine on the real 2019-06-30 FDIC SDI files
 * (year-to-date span, FDIC's published averages where the files carry them), reproduce the ratios FDIC
 * publishes in those files, to 0.01 percentage point. FDIC publishes ratios in percent; ours are fractions.
 *
 * The files are "Net charge-offs to loans" and "Noncurrent loans to loans" (the only FDIC-computed ratio
 * files in the shared data). Noncurrent ratios are point-in-time and fully reproducible. Net charge-off
 * ratios divide by FDIC's average loans, the mean of the quarter-end balances from the prior December
 * through June; the shared data has June, March (total loans only: lnlsnet + lnatres) and no December
 * 2018, so those ratios are reported here with the rate the available quarters give, and their
 * definition is proven instead by the structural check below. Drop a 2018-12-31 folder into
 * fdic/sdi and the same test holds them to the 99% standard.
 */

const PERIOD: Period = '2019-06-30';
const TOLERANCE_PP = 0.01;
const REQUIRED_SHARE = 0.99;

type Check = {
  fdic: string;
  metricId: string;
  /** Needs loan balances before June 2019 (net charge-off ratios average three quarter ends). */
  averagesLoans?: { balances: string[]; inputs?: string[] };
};

const CHECKS: Check[] = [
  { fdic: 'nclnlsr', metricId: 'delinquent_loans_to_loans' },
  { fdic: 'ncrer', metricId: 'bank_noncurrent_re_loans_rate' },
  { fdic: 'ncreconr', metricId: 'bank_noncurrent_construction_loans_rate' },
  { fdic: 'ncrenrer', metricId: 'bank_noncurrent_cre_loans_rate' },
  { fdic: 'ncremulr', metricId: 'bank_noncurrent_multifamily_loans_rate' },
  { fdic: 'ncreresr', metricId: 'bank_noncurrent_residential_loans_rate' },
  { fdic: 'idnccir', metricId: 'bank_noncurrent_ci_loans_rate' },
  { fdic: 'idncconr', metricId: 'bank_noncurrent_consumer_loans_rate' },
  { fdic: 'idnccrdr', metricId: 'bank_noncurrent_credit_card_loans_rate' },
  { fdic: 'idnccoor', metricId: 'bank_noncurrent_other_individual_loans_rate' },
  { fdic: 'idncator', metricId: 'bank_noncurrent_auto_loans_rate' },
  { fdic: 'idnccotr', metricId: 'bank_noncurrent_other_consumer_loans_rate' },
  { fdic: 'idncgtpr', metricId: 'bank_noncurrent_guaranteed_share' },
  {
    fdic: 'ntlnlsr',
    metricId: 'net_charge_offs_to_average_loans',
    averagesLoans: { balances: ['lnlsgr'], inputs: ['lnlsnet', 'lnatres'] },
  },
  { fdic: 'ntrer', metricId: 'bank_net_charge_offs_re_rate', averagesLoans: { balances: ['lnre'] } },
  {
    fdic: 'ntrecosr',
    metricId: 'bank_net_charge_offs_construction_rate',
    averagesLoans: { balances: ['lnrecons'] },
  },
  { fdic: 'ntrenrsr', metricId: 'bank_net_charge_offs_cre_rate', averagesLoans: { balances: ['lnrenres'] } },
  {
    fdic: 'ntremulr',
    metricId: 'bank_net_charge_offs_multifamily_rate',
    averagesLoans: { balances: ['lnremult'] },
  },
  {
    fdic: 'ntreresr',
    metricId: 'bank_net_charge_offs_residential_rate',
    averagesLoans: { balances: ['lnreres'] },
  },
  { fdic: 'idntcir', metricId: 'bank_net_charge_offs_ci_rate', averagesLoans: { balances: ['lnci'] } },
  {
    fdic: 'idntconr',
    metricId: 'bank_net_charge_offs_consumer_rate',
    averagesLoans: { balances: ['lncon'] },
  },
  {
    fdic: 'idntcrdr',
    metricId: 'bank_net_charge_offs_credit_card_rate',
    averagesLoans: { balances: ['lncrcd'] },
  },
  { fdic: 'idntator', metricId: 'bank_net_charge_offs_auto_rate', averagesLoans: { balances: ['lnauto'] } },
  {
    fdic: 'idntcotr',
    metricId: 'bank_net_charge_offs_other_consumer_rate',
    averagesLoans: { balances: ['lnconoth', 'lnconrp'] },
  },
];

/** FDIC ratios in the files that cannot be recomputed from them, and why. */
const NOT_RECOMPUTABLE: Record<string, string> = {
  ncrelocr: 'needs noncurrent home-equity loans, which the files do not break out of 1-4 family',
  ncrereor: 'needs noncurrent home-equity loans (all other 1-4 family = 1-4 family less home equity)',
  nccomrer: 'needs noncurrent commercial real estate not secured by real estate, not in the files',
  ntrelocr: 'needs home-equity net charge-offs, not in the files',
  ntreothr: 'needs home-equity net charge-offs, not in the files',
  ntcomrer: 'needs net charge-offs of commercial real estate not secured by real estate, not in the files',
  iddepinr:
    'estimated insured share of deposits: FDIC divides estimated insured deposits by a base that is neither dep nor depdom',
  idntcoor:
    'FDIC divides by a base that is not a three-quarter average of any loan lines in the files (its implied denominator is not a whole number of $000 in thirds for 10% of banks)',
};

const status = sharedData('fdic/sdi/2019-06-30');

if (!status.available) {
  describe('FDIC ratio reproduction (2019-06-30 SDI)', () => {
    if (isCi()) {
      it('has the shared FDIC files in CI', () => {
        throw new Error(`CI=true but ${status.reason}`);
      });
    } else {
      it.skip(`skipped: ${status.reason}`, () => {});
    }
  });
} else {
  const columns = new Set<string>(['cert', 'asset', 'lnlsnet', 'lnatres']);
  for (const check of CHECKS) {
    columns.add(check.fdic);
    const formula = metricById(check.metricId)?.formulas.bank;
    if (formula) for (const code of itemsRead(formula)) columns.add(code);
  }
  const quarters = loadFdicQuarters(path.dirname(status.dir), columns);
  const june = quarters.get(PERIOD) ?? new Map<string, Map<string, number>>();
  /** Whether the earlier quarter ends an average needs are in the shared data for most banks. */
  const earlierBalancesPresent = (codes: readonly string[], needMarch: boolean): boolean =>
    (needMarch ? ['2018-12-31', '2019-03-31'] : ['2018-12-31']).every((period) => {
      const table = quarters.get(period);
      const present = [...june.keys()].filter((cert) => codes.every((c) => table?.get(cert)?.has(c))).length;
      return present >= 0.9 * june.size;
    });

  type Row = Check & { compared: number; matched: number; claimed: boolean; reason: string };
  const rows: Row[] = CHECKS.map((check) => {
    const formula = metricById(check.metricId)?.formulas.bank;
    let compared = 0;
    let matched = 0;
    for (const [cert, values] of june) {
      const published = values.get(check.fdic);
      if (published === undefined || !formula) continue;
      compared++;
      const ours = evaluate(formula, { read: readerFor(quarters, cert), period: PERIOD, span: SPAN_ID.YTD });
      if (ours !== null && Math.abs(ours * 100 - published) <= TOLERANCE_PP + 1e-9) matched++;
    }
    const loans = check.averagesLoans;
    const claimed = !loans || earlierBalancesPresent(loans.inputs ?? loans.balances, !loans.inputs);
    const reason = claimed
      ? 'all inputs in the files'
      : `average of ${check.averagesLoans?.balances.join(' + ')} needs 2018-12-31${check.fdic === 'ntlnlsr' ? '' : ' and 2019-03-31'} balances, not in the shared data`;
    return { ...check, compared, matched, claimed, reason };
  });

  const pct = (row: Row) => (row.compared === 0 ? 0 : (row.matched / row.compared) * 100);
  const table = rows.map((r) => ({
    fdic: r.fdic,
    metric: r.metricId,
    banks: r.compared,
    'match %': Number(pct(r).toFixed(2)),
    claimed: r.claimed ? 'yes (≥ 99%)' : 'no',
    note: r.reason,
  }));
  console.log(`FDIC ratio reproduction on ${PERIOD} (YTD span, within ${TOLERANCE_PP} pp):`);
  console.table(table);
  console.log('Not recomputable from the files:', NOT_RECOMPUTABLE);

  describe('FDIC ratio reproduction (2019-06-30 SDI)', () => {
    it('reads the 2019-06-30 files for every bank', () => {
      expect(june.size).toBe(5312);
      expect(june.get('628')?.get('asset')).toBe(2_354_812_000);
    });

    for (const row of rows.filter((r) => r.claimed)) {
      it(`${row.fdic} → ${row.metricId}: ${pct(row).toFixed(2)}% of ${row.compared} banks within ${TOLERANCE_PP} pp`, () => {
        expect(row.compared).toBeGreaterThan(500);
        expect(row.matched / row.compared).toBeGreaterThanOrEqual(REQUIRED_SHARE);
      });
    }

    for (const row of rows.filter((r) => !r.claimed)) {
      it(`${row.fdic} → ${row.metricId}: ${pct(row).toFixed(2)}% of ${row.compared} banks with the quarters available (not claimed: ${row.reason})`, () => {
        expect(row.compared).toBeGreaterThan(100);
        // Not the 99% standard: the average loan balance lacks December 2018. This guards regressions.
        expect(row.matched / row.compared).toBeGreaterThanOrEqual(row.fdic === 'ntlnlsr' ? 0.95 : 0.45);
      });
    }

    /**
     * The definition of FDIC's net charge-off ratios, proven without December 2018: with our numerator
     * (year-to-date net charge-offs ×4/2), FDIC's ratio implies an average loan balance D; if D is the mean
     * of three quarter-end balances in $000 (December, March, June), then 3D less the June balance (and for
     * total loans the March balance too, which the 2019-03-31 file gives) is a whole, non-negative number of
     * $000: the December (+ March) balance. A wrong numerator, annualisation or loan line breaks that.
     */
    for (const check of CHECKS.filter((c) => c.averagesLoans)) {
      it(`${check.fdic}: FDIC's denominator is the mean of Dec, Mar and Jun balances for ≥ 99% of banks`, () => {
        const formula = metricById(check.metricId)?.formulas.bank;
        if (formula?.op !== 'div') throw new Error(`${check.metricId} is not a rate`);
        const [numerator] = formula.args;
        if (!numerator) throw new Error('no numerator');
        let tested = 0;
        let consistent = 0;
        for (const [cert, values] of june) {
          const published = values.get(check.fdic);
          const read = readerFor(quarters, cert);
          const annualised = evaluate(numerator, { read, period: PERIOD, span: SPAN_ID.YTD });
          if (published === undefined || published === 0 || annualised === null || annualised === 0) continue;
          const average = annualised / (published / 100);
          const balances = check.averagesLoans?.balances ?? [];
          let rest = 3 * average - balances.reduce((sum, code) => sum + (read(code, PERIOD) ?? 0), 0);
          if (check.fdic === 'ntlnlsr') rest -= marchTotalLoans(quarters, cert);
          tested++;
          if (Math.abs(rest - Math.round(rest)) <= 0.05 && rest > -0.5) consistent++;
        }
        expect(tested).toBeGreaterThan(100);
        expect(consistent / tested).toBeGreaterThanOrEqual(REQUIRED_SHARE);
      });
    }

    it('covers every FDIC-computed ratio in the files: checked, or explained as not recomputable', () => {
      const ratios = BANK_LINE_ITEMS.filter((i) => i.kind === 'ratio').map((i) => i.code);
      const covered = new Set([...CHECKS.map((c) => c.fdic), ...Object.keys(NOT_RECOMPUTABLE)]);
      expect(ratios.filter((code) => !covered.has(code))).toEqual([]);
      for (const code of Object.keys(NOT_RECOMPUTABLE))
        expect(CHECKS.some((c) => c.fdic === code)).toBe(false);
    });
  });
}

/**
 * FDIC's Performance and Condition Ratios are not among the shared files, so ROA, the efficiency ratio and
 * the other ratios over FDIC's published average assets (asset5) cannot be checked for every bank. This
 * spot check holds the catalog to FDIC's published values for two banks on 2019-06-30 (to the four
 * decimals FDIC publishes), transcribed from FDIC BankFind's Performance and Condition Ratios as mirrored
 * publicly. Ratios over averages FDIC computes but the files lack (NIM, yields and costs over average
 * earning assets, ROE over average equity, net charge-offs) are left out for the same reason as above.
 */
const PUBLISHED_PERFORMANCE_RATIOS: {
  fdic: string;
  metricId: string;
  scale?: number;
  values: Record<string, number>;
}[] = [
  { fdic: 'roa', metricId: 'roa', values: { '57621': 1.3176, '5818': 1.3094 } },
  { fdic: 'roaptx', metricId: 'bank_pretax_roa', values: { '57621': 1.6498, '5818': 1.3882 } },
  {
    fdic: 'noniiay',
    metricId: 'noninterest_income_to_average_assets',
    values: { '57621': 0.2615, '5818': 0.1271 },
  },
  {
    fdic: 'nonixay',
    metricId: 'noninterest_expense_to_average_assets',
    values: { '57621': 1.5539, '5818': 2.4103 },
  },
  { fdic: 'elnatry', metricId: 'provision_to_average_assets', values: { '57621': 0.15, '5818': 0.1907 } },
  {
    fdic: 'noijy',
    metricId: 'bank_net_operating_income_to_assets',
    values: { '57621': 1.3176, '5818': 1.3094 },
  },
  { fdic: 'eeffr', metricId: 'efficiency_ratio', values: { '57621': 41.9057, '5818': 60.4207 } },
  {
    fdic: 'astempm',
    metricId: 'assets_per_employee',
    scale: 1 / 1000,
    values: { '57621': 8.3531, '5818': 7.2176 },
  },
  { fdic: 'lnatresr', metricId: 'allowance_to_loans', values: { '57621': 0.0994, '5818': 1.1578 } },
  { fdic: 'lnresncr', metricId: 'allowance_coverage', values: { '57621': 8.3992, '5818': 1927.2727 } },
  { fdic: 'nperfv', metricId: 'nonperforming_assets_to_assets', values: { '57621': 1.1244, '5818': 0.0554 } },
  { fdic: 'lnlsntv', metricId: 'loans_to_assets', values: { '57621': 75.0507, '5818': 91.1832 } },
  { fdic: 'lnlsdepr', metricId: 'loans_to_deposits', values: { '57621': 101.2916, '5818': 127.7601 } },
  {
    fdic: 'idlncorr',
    metricId: 'bank_net_loans_to_core_deposits',
    values: { '57621': 111.5275, '5818': 132.2676 },
  },
  {
    fdic: 'depdastr',
    metricId: 'bank_domestic_deposits_to_assets',
    values: { '57621': 74.0938, '5818': 71.3706 },
  },
  { fdic: 'eqv', metricId: 'equity_to_assets', values: { '57621': 21.6441, '5818': 10.2577 } },
  { fdic: 'rbc1aaj', metricId: 'capital_ratio', values: { '57621': 11.2272, '5818': 10.6679 } },
  {
    fdic: 'rbc1rwaj',
    metricId: 'bank_tier1_risk_based_capital_ratio',
    values: { '57621': 14.0282, '5818': 11.548 },
  },
  {
    fdic: 'rbcrwaj',
    metricId: 'bank_total_risk_based_capital_ratio',
    values: { '57621': 14.131, '5818': 12.7505 },
  },
];

/** Common statement lines whose bank formulas must add up, as the call report's totals do. */
const STATEMENT_IDS = [
  'bs_cash',
  'bs_securities',
  'bs_net_loans',
  'bs_premises',
  'bs_foreclosed',
  'bs_other_assets',
  'bs_total_assets',
  'bs_deposits',
  'bs_borrowings',
  'bs_other_liabilities',
  'bs_total_liabilities',
  'bs_total_equity',
  'bs_total_liabilities_and_equity',
  'is_net_interest_income',
  'is_provision',
  'is_noninterest_income',
  'is_noninterest_expense',
  'is_pretax_income',
  'is_net_income',
  'bank_itax',
  'bank_extra',
];

if (status.available) {
  const quarters = loadFdicQuarters(
    path.dirname(status.dir),
    new Set(
      [...PUBLISHED_PERFORMANCE_RATIOS.map((c) => c.metricId), ...STATEMENT_IDS].flatMap((id) => {
        const formula = metricById(id)?.formulas.bank;
        return formula ? itemsRead(formula) : [];
      }),
    ),
  );
  describe('Common statements add up for every bank (2019-06-30)', () => {
    const banks = [...(quarters.get(PERIOD)?.keys() ?? [])];
    const line = (id: string, cert: string) => {
      const formula = metricById(id)?.formulas.bank;
      if (!formula) throw new Error(`no bank formula for ${id}`);
      return evaluate(formula, { read: readerFor(quarters, cert), period: PERIOD, span: SPAN_ID.YTD }) ?? 0;
    };
    const share = (holds: (cert: string) => boolean) => banks.filter(holds).length / banks.length;

    // Tolerances of $1.5 thousand allow for FDIC's own rounding of components to whole $000.
    it('assets: cash + securities + net loans + premises + OREO + other assets = total assets', () => {
      const parts = [
        'bs_cash',
        'bs_securities',
        'bs_net_loans',
        'bs_premises',
        'bs_foreclosed',
        'bs_other_assets',
      ];
      expect(banks.length).toBe(5312);
      expect(
        share(
          (c) => Math.abs(parts.reduce((s, id) => s + line(id, c), 0) - line('bs_total_assets', c)) <= 1.5,
        ),
      ).toBe(1);
    });

    it('liabilities: deposits + borrowings + other liabilities = total liabilities; + equity = total', () => {
      const parts = ['bs_deposits', 'bs_borrowings', 'bs_other_liabilities'];
      expect(
        share(
          (c) =>
            Math.abs(parts.reduce((s, id) => s + line(id, c), 0) - line('bs_total_liabilities', c)) <= 0.5,
        ),
      ).toBe(1);
      expect(
        share(
          (c) =>
            Math.abs(
              line('bs_total_liabilities', c) +
                line('bs_total_equity', c) -
                line('bs_total_liabilities_and_equity', c),
            ) <= 0.5,
        ),
      ).toBe(1);
    });

    it('income: NII − provision + non-interest income − expense (+ securities gains) = pretax; − taxes + extraordinary = net income', () => {
      const pretax = (c: string) =>
        line('is_net_interest_income', c) -
        line('is_provision', c) +
        line('is_noninterest_income', c) -
        line('is_noninterest_expense', c);
      // idpretx excludes securities gains, which is_pretax_income adds back.
      expect(
        share(
          (c) =>
            Math.abs(
              pretax(c) - (line('is_pretax_income', c) - (quarters.get(PERIOD)?.get(c)?.get('iglsec') ?? 0)),
            ) <= 1.5,
        ),
      ).toBeGreaterThanOrEqual(0.999);
      expect(
        share(
          (c) =>
            Math.abs(
              line('is_pretax_income', c) -
                line('bank_itax', c) +
                line('bank_extra', c) -
                line('is_net_income', c),
            ) <= 1.5,
        ),
      ).toBeGreaterThanOrEqual(0.98);
    });
  });

  describe('FDIC Performance and Condition Ratios, spot check (2019-06-30)', () => {
    for (const check of PUBLISHED_PERFORMANCE_RATIOS) {
      it(`${check.fdic} → ${check.metricId} matches FDIC's published value for certs 57621 and 5818`, () => {
        const formula = metricById(check.metricId)?.formulas.bank;
        if (!formula) throw new Error(`no bank formula for ${check.metricId}`);
        for (const [cert, published] of Object.entries(check.values)) {
          const ours = evaluate(formula, {
            read: readerFor(quarters, cert),
            period: PERIOD,
            span: SPAN_ID.YTD,
          });
          const shown = (ours ?? Number.NaN) * (check.scale ?? 100);
          expect(
            Math.abs(shown - published),
            `${check.fdic} cert ${cert}: ours ${shown}`,
          ).toBeLessThanOrEqual(0.00006);
        }
      });
    }
  });
}

function marchTotalLoans(quarters: ReadonlyMap<Period, NumericTable>, cert: string): number {
  const march = quarters.get('2019-03-31')?.get(cert);
  return (march?.get('lnlsnet') ?? 0) + (march?.get('lnatres') ?? 0);
}
