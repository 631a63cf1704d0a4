import path from 'node:path';
import { metricElementId, periodIdOf, reportViewPageSchema } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFdicSdi } from '../../ingest/fdic-sdi.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import { sharedData, sharedDataSkipReason } from '../../test/shared-data.js';
import { type NumericTable, readNumericTable } from '../../test/shared-data-fixtures.js';

const skip = sharedDataSkipReason('fdic/sdi/2019-06-30');
const QUARTER = sharedData('fdic/sdi/2019-06-30');
const PERIOD = '2019-06-30';
const ASSET_QUALITY = 5;
const KEY_METRICS = 1;
const PEERS = 400;

/**
 * Correctness on the real FDIC SDI files of 2019-06-30: what the reports show for a bank and its
 * peers is what FDIC published in those files (noncurrent loans to loans, FDIC's own ratio, in
 * percent) and what the bank filed (total assets, in $ thousands).
 */
describe.skipIf(skip)(`reports on the real FDIC 2019-06-30 data${skip ? ` — skipped: ${skip}` : ''}`, () => {
  let h: Harness;
  let analyst: SignedIn;
  let fdic: NumericTable;
  let banks: { id: number; cert: string }[];
  let peerGroupId: number;

  beforeAll(async () => {
    h = await startHarness();
    await importFdicSdi(h.database, QUARTER);
    analyst = await h.signIn(demo.vendor);
    fdic = new Map();
    for (const file of ['Noncurrent loans to loans', 'Assets and Liabilities']) {
      readNumericTable(
        path.join(QUARTER, `All_Reports_20190630_${file}.csv`),
        'cert',
        fdic,
        new Set(['nclnlsr', 'asset']),
      );
    }
    banks = (
      await h.database.query<{ id: number; cert: string }>(
        `select id, regulatory_id as cert from institutions where fi_type = 'bank' order by latest_assets desc`,
      )
    ).map((b) => ({ id: Number(b.id), cert: b.cert }));
    const saved = await h.call(analyst, {
      method: 'POST',
      url: '/api/peer_groups',
      payload: {
        name: 'Large banks 2019',
        builder: 'quick',
        criteria: { institution_ids: banks.slice(1, PEERS + 1).map((b) => b.id) },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    peerGroupId = saved.json().id;
  }, 600_000);
  afterAll(async () => h?.close());

  async function finishedRun(reportId: number, bankId: number): Promise<number> {
    const res = await h.call(analyst, {
      method: 'POST',
      url: '/api/self_serve_reports/runs',
      payload: { report_id: reportId, bank_id: bankId, peer_group_id: peerGroupId, span_id: 3 },
    });
    expect([200, 201], res.body).toContain(res.statusCode);
    const run = res.json().report;
    for (let attempt = 0; attempt < 600; attempt++) {
      const progress = (await h.call(analyst, { url: `/api/progress/${run.progress_key}` })).json();
      if (progress.state === 'done') return run.id;
      if (progress.state === 'failed') throw new Error(progress.error);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the run did not finish');
  }

  const view = async (query: string) => {
    const res = await h.call(analyst, { url: `/api/self_serve_reports/view?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return reportViewPageSchema.parse(res.json());
  };

  it('shows FDIC’s noncurrent loans to loans for the bank and every peer, and their filed total assets', async () => {
    const subject = banks[0] as { id: number; cert: string };
    const runId = await finishedRun(ASSET_QUALITY, subject.id);
    const metricId = metricElementId('delinquent_loans_to_loans');
    const single = await view(
      `id=${runId}&report_id=${ASSET_QUALITY}&report_view=single&metric_id=${metricId}&span_id=3`,
    );
    expect(single.headers.at(-1)).toBe('Q2 2019');
    const rows = [...single.metrics, ...single.peer_table];
    expect(rows).toHaveLength(PEERS + 1);
    const certOf = new Map(banks.map((b) => [b.id, b.cert]));
    let compared = 0;
    for (const row of rows) {
      const published = fdic.get(certOf.get(row.bank_id) ?? '')?.get('nclnlsr');
      if (published === undefined) continue;
      compared++;
      expect(row.raw_value, `cert ${certOf.get(row.bank_id)}`).not.toBeNull();
      // FDIC publishes percent with 4 decimals; ours is a fraction.
      expect(Math.abs((row.raw_value as number) * 100 - published)).toBeLessThanOrEqual(0.0001);
    }
    expect(compared).toBeGreaterThan(PEERS * 0.9);

    const keyRun = await finishedRun(KEY_METRICS, subject.id);
    const period = await view(`id=${keyRun}&report_id=${KEY_METRICS}&report_view=period&span_id=3`);
    expect(period.period_id).toBe(periodIdOf(PERIOD));
    const assetsId = metricElementId('total_assets');
    for (const row of [...period.metrics, ...period.peer_table]) {
      const assets = row.metric_values?.find((v) => v.metric_id === assetsId);
      const filed = fdic.get(certOf.get(row.bank_id) ?? '')?.get('asset') as number;
      // Filed in $ thousands, shown in millions: JPMorgan's 2,354,812,000 reads $2,354,812M; from
      // $1,000M up whole millions, below it cents of a million (issue 13, item 7).
      const digits = Math.abs(filed / 1000) >= 1000 ? 0 : 2;
      const millions = (filed / 1000).toLocaleString('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      expect(assets?.value5).toBe(`$${millions}M`);
    }
    expect(period.peer_table).toHaveLength(PEERS);
  });
});
