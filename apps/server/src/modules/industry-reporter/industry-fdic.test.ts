import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ASSET_BANDS,
  INDUSTRY_STATS,
  type IndustryReportView,
  industryReportViewSchema,
} from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFdicSdi } from '../../ingest/fdic-sdi.js';
import { quantile } from '../../metrics/statistics.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import { waitForIndustryRun } from '../../test/industry-run-kit.js';
import { sharedData, sharedDataSkipReason } from '../../test/shared-data.js';
import { type NumericTable, parseDelimited, readNumericTable } from '../../test/shared-data-fixtures.js';

const skip = sharedDataSkipReason('fdic/sdi/2019-06-30');
const QUARTER = sharedData('fdic/sdi/2019-06-30');
const KEY_METRICS = 1;
const ASSET_BANDS_SET = 1;
const STATE = 'IA';
const BAND = ASSET_BANDS[1] as (typeof ASSET_BANDS)[number];
const YTD = 3;
const stat = (name: (typeof INDUSTRY_STATS)[number]) => INDUSTRY_STATS.indexOf(name);

type Bank = { cert: string; state: string; v: (name: string) => number };

/** Columns read straight from the files, independent of the importer and of the metric engine. */
const COLUMNS = ['asset', 'asset5', 'lnlsnet', 'dep', 'netinc', 'nim', 'nonii', 'nonix', 'eamintan'];

const sum = (banks: readonly Bank[], f: (b: Bank) => number) => banks.reduce((n, b) => n + f(b), 0);
const ratio = (n: number, d: number) => n / d;

/** What regulators publish for a group of banks: ratios as the sum of numerators over the sum of denominators. */
const industry = {
  total_assets: (banks: readonly Bank[]) => sum(banks, (b) => b.v('asset')),
  net_income: (banks: readonly Bank[]) => sum(banks, (b) => b.v('netinc')),
  // Year-to-date at mid-year: net income × 2 over FDIC's year-to-date average assets (asset5).
  roa: (banks: readonly Bank[]) =>
    ratio(
      sum(banks, (b) => b.v('netinc')) * 2,
      sum(banks, (b) => b.v('asset5')),
    ),
  efficiency_ratio: (banks: readonly Bank[]) =>
    ratio(
      sum(banks, (b) => b.v('nonix') - b.v('eamintan')),
      sum(banks, (b) => b.v('nim') + b.v('nonii')),
    ),
  loans_to_deposits: (banks: readonly Bank[]) =>
    ratio(
      sum(banks, (b) => b.v('lnlsnet')),
      sum(banks, (b) => b.v('dep')),
    ),
} as const;

/**
 * Correctness of industry figures on the real FDIC files of 2019-06-30: for all banks, the banks of
 * one state (a peer group) and one asset band (a segment), each ratio is the sum of numerators over
 * the sum of denominators computed from the files' columns (not the mean of the banks' ratios), each
 * amount the column's sum, and the median the median of the banks' own ratios.
 */
describe.skipIf(skip)(
  `industry figures on the real FDIC 2019-06-30 data${skip ? ` — skipped: ${skip}` : ''}`,
  () => {
    let h: Harness;
    let analyst: SignedIn;
    let banks: Bank[];
    let view: IndustryReportView;

    beforeAll(async () => {
      h = await startHarness();
      await importFdicSdi(h.database, QUARTER);
      analyst = await h.signIn(demo.vendor);
      const fdic: NumericTable = new Map();
      const states = new Map<string, string>();
      for (const file of ['Assets and Liabilities', 'Income and Expense', 'Additional Noninterest Expense']) {
        readNumericTable(
          path.join(QUARTER, `All_Reports_20190630_${file}.csv`),
          'cert',
          fdic,
          new Set(COLUMNS),
        );
      }
      // The state is text: read it beside the numbers, from the same file.
      const [header, ...rows] = parseDelimited(
        readFileSync(path.join(QUARTER, 'All_Reports_20190630_Assets and Liabilities.csv'), 'latin1'),
      );
      const certAt = header?.indexOf('cert') ?? -1;
      const stateAt = header?.indexOf('stalp') ?? -1;
      for (const row of rows) states.set(row[certAt]?.trim() ?? '', row[stateAt]?.trim() ?? '');
      const imported = await h.database.query<{ id: number; cert: string }>(
        `select id, regulatory_id as cert from institutions where fi_type = 'bank'`,
      );
      banks = imported.map(({ cert }) => {
        const values = fdic.get(cert) ?? new Map<string, number>();
        return { cert, state: states.get(cert) ?? '', v: (name: string) => values.get(name) ?? 0 };
      });
      const stateIds = imported.filter((b) => states.get(b.cert) === STATE).map((b) => Number(b.id));
      const saved = await h.call(analyst, {
        method: 'POST',
        url: '/api/peer_groups',
        payload: { name: `Banks in ${STATE}`, builder: 'quick', criteria: { institution_ids: stateIds } },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const opened = await h.call(analyst, {
        method: 'POST',
        url: '/api/industry_reporter/runs',
        payload: {
          fi_group_ids: ['industry:bank', `peer_group:${saved.json().id}`],
          segmentation_id: ASSET_BANDS_SET,
          report_id: KEY_METRICS,
          span_id: YTD,
        },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const runId = await waitForIndustryRun(h, analyst, opened.json().run);
      const res = await h.call(analyst, { url: `/api/industry_reporter/runs/${runId}/view` });
      expect(res.statusCode, res.body).toBe(200);
      view = industryReportViewSchema.parse(res.json());
    }, 600_000);
    afterAll(async () => h?.close());

    /** The latest quarter's cell of a metric in a row of the view. */
    function cell(rowKey: string, metricId: string): (number | null)[] {
      const r = view.rows.findIndex((row) => row.key === rowKey);
      const m = view.metrics.findIndex((metric) => metric.id === metricId);
      expect(r, rowKey).toBeGreaterThanOrEqual(0);
      expect(m, metricId).toBeGreaterThanOrEqual(0);
      return view.values[r]?.[m]?.at(-1) as (number | null)[];
    }

    const groupsOfBanks = () => {
      const inBand = (b: Bank) => b.v('asset') >= BAND.min && b.v('asset') < BAND.max;
      return [
        { key: '0:total', members: banks },
        { key: '1:total', members: banks.filter((b) => b.state === STATE) },
        { key: `0:${BAND.id}`, members: banks.filter(inBand) },
        { key: `1:${BAND.id}`, members: banks.filter((b) => b.state === STATE && inBand(b)) },
      ];
    };

    it('reads the quarter of the files, the groups and the six asset bands', () => {
      expect(view.periods.at(-1)).toBe('2019-06-30');
      expect(view.headers.at(-1)).toBe('Q2 2019');
      expect(view.groups.map((g) => g.name)).toEqual(['All Banks', `Banks in ${STATE}`]);
      expect(view.rows.filter((r) => r.group_index === 0).map((r) => r.name)).toEqual([
        'Total',
        ...ASSET_BANDS.map((b) => b.label),
      ]);
      expect(view.demo).toBe(false);
      // No earlier quarter was loaded: nothing to aggregate there.
      expect(view.values[0]?.[0]?.[0]?.[stat('aggregate')]).toBeNull();
    });

    it('sums amounts and counts the banks of each group, total and segment', () => {
      for (const { key, members } of groupsOfBanks()) {
        expect(members.length, key).toBeGreaterThan(10);
        const assets = cell(key, 'total_assets');
        expect(assets[stat('aggregate')]).toBeCloseTo(industry.total_assets(members), 0);
        expect(assets[stat('count')]).toBe(members.length);
        expect(cell(key, 'net_income')[stat('aggregate')]).toBeCloseTo(industry.net_income(members), 0);
      }
    });

    it('computes each ratio as the sum of numerators over the sum of denominators, not the mean of ratios', () => {
      for (const { key, members } of groupsOfBanks()) {
        for (const metricId of ['roa', 'efficiency_ratio', 'loans_to_deposits'] as const) {
          const expected = industry[metricId](members);
          const aggregate = cell(key, metricId)[stat('aggregate')] as number;
          expect(Math.abs(aggregate - expected), `${metricId} of ${key}`).toBeLessThan(1e-9);
        }
        const ownRoa = members
          .filter((b) => b.v('asset5') > 0)
          .map((b) => (b.v('netinc') * 2) / b.v('asset5'));
        const meanOfRatios = ownRoa.reduce((n, v) => n + v, 0) / ownRoa.length;
        // Banks of different sizes earn differently on their assets: the mean of their ratios is another
        // number (by a basis point at least, a hundred thousand times the tolerance above).
        const aggregateRoa = cell(key, 'roa')[stat('aggregate')] as number;
        expect(Math.abs(aggregateRoa - meanOfRatios), key).toBeGreaterThan(0.0001);
      }
    });

    it('gives the median and quartiles of the banks’ own ratios beside the aggregate', () => {
      for (const { key, members } of groupsOfBanks()) {
        const own = Float64Array.from(
          members.filter((b) => b.v('dep') > 0).map((b) => b.v('lnlsnet') / b.v('dep')),
        ).sort();
        const ratios = cell(key, 'loans_to_deposits');
        expect(ratios[stat('count')]).toBe(own.length);
        expect(Math.abs((ratios[stat('median')] as number) - (quantile(own, 0.5) as number))).toBeLessThan(
          1e-12,
        );
        expect(Math.abs((ratios[stat('p25')] as number) - (quantile(own, 0.25) as number))).toBeLessThan(
          1e-12,
        );
        expect(Math.abs((ratios[stat('p75')] as number) - (quantile(own, 0.75) as number))).toBeLessThan(
          1e-12,
        );
      }
    });
  },
);
