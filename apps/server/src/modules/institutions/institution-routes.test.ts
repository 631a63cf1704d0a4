import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions } from '../../db/schema/index.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import { initialsOf } from './monogram.js';

describe('institution search and basics', () => {
  let h: Harness;
  let me: SignedIn;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    h = await startHarness();
    me = await h.signIn(demo.vendor);
    const rows = await h.database.db
      .insert(institutions)
      .values([
        {
          fiType: 'bhc',
          name: 'JPMORGAN CHASE & CO.',
          rssdId: 1039502,
          regulatoryId: '1039502',
          source: 'fdic',
          state: 'NY',
          city: 'New York',
        },
        {
          fiType: 'bank',
          name: 'JPMorgan Chase Bank, National Association',
          rssdId: 852218,
          regulatoryId: '628',
          source: 'fdic',
          state: 'OH',
          city: 'Columbus',
          latestAssets: 2_354_812_000,
        },
        {
          fiType: 'bank',
          name: 'Morgan Stanley Bank, N.A.',
          rssdId: 1456501,
          regulatoryId: '32992',
          source: 'fdic',
          state: 'UT',
          city: 'Salt Lake City',
          latestAssets: 110_000_000,
        },
        {
          fiType: 'bank',
          name: 'First Morgantown Savings',
          rssdId: 11,
          regulatoryId: '999',
          source: 'fdic',
          state: 'WV',
          city: 'Morgantown',
          latestAssets: 50_000,
        },
        {
          fiType: 'credit_union',
          name: 'Navy Federal Credit Union',
          rssdId: 12,
          regulatoryId: '5536',
          source: 'ncua',
          state: 'VA',
          city: 'Vienna',
          latestAssets: 180_000_000,
        },
      ])
      .returning();
    for (const r of rows) ids[r.regulatoryId ?? ''] = r.id;
  });
  afterAll(async () => h.close());

  const search = async (q: string, extra = '') =>
    (await h.call(me, { url: `/api/institutions/search?q=${encodeURIComponent(q)}${extra}` })).json()
      .institutions as {
      name: string;
      fi_type: string;
    }[];

  it('finds JPMorgan Chase Bank for "jp morgan", ahead of weaker matches', async () => {
    const hits = await search('jp morgan');
    expect(hits[0]?.name).toBe('JPMorgan Chase Bank, National Association');
    expect(hits.map((h) => h.name)).not.toContain('Navy Federal Credit Union');
  });

  it('matches RSSD and certificate numbers exactly, and filters by FI type and state', async () => {
    expect((await search('852218')).map((h) => h.name)).toEqual([
      'JPMorgan Chase Bank, National Association',
    ]);
    expect((await search('5536')).map((h) => h.name)).toEqual(['Navy Federal Credit Union']);
    expect((await search('morgan', '&fi_type=bhc')).map((h) => h.fi_type)).toEqual(['bhc']);
    expect((await search('morgan', '&state=WV')).map((h) => h.name)).toEqual(['First Morgantown Savings']);
  });

  it('finds institutions by city and state, and narrows a name by its place', async () => {
    expect((await search('vienna')).map((h) => h.name)).toEqual(['Navy Federal Credit Union']);
    expect((await search('salt lake')).map((h) => h.name)).toEqual(['Morgan Stanley Bank, N.A.']);
    expect((await search('chase ohio'))[0]?.name).toBe('JPMorgan Chase Bank, National Association');
    expect((await search('morgan west virginia'))[0]?.name).toBe('First Morgantown Savings');
  });

  it('rejects a bad query with a 422, and requires sign-in', async () => {
    expect((await h.call(me, { url: '/api/institutions/search?q=' })).statusCode).toBe(422);
    expect((await h.call(me, { url: '/api/institutions/search?q=x&fi_type=zoo' })).statusCode).toBe(422);
    expect((await h.call(null, { url: '/api/institutions/search?q=morgan' })).statusCode).toBe(401);
  });

  it('returns basics with a public monogram logo', async () => {
    const res = await h.call(me, { url: `/api/institutions/${ids['628']}` });
    expect(res.json()).toMatchObject({
      name: 'JPMorgan Chase Bank, National Association',
      fi_type: 'bank',
      rssd_id: 852218,
    });
    const logo = await h.call(null, { url: res.json().logo_url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(logo.body).toContain('>JC<');
    expect((await h.call(me, { url: '/api/institutions/999999' })).statusCode).toBe(404);
  });

  it('makes initials from the distinctive words', () => {
    expect(initialsOf('First Citizens Bank')).toBe('FC');
    expect(initialsOf('Bank of America, N.A.')).toBe('A');
    expect(initialsOf('Navy Federal Credit Union')).toBe('NF');
  });
});
