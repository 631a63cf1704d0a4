import type { FitClientsResponse } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { notFound } from '../../../http/app-error.js';
import { FIT_FI_TYPES, fitInstitution, INSTITUTION_COLUMNS, type InstitutionRow } from './fit-subject.js';

type ClientRow = InstitutionRow & { since: string | null; total: number };

/**
 * GET /api/fit_profile/client_institutions: the banks and credit unions running the product today
 * (an open technographics row of it: for the solution when one is given, as the ranking counts a
 * product's clients, else for any solution it serves), largest first, with the date they started
 * on it, and how many there are in all.
 */
export async function clientInstitutions(
  database: Database,
  query: { productId: number; limit: number; solutionId?: number },
): Promise<FitClientsResponse> {
  const [product] = await database.query<{
    id: number;
    name: string;
    vendor_id: number;
    vendor_name: string;
  }>(
    `select p.id, p.name, p.vendor_id, v.name as vendor_name
       from products p join vendors v on v.id = p.vendor_id where p.id = $1`,
    [query.productId],
  );
  if (!product) throw notFound('Product not found.');
  const rows = await database.query<ClientRow>(
    `with clients as (
       select t.institution_id, min(t.started_on) as since
         from institution_technographics t
        where t.product_id = $1 and t.ended_on is null and ($4::int is null or t.solution_id = $4)
        group by t.institution_id)
     select ${INSTITUTION_COLUMNS}, c.since::text as since,
            count(*) over ()::int as total
       from clients c join institutions i on i.id = c.institution_id
      where i.active and i.fi_type = any($2::text[])
      order by i.latest_assets desc nulls last, i.id
      limit $3`,
    [query.productId, FIT_FI_TYPES, query.limit, query.solutionId ?? null],
  );
  return {
    product: {
      product_id: Number(product.id),
      product_name: product.name,
      vendor_id: Number(product.vendor_id),
      vendor_name: product.vendor_name,
    },
    total: rows[0] ? Number(rows[0].total) : 0,
    institutions: rows.map((r) => ({ ...fitInstitution(r), since: r.since })),
  };
}
