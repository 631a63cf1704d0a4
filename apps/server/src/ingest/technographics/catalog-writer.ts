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

/** A vendor and product named by an operator's file; a product always comes with its vendor. */
export type NamedProduct = { vendor: string | null; product: string | null };

/** Distinct names by case-insensitive key, first spelling kept. */
export function distinctNames(names: Iterable<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of names) if (!out.has(nameKey(name))) out.set(nameKey(name), name);
  return out;
}

/**
 * The ids of the vendors and products an operator's file names, matched by name case-insensitively;
 * names the catalog lacks are created (a product under its vendor) and listed in `created`.
 */
export async function resolveVendorProducts(session: SqlSession, named: readonly NamedProduct[]) {
  const vendorNames = distinctNames(named.flatMap((r) => (r.vendor ? [r.vendor] : [])));
  const existingVendors = await session.query<{ id: number; name: string }>(
    'select id, name from vendors where lower(name) = any($1::text[])',
    [[...vendorNames.keys()]],
  );
  const vendorIds = new Map(existingVendors.map((v) => [nameKey(v.name), v.id]));
  const newVendors = [...vendorNames].filter(([key]) => !vendorIds.has(key)).map(([, name]) => name);
  if (newVendors.length > 0) {
    const created = await insertRows<{ id: number; name: string }>(
      session,
      'vendors',
      [{ name: 'name', type: 'text' }],
      newVendors.map((n) => [n]),
      { returning: 'id, name' },
    );
    for (const v of created) vendorIds.set(nameKey(v.name), v.id);
  }

  const productKey = (vendorId: number, name: string) => `${vendorId}:${nameKey(name)}`;
  const wanted = new Map<string, { vendorId: number; name: string }>();
  for (const r of named) {
    if (!r.vendor || !r.product) continue;
    const vendorId = vendorIds.get(nameKey(r.vendor)) as number;
    const key = productKey(vendorId, r.product);
    if (!wanted.has(key)) wanted.set(key, { vendorId, name: r.product });
  }
  const existingProducts = await session.query<{ id: number; vendor_id: number; name: string }>(
    'select id, vendor_id, name from products where vendor_id = any($1::int[])',
    [[...new Set([...wanted.values()].map((p) => p.vendorId))]],
  );
  const productIds = new Map(existingProducts.map((p) => [productKey(p.vendor_id, p.name), p.id]));
  const newProducts = [...wanted].filter(([key]) => !productIds.has(key)).map(([, p]) => p);
  if (newProducts.length > 0) {
    const created = await insertRows<{ id: number; vendor_id: number; name: string }>(
      session,
      'products',
      [
        { name: 'vendor_id', type: 'int' },
        { name: 'name', type: 'text' },
      ],
      newProducts.map((p) => [p.vendorId, p.name]),
      { returning: 'id, vendor_id, name' },
    );
    for (const p of created) productIds.set(productKey(p.vendor_id, p.name), p.id);
  }
  const vendorIdOf = (vendor: string | null) => (vendor ? (vendorIds.get(nameKey(vendor)) ?? null) : null);
  return {
    vendorIdOf,
    productIdOf: (r: NamedProduct) => {
      const vendorId = vendorIdOf(r.vendor);
      return vendorId !== null && r.product
        ? (productIds.get(productKey(vendorId, r.product)) ?? null)
        : null;
    },
    created: {
      vendors: newVendors,
      products: newProducts.map((p) => p.name),
    },
  };
}
