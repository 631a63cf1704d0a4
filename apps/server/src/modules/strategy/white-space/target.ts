import type { Database } from '../../../db/database.js';
import { notFound, unprocessable } from '../../../http/app-error.js';

/** What a white space assessment is about: a solution, and optionally one vendor product serving it. */
export type WhiteSpaceTarget = {
  solution: { id: number; name: string };
  product: { id: number; name: string; vendor: { id: number; name: string } } | null;
  label: string;
};

export const SOLUTION_NOT_FOUND = 'Solution not found.';
export const PRODUCT_NOT_FOUND = 'Product not found.';

/** The solution and product by id: an unknown one is a 404, a product that does not serve the solution a 422. */
export async function loadTarget(
  database: Database,
  solutionId: number,
  productId: number | undefined,
): Promise<WhiteSpaceTarget> {
  const [solution] = await database.query<{ id: number; name: string }>(
    'select id, name from solutions where id = $1',
    [solutionId],
  );
  if (!solution) throw notFound(SOLUTION_NOT_FOUND);
  const solutionRef = { id: Number(solution.id), name: solution.name };
  if (productId === undefined) return { solution: solutionRef, product: null, label: solution.name };
  const [product] = await database.query<{
    id: number;
    name: string;
    vendor_id: number;
    vendor_name: string;
    serves: boolean;
  }>(
    `select p.id, p.name, v.id as vendor_id, v.name as vendor_name,
            exists (select 1 from product_solutions ps
                     where ps.product_id = p.id and ps.solution_id = $2) as serves
       from products p join vendors v on v.id = p.vendor_id
      where p.id = $1`,
    [productId, solutionId],
  );
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (!product.serves) {
    throw unprocessable(`Validation failed. ${product.name} does not serve ${solution.name}.`);
  }
  return {
    solution: solutionRef,
    product: {
      id: Number(product.id),
      name: product.name,
      vendor: { id: Number(product.vendor_id), name: product.vendor_name },
    },
    label: `${product.vendor_name} - ${product.name} (${solution.name})`,
  };
}
