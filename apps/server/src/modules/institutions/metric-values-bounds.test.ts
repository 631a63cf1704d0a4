import { METRIC_VALUES_LIMITS } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';

const ids = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i).join(',');
const quarters = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `${2026 - Math.floor(i / 4)}-${['12-31', '09-30', '06-30', '03-31'][i % 4]}`,
  ).join(',');
const metrics = (n: number) => Array.from({ length: n }, () => 'roa').map((m, i) => `${m}${i}`);

// The probe's call: 200 metrics x 1,000 institutions x 20 quarters with 600 peers, nationally.
describe('the work one metric-values call may ask for', () => {
  let h: Harness;
  let analyst: SignedIn;
  beforeAll(async () => {
    h = await startHarness();
    analyst = await h.signIn(demo.limited);
  });
  afterAll(async () => h.close());

  const ask = (query: string) => h.call(analyst, { url: `/api/metrics/values?${query}` });

  it('refuses more values than the limit with a 422 that says what to ask less of', async () => {
    const res = await ask(
      `metric_ids=${metrics(200).join(',')}&institution_ids=${ids(1000)}&periods=${quarters(20)}`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      `Validation failed. This call asks for 4,000,000 values; at most ${METRIC_VALUES_LIMITS.cells.toLocaleString('en-US')} per call. Ask for fewer metrics, institutions or periods.`,
    );
  });

  it('bounds the peers compared and the national series too', async () => {
    const peers = await ask(
      `metric_ids=${metrics(40).join(',')}&institution_ids=1&periods=${quarters(20)}&peer_ids=${ids(600, 10)}`,
    );
    expect(peers.statusCode).toBe(422);
    expect(peers.json().error.message).toMatch(/compares 480,000 peer values; at most 250,000/);
    const national = await ask(
      `metric_ids=${metrics(20).join(',')}&institution_ids=1&periods=${quarters(8)}&national=true`,
    );
    expect(national.statusCode).toBe(422);
    expect(national.json().error.message).toMatch(
      /National standing is computed for at most 100 metric-periods/,
    );
  });

  it('still answers a call inside the limits', async () => {
    const res = await ask(`metric_ids=roa&institution_ids=1&periods=${quarters(4)}&national=true`);
    expect(res.statusCode).not.toBe(422);
  });
});
