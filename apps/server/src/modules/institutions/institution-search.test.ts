import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions } from '../../db/schema/index.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createInstitutionSearch } from './institution-search.js';
import { similarityOf, trigramsOf } from './trigrams.js';

describe('institution typeahead index', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(institutions).values([
      { fiType: 'bank', name: 'Prairie State Bank', regulatoryId: '101', rssdId: 5001, source: 'demo' },
      { fiType: 'bank', name: 'First Bank & Trust Co. of 1st Street', regulatoryId: '102', source: 'demo' },
      { fiType: 'credit_union', name: 'Granite Valley FCU', regulatoryId: '103', source: 'demo' },
    ]);
  });
  afterAll(async () => database.drop());

  const names = async (search: ReturnType<typeof createInstitutionSearch>, q: string) =>
    (await search.search({ q, limit: 20 })).map((h) => h.name);

  it('scores like pg_trgm similarity() in the database', async () => {
    const queries = ['prairie', 'first bank', 'granit valley', 'trust co', 'st', '1st', 'fcu'];
    for (const q of queries) {
      const compact = q.replace(/[^a-z0-9]/g, '');
      const rows = await database.query<{ key: string; similarity: number }>(
        'select search_key as key, similarity(search_key, $1) as similarity from institutions',
        [compact],
      );
      for (const { key, similarity } of rows) {
        const keyTrigrams = trigramsOf(key);
        const queryTrigrams = trigramsOf(compact);
        const shared = queryTrigrams.filter((t) => keyTrigrams.includes(t)).length;
        expect(similarityOf(shared, queryTrigrams.length, keyTrigrams.length)).toBeCloseTo(
          Number(similarity),
          6,
        );
      }
    }
  });

  it('picks up added, renamed and reloaded institutions at the next check', async () => {
    const search = createInstitutionSearch(database, { recheckMs: 0 });
    expect(await names(search, 'prairie')).toEqual(['Prairie State Bank']);
    expect(await names(search, '5001')).toEqual(['Prairie State Bank']);

    await database.db
      .insert(institutions)
      .values({ fiType: 'bank', name: 'Prairie Farmers Bank', regulatoryId: '104', source: 'demo' });
    expect(await names(search, 'prairie')).toEqual(['Prairie State Bank', 'Prairie Farmers Bank']);

    await database.db
      .update(institutions)
      .set({ name: 'Bluestem State Bank', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(institutions.regulatoryId, '101'));
    expect(await names(search, 'prairie')).toEqual(['Prairie Farmers Bank']);
    expect(await names(search, 'bluestem')).toEqual(['Bluestem State Bank']);

    // A load records itself in data_loads, even one that changed only assets: the ranking follows.
    await database.query(
      `update institutions set latest_assets = case regulatory_id when '104' then 90000000 else 10 end`,
    );
    await database.query(
      `insert into data_loads (source, period, is_demo, files, row_count, rejected_count, rejections, warnings, started_at, finished_at)
       values ('demo', null, true, '[]', 0, 0, '[]', '[]', now(), now())`,
    );
    expect((await search.search({ q: 'bank', limit: 1 }))[0]?.name).toBe('Prairie Farmers Bank');
  });

  it('serves from memory between checks', async () => {
    const search = createInstitutionSearch(database, { recheckMs: 60_000 });
    expect(await names(search, 'granite')).toEqual(['Granite Valley FCU']);
    await database.db
      .insert(institutions)
      .values({ fiType: 'credit_union', name: 'Granite Peak CU', regulatoryId: '105', source: 'demo' });
    expect(await names(search, 'granite')).toEqual(['Granite Valley FCU']);
    expect(await names(createInstitutionSearch(database), 'granite')).toEqual([
      'Granite Peak CU',
      'Granite Valley FCU',
    ]);
  });
});
