import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../test/identity-harness.js';
import { sharedData, sharedDataSkipReason } from '../test/shared-data.js';
import { importFdicSdi } from './fdic-sdi.js';
import { importNcua5300 } from './ncua-5300.js';

// Issue 5's "done when": after importing the real FDIC quarter and NCUA cycle, the app itself (the
// real routes on the same database) finds real banks and credit unions and says it shows regulator
// data, as of the latest quarter loaded.
const skip = sharedDataSkipReason('fdic/sdi/2019-06-30', 'ncua/2025-12');

type Hit = { name: string; fi_type: string; city: string | null; state: string | null; rssd_id: number };

describe.skipIf(skip)(`the app on imported regulator data${skip ? ` — skipped: ${skip}` : ''}`, () => {
  let h: Harness;
  let me: SignedIn;

  beforeAll(async () => {
    h = await startHarness();
    await importFdicSdi(h.database, sharedData('fdic/sdi/2019-06-30'));
    await importNcua5300(h.database, sharedData('ncua/2025-12'));
    me = await h.signIn(demo.vendor);
  }, 400_000);
  afterAll(async () => {
    await h?.close();
  });

  const search = async (q: string, extra = '') => {
    const res = await h.call(me, { url: `/api/institutions/search?q=${encodeURIComponent(q)}${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().institutions as Hit[];
  };

  it('finds JPMorgan Chase Bank for "jp morgan", its holding company next', async () => {
    const hits = await search('jp morgan');
    expect(hits[0]).toMatchObject({
      name: 'JPMorgan Chase Bank, National Association',
      fi_type: 'bank',
      rssd_id: 852218,
      state: 'OH',
    });
    expect(hits[1]).toMatchObject({ name: 'JPMORGAN CHASE & CO.', fi_type: 'bhc' });
  });

  it('finds a credit union by name, and by name and place', async () => {
    const [navy] = await search('navy federal');
    expect(navy).toMatchObject({ name: 'NAVY FEDERAL CREDIT UNION', fi_type: 'credit_union', state: 'VA' });
    const [texarkana] = await search('morris sheppard texarkana', '&fi_type=credit_union');
    expect(texarkana?.name).toBe('MORRIS SHEPPARD TEXARKANA');
  });

  it('lists the institutions of a city after the names like it', async () => {
    const hits = (await search('bellingham')).map((hit) => `${hit.name} (${hit.city}, ${hit.state})`);
    const inBellinghamWa = [
      'Peoples Bank (Bellingham, WA)',
      'WHATCOM EDUCATIONAL (Bellingham, WA)',
      'NORTH COAST (Bellingham, WA)',
      'INDUSTRIAL CU OF WHATCOM COUNTY (Bellingham, WA)',
      'WESTEDGE (BELLINGHAM, WA)',
    ];
    expect(hits).toEqual(expect.arrayContaining(inBellinghamWa));
    expect(hits.indexOf('State Bank of Bellingham (Bellingham, MN)')).toBeLessThan(
      Math.min(...inBellinghamWa.map((name) => hits.indexOf(name))),
    );
    const [whatcom] = await search('whatcom bellingham');
    expect(whatcom?.name).toMatch(/WHATCOM/);
  });

  it('reports regulator data, as of the latest quarter loaded', async () => {
    const res = await h.call(me, { url: '/api/data/status' });
    expect(res.statusCode).toBe(200);
    const status = res.json();
    expect(status).toMatchObject({
      latest_period: '2025-12-31',
      is_demo: false,
      institutions: { bank: 5312, credit_union: 4374 },
    });
    expect(
      status.sources.map((s: { source: string; period: string; is_demo: boolean }) => [
        s.source,
        s.period,
        s.is_demo,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['fdic-sdi', '2019-06-30', false],
        ['ncua-5300', '2025-12-31', false],
      ]),
    );
  });
});
