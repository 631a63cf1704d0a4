import type { SqlSession } from './session.js';

/**
 * Runs a bulk write of rows whose references were all read or created in the same transaction. Into
 * an empty table, the table's secondary indexes are dropped first and the same definitions rebuilt
 * after: building an index once over the copied rows costs a fraction of maintaining it row by row.
 * On the embedded engine the per-row foreign-key triggers are switched off for the write (they can
 * only agree, and cost more than the copy itself); SET LOCAL ends with the transaction at the latest.
 */
export async function bulkLoadTrusted<T>(
  session: SqlSession,
  table: string,
  write: () => Promise<T>,
): Promise<T> {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`unsafe SQL identifier ${table}`);
  const [empty] = await session.query<{ empty: boolean }>(
    `select not exists (select 1 from ${table}) as empty`,
  );
  const indexes = empty?.empty
    ? await session.query<{ name: string; definition: string }>(
        `select i.indexname as name, i.indexdef as definition from pg_indexes i
          where i.schemaname = current_schema() and i.tablename = $1
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
        [table],
      )
    : [];
  for (const index of indexes) await session.query(`drop index "${index.name.replaceAll('"', '""')}"`);
  if (session.kind === 'pglite') await session.query('set local session_replication_role = replica');
  const result = await write();
  if (session.kind === 'pglite') await session.query('set local session_replication_role = origin');
  for (const index of indexes) await session.query(index.definition);
  return result;
}
