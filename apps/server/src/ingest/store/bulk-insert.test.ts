import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { arrayLiteral, insertRows } from './bulk-insert.js';
import { type SqlSession, sessionOf } from './session.js';

/** Small whole numbers, exact decimals and arrays of them, as the digital channels snapshots store them. */
describe('bulk inserts of int2, numeric and array columns', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ migrate: false });
    await database.query(
      'create table array_check (id int, small smallint, rating numeric(3,2), amount numeric, codes smallint[], names text[])',
    );
  });
  afterAll(async () => database?.drop());

  const columns = [
    { name: 'id', type: 'int' },
    { name: 'small', type: 'int2' },
    { name: 'rating', type: 'numeric' },
    { name: 'amount', type: 'numeric' },
    { name: 'codes', type: 'int2[]' },
    { name: 'names', type: 'text[]' },
  ] as const;
  const rows = [
    [1, 7, 4.37, 123456789.125, [1, 3, 20], ['mobile_banking', 'Café "quoted", {braces}', 'back\\slash']],
    [2, -32768, 1, 0.0005, [], []],
    [3, null, 4.999, -10000, null, null],
    [4, 32767, 0, 0, [32767], ['']],
  ];

  it('stores the same values through binary COPY (embedded engine) and multi-row inserts', async () => {
    const session = sessionOf(database);
    const plain: SqlSession = { kind: session.kind, query: session.query };
    await insertRows(session, 'array_check', columns, rows);
    await insertRows(
      plain,
      'array_check',
      columns,
      rows.map(([id, ...rest]) => [(id as number) + 10, ...rest]),
    );
    const stored = await database.query<Record<string, unknown>>(
      'select id, small, rating::text as rating, amount::text as amount, codes, names from array_check order by id',
    );
    const copied = stored.filter((r) => (r.id as number) < 10).map(({ id: _id, ...r }) => r);
    const inserted = stored.filter((r) => (r.id as number) > 10).map(({ id: _id, ...r }) => r);
    expect(copied).toEqual(inserted);
    expect(copied).toEqual([
      {
        small: 7,
        rating: '4.37',
        amount: '123456789.125',
        codes: [1, 3, 20],
        names: ['mobile_banking', 'Café "quoted", {braces}', 'back\\slash'],
      },
      { small: -32768, rating: '1.00', amount: '0.0005', codes: [], names: [] },
      { small: null, rating: '5.00', amount: '-10000', codes: null, names: null },
      { small: 32767, rating: '0.00', amount: '0', codes: [32767], names: [''] },
    ]);
  });

  it('refuses numbers a smallint cannot hold rather than storing something else', async () => {
    await expect(
      insertRows(sessionOf(database), 'array_check', columns, [[5, 40_000, 1, 1, [], []]]),
    ).rejects.toThrow(/16-bit|out of range for type smallint/);
  });

  it('quotes strings in array literals so commas, quotes and braces stay inside one element', () => {
    expect(arrayLiteral([1, 2])).toBe('{1,2}');
    expect(arrayLiteral(['a,b', 'say "hi"', '{x}'])).toBe('{"a,b","say \\"hi\\"","{x}"}');
  });
});
