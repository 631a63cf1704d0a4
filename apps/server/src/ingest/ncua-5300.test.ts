import { SPAN_ID } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetricService } from '../analytics/metric-service.js';
import { CREDIT_UNION_DICTIONARY } from '../reference/line-items/credit-union-line-items.js';
import { sharedData, sharedDataSkipReason } from '../test/shared-data.js';
import { openTestDatabase, type TestDatabase } from '../test/test-database.js';
import { ImportReport, type ImportResult } from './import-report.js';
import { findEntry, openInput } from './io/input.js';
import { importNcua5300, readFoicu } from './ncua-5300.js';

const skip = sharedDataSkipReason('ncua/2025-12', 'ncua/2023-09/FOICU.txt');
const at = (code: string) => (CREDIT_UNION_DICTIONARY.index.get(code) as number) + 1;

describe.skipIf(skip)(`NCUA 5300 import${skip ? ` — skipped: ${skip}` : ''}`, () => {
  let database: TestDatabase;
  let result: ImportResult;

  beforeAll(async () => {
    database = await openTestDatabase();
    result = await importNcua5300(database, sharedData('ncua/2025-12'));
    console.log(`ncua-5300 on ${database.engine}: ${result.durationMs} ms`, result.counts, result.warnings);
  }, 300_000);
  afterAll(async () => {
    await database?.drop();
  });

  it('loads the 4,374 credit unions of 2025-12 with their accounts and no rejections', async () => {
    expect(result.period).toBe('2025-12-31');
    expect(result.rowCount).toBe(4374);
    expect(result.rejectedCount).toBe(0);
    const [row] = await database.query<{ n: number; f: number }>(
      `select count(*)::int as n, count(f.institution_id)::int as f from institutions i
       left join financials f on f.institution_id = i.id and f.period = '2025-12-31'
       where i.fi_type = 'credit_union'`,
    );
    expect(row).toEqual({ n: 4374, f: 4374 });
  });

  it('warns about the optional files this cycle does not include', () => {
    expect(result.warnings.some((w) => w.startsWith('FS220D.txt is not in'))).toBe(true);
    expect(result.warnings.some((w) => w.startsWith('Credit Union Branch Information.txt'))).toBe(true);
  });

  it('stores ACCT_010 total assets in $ thousands and keeps counts and ratios unchanged', async () => {
    const [cu] = await database.query<Record<string, unknown>>(
      `select i.name, i.state, i.county_fips, i.charter_class, i.ncua_peer_group, i.latest_assets,
              f.values[${at('acct_010')}] as assets, f.values[${at('acct_083')}] as members,
              f.values[${at('acct_998')}] as nw_ratio, f.values[${at('acct_661a')}] as net_income
       from institutions i join financials f on f.institution_id = i.id
       where i.fi_type = 'credit_union' and i.regulatory_id = '1'`,
    );
    // CU 1, MORRIS SHEPPARD TEXARKANA: FS220 ACCT_010 = 13,313,120 dollars.
    expect(cu?.name).toBe('MORRIS SHEPPARD TEXARKANA');
    expect(cu?.assets).toBeCloseTo(13313.12, 6);
    expect(cu?.latest_assets).toBeCloseTo(13313.12, 6);
    expect(cu?.county_fips).toBe('48037');
    expect(cu?.charter_class).toBe('federal');
    expect(cu?.ncua_peer_group).toBe(3);
    expect(Number.isInteger(cu?.members)).toBe(true);
    expect(Number.isInteger(cu?.nw_ratio)).toBe(true);
  });

  it("computes NCUA's published net worth ratio (998) and risk-based capital ratio (RB0172) from the stored accounts", async () => {
    // End to end: the importer keeps the elected average assets (010A-010C, FS220A), the CECL
    // transition amount (NW0004) and the risk-based capital totals (RB0012 in FS220Q, RB0171 in
    // FS220R) the formulas need; the national pass computes the ratios.
    const published = await database.query<{ id: number; nw: number; rbc: number | null }>(
      `select f.institution_id as id, f.values[${at('acct_998')}] as nw, f.values[${at('acct_rb0172')}] as rbc
         from financials f join institutions i on i.id = f.institution_id
        where i.fi_type = 'credit_union' and f.period = '2025-12-31'`,
    );
    const byId = new Map(published.map((r) => [r.id, r]));
    const { ids, values } = await createMetricService(database).nationalValues(
      ['capital_ratio', 'cu_risk_based_capital_ratio'],
      'credit_union',
      '2025-12-31',
      SPAN_ID.QTR,
      1,
    );
    const rounds = (fraction: number | undefined, hundredths: number | null | undefined) =>
      Math.abs((fraction ?? Number.NaN) * 10_000 - (hundredths ?? Number.NaN)) <= 0.5 + 1e-9;
    let netWorthExact = 0;
    let riskBasedFilers = 0;
    let riskBasedExact = 0;
    ids.forEach((id, row) => {
      const filed = byId.get(id);
      if (rounds(values[0]?.[row], filed?.nw)) netWorthExact++;
      if (!filed?.rbc) return;
      riskBasedFilers++;
      if (rounds(values[1]?.[row], filed.rbc)) riskBasedExact++;
    });
    expect(ids.length).toBe(4374);
    expect(netWorthExact).toBe(4374);
    expect([riskBasedFilers, riskBasedExact]).toEqual([287, 287]);
  });

  // The shared README says 4,744 rows: that is its line-break count. The file has 4,745 data records,
  // the last one (CU 97112, INVESTEX) without a trailing CR; Python's csv module agrees.
  it('reads the tab-delimited, CR-only FOICU.txt of 2023-09 (4,745 records, the last unterminated)', async () => {
    const input = await openInput(sharedData('ncua/2023-09'));
    const report = new ImportReport('ncua-5300');
    const foicu = findEntry(input, 'FOICU.txt');
    if (!foicu) throw new Error('FOICU.txt not found');
    const { period, profiles } = await readFoicu(foicu, report);
    expect(period).toBe('2023-09-30');
    expect(profiles.size).toBe(4745);
    expect(profiles.get(97112)?.name).toBe('INVESTEX');
    expect(report.rejections).toEqual([]);
    expect(profiles.get(1)?.name).toBe('MORRIS SHEPPARD TEXARKANA');
    expect(profiles.get(1)?.zip).toBe('75501');
  });
});
