import { APP_CONFIG_DEFAULTS, homeFiguresSchema } from '@fin-atlas/domain';
import { count, desc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRequests, solutionCategories, solutions } from '../../db/schema/index.js';
import { demo, type Harness, startHarness } from '../../test/identity-harness.js';

describe('home API', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  const solutionCount = async (): Promise<number> =>
    (await h.database.db.select({ n: count() }).from(solutions))[0]?.n ?? 0;

  describe('demo requests', () => {
    it('stores a signed-in user’s request, open, with where it was sent from', async () => {
      expect(
        (await h.call(null, { method: 'POST', url: '/api/demo_requests', payload: { topic: 'advisor' } }))
          .statusCode,
      ).toBe(401);
      const fi = await h.signIn(demo.fi);
      const bad = await h.call(fi, { method: 'POST', url: '/api/demo_requests', payload: { topic: 'nope' } });
      expect(bad.statusCode).toBe(422);
      const badSource = await h.call(fi, {
        method: 'POST',
        url: '/api/demo_requests',
        payload: { topic: 'advisor', source: 'elsewhere' },
      });
      expect(badSource.statusCode).toBe(422);
      const ok = await h.call(fi, {
        method: 'POST',
        url: '/api/demo_requests',
        payload: {
          topic: 'institution_analytics',
          message: '  Peer benchmarking for our board  ',
          phone: '+1 555 0100',
        },
      });
      expect(ok.statusCode).toBe(201);
      const [stored] = await h.database.db
        .select()
        .from(demoRequests)
        .orderBy(desc(demoRequests.id))
        .limit(1);
      expect(stored).toMatchObject({
        topic: 'institution_analytics',
        message: 'Peer benchmarking for our board',
        phone: '+1 555 0100',
        source: 'request_demo',
        status: 'open',
      });
    });

    it('limits how many requests one user files a day', async () => {
      const vendor = await h.signIn(demo.vendor);
      const statuses: number[] = [];
      for (let i = 0; i <= APP_CONFIG_DEFAULTS['access_requests.per_day']; i++) {
        const res = await h.call(vendor, {
          method: 'POST',
          url: '/api/demo_requests',
          payload: { topic: 'fi_analytics' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(APP_CONFIG_DEFAULTS['access_requests.per_day']);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('home figures', () => {
    it('counts what data exists and keeps the catalogue figure for the rest', async () => {
      expect((await h.call(null, { url: '/api/home/figures' })).statusCode).toBe(401);
      const vendor = await h.signIn(demo.vendor);
      const figures = homeFiguresSchema.parse((await h.call(vendor, { url: '/api/home/figures' })).json());
      const catalogSize = await solutionCount();
      expect(figures.performance_themes).toEqual({ value: 15, text: '15', source: 'data' });
      expect(figures.solutions).toEqual({ value: catalogSize, text: '400+', source: 'data' });
      expect(figures.specialty_business_lines.text).toBe('20+');
      expect(figures.vendor_fit_variables.text).toBe('over 100');
      expect(figures.institutions.source).toBe('data');
    });

    it('follows the solution catalog: solutions added or removed move the figure', async () => {
      const vendor = await h.signIn(demo.vendor);
      const solutionsFigure = async () =>
        homeFiguresSchema.parse((await h.call(vendor, { url: '/api/home/figures' })).json()).solutions;
      const before = await solutionCount();
      const toNextHundred = 100 - (before % 100);
      const [category] = await h.database.db
        .select({ id: solutionCategories.id })
        .from(solutionCategories)
        .limit(1);
      if (!category) throw new Error('the solution catalog has no categories');
      const added = await h.database.db
        .insert(solutions)
        .values(
          Array.from({ length: toNextHundred }, (_, i) => ({
            categoryId: category.id,
            name: `Home figure test solution ${i}`,
          })),
        )
        .returning({ id: solutions.id });
      const grown = before + toNextHundred;
      expect(await solutionsFigure()).toEqual({ value: grown, text: `${grown}+`, source: 'data' });

      await h.database.db.delete(solutions).where(
        inArray(
          solutions.id,
          added.map((row) => row.id),
        ),
      );
      expect(await solutionsFigure()).toEqual({
        value: before,
        text: `${Math.floor(before / 100) * 100}+`,
        source: 'data',
      });
    });
  });
});
