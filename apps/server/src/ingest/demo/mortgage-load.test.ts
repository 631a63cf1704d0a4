import { HMDA_FIGURE_COUNT, hmdaFigureIndex } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_DICTIONARY } from '../../reference/line-items/bank-line-items.js';
import { CREDIT_UNION_DICTIONARY } from '../../reference/line-items/credit-union-line-items.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { dataAsOf } from '../data-as-of.js';
import { replaceHmdaYear, upsertMortgageCompanies } from '../hmda/hmda-store.js';
import { removeDemoInstitutions, withTransaction } from '../store/index.js';
import { loadDemoDataSet } from './load-demo.js';
import { DEMO_HMDA_LABEL, HMDA_SOURCE, hmdaYearOf } from './mortgage-load.js';
import { prepareDemoMortgageYear } from './mortgage-prepare.js';

/** The demo HMDA year as loaded into a small demo database, checked with SQL. */
describe('demo HMDA year in the database', () => {
  let database: TestDatabase;
  const count = async (sql: string, params: unknown[] = []) => {
    const [row] = await database.query<{ n: number }>(sql, params);
    return row?.n ?? -1;
  };
  /** 1-based SQL position of a line item. */
  const at = (dictionary: typeof BANK_DICTIONARY, code: string) => (dictionary.index.get(code) ?? -2) + 1;

  beforeAll(async () => {
    database = await openTestDatabase();
    await loadDemoDataSet(database, { latestPeriod: '2026-09-30', scale: 0.03 });
  }, 180_000);
  afterAll(async () => database.drop());

  it('takes the last full year before the latest quarter', () => {
    expect(hmdaYearOf('2026-09-30')).toBe(2025);
    expect(hmdaYearOf('2026-03-31')).toBe(2025);
    expect(hmdaYearOf('2025-12-31')).toBe(2025);
  });

  it('has a nation row for every demo bank and credit union holding residential loans at the year end', async () => {
    const missing = await count(
      `select count(*)::int as n from institutions i join financials f on f.institution_id = i.id and f.period = '2025-12-31'
        where i.source = 'demo' and (
              (i.fi_type = 'bank' and coalesce(f.values[$1], 0) + coalesce(f.values[$2], 0) + coalesce(f.values[$3], 0) > 0)
           or (i.fi_type = 'credit_union' and coalesce(f.values[$4], 0) + coalesce(f.values[$5], 0) > 0))
          and not exists (select 1 from hmda_activity a where a.year = 2025 and a.lender_id = i.id and a.geo_level = 'nation')`,
      [
        at(BANK_DICTIONARY, 'lnrersfm'),
        at(BANK_DICTIONARY, 'lnrersf2'),
        at(BANK_DICTIONARY, 'lnreloc'),
        at(CREDIT_UNION_DICTIONARY, 'acct_703a'),
        at(CREDIT_UNION_DICTIONARY, 'acct_386a'),
      ],
    );
    expect(missing).toBe(0);
    expect(
      await count("select count(*)::int as n from hmda_activity where geo_level = 'nation'"),
    ).toBeGreaterThan(200);
    // Holding companies report through their banks.
    expect(
      await count(`select count(*)::int as n from hmda_activity a join institutions i on i.id = a.lender_id
                    where i.fi_type = 'bhc'`),
    ).toBe(0);
  });

  it('names every lender of the panel: a demo institution or a demo mortgage company, with its agency', async () => {
    const panel = await database.query<{
      lender_type: string;
      kind: string | null;
      agency_code: number;
      n: number;
    }>(
      `select l.lender_type, coalesce(i.fi_type, m.lender_type) as kind, l.agency_code, count(*)::int as n
         from hmda_lenders l left join institutions i on i.id = l.lender_id
         left join mortgage_companies m on m.id = l.lender_id
        where l.year = 2025 group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(panel.some((p) => p.kind === null)).toBe(false);
    for (const p of panel) {
      if (p.kind === 'bank') expect([1, 2, 3, 9]).toContain(p.agency_code);
      if (p.kind === 'credit_union') expect([5, 9]).toContain(p.agency_code);
      if (p.lender_type === 'independent') expect(p.agency_code).toBe(7);
      expect(p.lender_type === 'depository').toBe(p.kind === 'bank' || p.kind === 'credit_union');
    }
    expect(panel.find((p) => p.kind === 'independent')?.n).toBeGreaterThan(10);
    // One id space: a mortgage company's id is nobody else's.
    expect(
      await count('select count(*)::int as n from mortgage_companies m join institutions i on i.id = m.id'),
    ).toBe(0);
    expect(await count("select count(*)::int as n from mortgage_companies where source <> 'demo'")).toBe(0);
    expect(
      await count(`select count(*)::int as n from hmda_activity a
                    where not exists (select 1 from hmda_lenders l where l.year = a.year and l.lender_id = a.lender_id)`),
    ).toBe(0);
  });

  it('stores activity that adds up: counties to states and the nation, originations within applications', async () => {
    const positions = Array.from({ length: HMDA_FIGURE_COUNT }, (_, i) => i + 1);
    const [mismatch] = await database.query<{ n: number }>(
      `with f as (select a.lender_id, a.geo_level, p.i, a.figures[p.i] as v
                    from hmda_activity a cross join unnest($1::int[]) as p(i) where a.year = 2025),
            t as (select lender_id, i, sum(v) filter (where geo_level = 'county') as counties,
                         sum(v) filter (where geo_level = 'state') as states,
                         sum(v) filter (where geo_level = 'nation') as nation
                    from f group by lender_id, i)
       select count(*)::int as n from t where counties <> nation or states <> nation`,
      [positions],
    );
    expect(mismatch?.n).toBe(0);
    expect(
      await count(
        `select count(*)::int as n from hmda_activity
          where figures[$1] > figures[$2] or figures[$3] + figures[$4] <> figures[$1]
             or array_length(figures, 1) <> $5`,
        [
          hmdaFigureIndex('originations', 'count') + 1,
          hmdaFigureIndex('applications', 'count') + 1,
          hmdaFigureIndex('originations', 'count', 'sold') + 1,
          hmdaFigureIndex('originations', 'count', 'held') + 1,
          HMDA_FIGURE_COUNT,
        ],
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int as n from hmda_activity
          where figures[$1] > 0 and (median_rate not between 3 and 12 or mod(median_amount::numeric, 5000) <> 0)`,
        [hmdaFigureIndex('originations', 'count') + 1],
      ),
    ).toBe(0);
  });

  it('records the HMDA year as demo provenance, leaving the data as of the latest quarter', async () => {
    const loads = await database.query<{
      period: string;
      is_demo: boolean;
      row_count: number;
      files: unknown;
    }>('select period::text as period, is_demo, row_count, files from data_loads where source = $1', [
      HMDA_SOURCE,
    ]);
    expect(loads).toHaveLength(1);
    expect(loads[0]).toMatchObject({ period: '2025-12-31', is_demo: true });
    expect(loads[0]?.row_count).toBe(await count('select count(*)::int as n from hmda_activity'));
    expect(loads[0]?.files).toEqual([{ name: DEMO_HMDA_LABEL, rows: loads[0]?.row_count, rejected: 0 }]);
    const status = await dataAsOf(database);
    expect(status.latest_period).toBe('2026-09-30');
    expect(status.is_demo).toBe(true);
  });

  it('adds the same HMDA year to a demo database loaded before the demo had one', async () => {
    const fingerprint = () =>
      database.query<{ rows: number; digest: string }>(
        `select count(*)::int as rows,
                md5(string_agg(concat_ws('|', l.lei, l.respondent_name, a.geo_level, a.geo_code, array_to_string(a.figures, ','),
                    a.median_rate, a.median_amount), ',' order by l.lei, a.geo_level, a.geo_code)) as digest
           from hmda_activity a join hmda_lenders l on l.lender_id = a.lender_id and l.year = a.year`,
      );
    const before = await fingerprint();
    expect(before[0]?.rows).toBeGreaterThan(1_000);
    await withTransaction(database, async (session) => {
      for (const table of ['hmda_activity', 'hmda_lenders', 'mortgage_companies'])
        await session.query(`delete from ${table}`);
      await session.query('delete from data_loads where source = $1', [HMDA_SOURCE]);
    });
    expect(await prepareDemoMortgageYear(database)).toBe(true);
    expect(await fingerprint()).toEqual(before);
    // A second start finds it and changes nothing.
    expect(await prepareDemoMortgageYear(database)).toBe(false);
  });

  it('goes with the demo institutions when regulator data replaces them, keeping imported mortgage data', async () => {
    await withTransaction(database, async (session) => {
      const ids = await upsertMortgageCompanies(session, [
        {
          lei: '5493000IMPORTED00001',
          name: 'Imported Lender, LLC',
          rssdId: null,
          parentName: null,
          parentRssdId: null,
          city: 'Omaha',
          state: 'NE',
          agencyCode: 7,
          lenderType: 'independent',
          assets: null,
          source: 'hmda',
        },
      ]);
      const lenderId = ids.get('5493000IMPORTED00001') as number;
      await replaceHmdaYear(session, 2024, {
        lenders: [
          {
            lei: '5493000IMPORTED00001',
            respondentName: 'Imported Lender, LLC',
            rssdId: null,
            parentRssdId: null,
            topHolderRssdId: null,
            agencyCode: 7,
            lenderType: 'independent',
            assets: null,
            city: 'Omaha',
            state: 'NE',
            lenderId,
          },
        ],
        activity: [
          {
            lenderId,
            geoLevel: 'nation',
            geoCode: '',
            figures: new Array(HMDA_FIGURE_COUNT).fill(1),
            medianRate: 6.5,
            medianAmount: 255_000,
          },
        ],
        wholeYear: false,
      });
    });
    expect(
      await count("select count(*)::int as n from mortgage_companies where source = 'demo'"),
    ).toBeGreaterThan(0);
    await withTransaction(database, (session) => removeDemoInstitutions(session));
    expect(await count("select count(*)::int as n from mortgage_companies where source = 'demo'")).toBe(0);
    expect(await count('select count(*)::int as n from hmda_activity where year = 2025')).toBe(0);
    expect(await count('select count(*)::int as n from hmda_lenders where year = 2025')).toBe(0);
    expect(await count('select count(*)::int as n from hmda_activity where year = 2024')).toBe(1);
    expect(await count("select count(*)::int as n from mortgage_companies where source = 'hmda'")).toBe(1);
    expect(await count('select count(*)::int as n from data_loads where source = $1', [HMDA_SOURCE])).toBe(0);
  });
});
