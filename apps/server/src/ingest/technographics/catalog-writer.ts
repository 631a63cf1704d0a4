import { SOLUTION_CATEGORIES, SOLUTIONS } from '../../reference/solution-catalog.js';
import { insertRows, type SqlSession } from '../store/index.js';
import { TABLE_COLUMNS } from '../store/table-columns.js';

/** Case-insensitive lookup key of a catalog name, as the unique lower(name) indexes compare them. */
export const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * Writes the reference categories and solutions (idempotent: only changed rows are written, so an
 * unchanged catalog costs two statements that touch nothing). Solutions created by an operator's
 * import keep their own category unless the reference catalog names them. Returns solution ids by
 * lower-cased name.
 */
export async function writeSolutionCatalog(session: SqlSession): Promise<Map<string, number>> {
  await insertRows(
    session,
    'solution_categories',
    TABLE_COLUMNS.solution_categories,
    SOLUTION_CATEGORIES.map((c) => [c.name, c.displayOrder]),
    {
      conflict:
        'on conflict (name) do update set display_order = excluded.display_order ' +
        'where solution_categories.display_order is distinct from excluded.display_order',
    },
  );
  const categories = await session.query<{ id: number; name: string }>(
    'select id, name from solution_categories',
  );
  const categoryIds = new Map(categories.map((c) => [c.name, c.id]));
  await insertRows(
    session,
    'solutions',
    [
      { name: 'category_id', type: 'int' },
      { name: 'name', type: 'text' },
      { name: 'description', type: 'text' },
      { name: 'is_core', type: 'bool' },
    ],
    SOLUTIONS.map((s) => [categoryIds.get(s.category) ?? null, s.name, s.description, s.isCore]),
    {
      conflict:
        'on conflict ((lower(name))) do update set name = excluded.name, category_id = excluded.category_id, ' +
        'description = excluded.description, is_core = excluded.is_core ' +
        'where (solutions.name, solutions.category_id, solutions.description, solutions.is_core) ' +
        'is distinct from (excluded.name, excluded.category_id, excluded.description, excluded.is_core)',
    },
  );
  const solutions = await session.query<{ id: number; name: string }>('select id, name from solutions');
  return new Map(solutions.map((s) => [nameKey(s.name), s.id]));
}
