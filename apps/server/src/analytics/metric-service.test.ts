import type { SetId, SpanId } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoDataSet } from '../ingest/demo/load-demo.js';
import { metricsFor } from '../metrics/catalog/index.js';
import { summarize } from '../metrics/statistics.js';
import { BANK_DICTIONARY } from '../reference/line-items/bank-line-items.js';
import { openTestDatabase, type TestDatabase } from '../test/test-database.js';
import { createMetricService, type InstitutionRef, type MetricService } from './metric-service.js';

const LATEST = '2026-09-30';
const PERIODS = [LATEST, '2026-06-30', '2025-12-31'];

describe('metric service on the demo data set', () => {
  let database: TestDatabase;
  let service: MetricService;
  let banks: InstitutionRef[];
  let survivorId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    await loadDemoDataSet(database, { latestPeriod: LATEST, scale: 0.02 });
    service = createMetricService(database);
    // A survivor of a merger after one of the periods asked for (set 2 restates it), and the largest banks.
    const [survivor] = await database.query<{ id: number }>(
      `select e.acquirer_id as id from structure_events e
          join institutions i on i.id = e.acquirer_id
          join financials f on f.institution_id = e.target_id and f.period = '2025-12-31'
         where e.kind = 'merger' and i.fi_type = 'bank' and e.event_date > '2025-12-31'
         order by e.acquirer_id limit 1`,
    );
    survivorId = survivor?.id ?? 0;
    const largest = await database.query<{ id: number }>(
      "select id from institutions where fi_type = 'bank' and active order by latest_assets desc limit 5",
    );
    banks = [...new Set([survivorId, ...largest.map((r) => r.id)])].map((id) => ({ id, fiType: 'bank' }));
  });
  afterAll(async () => database.drop());

  it('gives the same values reading a few institutions as reading whole national periods', async () => {
    const metricIds = metricsFor('bank').map((m) => m.id);
    expect(survivorId).toBeGreaterThan(0);
    for (const span of [1, 2, 3] as SpanId[]) {
      for (const set of [1, 2] as SetId[]) {
        const query = { metricIds, institutions: banks, periods: PERIODS, span, set };
        const few = await service.compute({ ...query, national: false });
        const national = await service.compute({ ...query, national: true });
        let compared = 0;
        for (const id of metricIds) {
          for (const period of PERIODS) {
            for (const { id: bank } of banks) {
              const a = few.cells.get(id)?.get(period)?.get(bank)?.value;
              expect(national.cells.get(id)?.get(period)?.get(bank)?.value, `${id} ${period} ${bank}`).toBe(
                a,
              );
              if (a !== null) compared++;
            }
          }
        }
        expect(compared).toBeGreaterThan(metricIds.length * banks.length);
        if (set === 2) {
          const restated = national.cells.get('total_assets')?.get('2025-12-31')?.get(survivorId)?.value;
          const asReported = (await service.compute({ ...query, metricIds: ['total_assets'], set: 1 })).cells
            .get('total_assets')
            ?.get('2025-12-31')
            ?.get(survivorId)?.value;
          expect(restated).toBeGreaterThan(asReported ?? Number.POSITIVE_INFINITY);
        }
      }
    }
  });

  it('ranks each institution among every institution of its type, and summarises the peers', async () => {
    const [subject, ...peers] = banks;
    const result = await service.compute({
      metricIds: ['roa', 'efficiency_ratio'],
      institutions: banks,
      periods: [LATEST],
      span: 2,
      set: 1,
      peerIds: peers.map((p) => p.id),
      national: true,
    });
    for (const metricId of ['roa', 'efficiency_ratio']) {
      const { metric, ordered } = await service.nationalRanking(metricId, 'bank', LATEST, 2, 1);
      const cell = result.cells
        .get(metricId)
        ?.get(LATEST)
        ?.get(subject?.id ?? 0);
      const value = cell?.value ?? Number.NaN;
      const better = ordered.filter(([, v]) => (metric.higherIsBetter ? v > value : v < value)).length;
      expect(cell?.national).toMatchObject({ rank: better + 1, of: ordered.length });
      expect(JSON.parse(JSON.stringify(cell))).toEqual({ value, national: cell?.national });
      const peerValues = peers.map((p) => result.cells.get(metricId)?.get(LATEST)?.get(p.id)?.value ?? null);
      expect(result.peerStats.get(metricId)?.get(LATEST)).toEqual(summarize(peerValues));
    }
  });

  it('computes again from the database once data is loaded', async () => {
    const subject = banks[0]?.id ?? 0;
    const assets = async () =>
      (
        await service.compute({
          metricIds: ['total_assets'],
          institutions: [{ id: subject, fiType: 'bank' }],
          periods: [LATEST],
          span: 1,
          set: 1,
          national: true,
        })
      ).cells
        .get('total_assets')
        ?.get(LATEST)
        ?.get(subject)?.value ?? null;
    const before = await assets();
    const position = (BANK_DICTIONARY.index.get('asset') ?? 0) + 1;
    await database.query(
      `update financials set values[${position}] = values[${position}] * 2 where institution_id = $1 and period = $2`,
      [subject, LATEST],
    );
    await database.query(
      `insert into data_loads (source, period, is_demo, files, row_count, rejected_count, rejections, warnings, started_at, finished_at)
       values ('fdic-sdi', $1, false, '[]', 1, 0, '[]', '[]', now(), now())`,
      [LATEST],
    );
    expect(await assets()).toBe((before ?? 0) * 2);
  });
});
