import { currentRecordOrderSql, VENDOR_FIT_MIN_CLIENTS } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import type { ProductInfo } from './profiles.js';
import { openOnSql } from './read-technology.js';

/**
 * How many solutions get a model: the ones whose products have the most clients, Core Processing
 * first. Each model is a pass over the population, and the predictions page lists them.
 */
export const MAX_MODELLED_SOLUTIONS = 12;
/** How many solutions' vendors are technology variables (Core Processing first, then the most researched). */
export const MAX_TECH_SOLUTIONS = 15;

export type SolutionRef = { id: number; name: string; isCore: boolean };

const ACTIVE_BANKS_AND_CUS = `join institutions i on i.id = t.institution_id and i.active
  and i.fi_type in ('bank', 'credit_union')`;

/** Solutions ranked by institutions whose open record at the period names a vendor (with product, if asked). */
async function rankedSolutions(
  database: Database,
  period: string,
  { withProduct, minimum, limit }: { withProduct: boolean; minimum: number; limit: number },
): Promise<SolutionRef[]> {
  const rows = await database.query<{ id: number; name: string; is_core: boolean }>(
    `select s.id, s.name, s.is_core
       from institution_technographics t ${ACTIVE_BANKS_AND_CUS}
       join solutions s on s.id = t.solution_id
      where ${openOnSql('t', '$1')} and t.has_service
        and ${withProduct ? 't.product_id is not null' : 't.vendor_id is not null'}
      group by s.id, s.name, s.is_core
     having count(distinct t.institution_id) >= $2
      order by s.is_core desc, count(distinct t.institution_id) desc, s.id
      limit $3`,
    [period, minimum, limit],
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, isCore: r.is_core }));
}

/** The solutions modelled: at least VENDOR_FIT_MIN_CLIENTS product clients, the largest few. */
export const modelledSolutions = (database: Database, period: string) =>
  rankedSolutions(database, period, {
    withProduct: true,
    minimum: VENDOR_FIT_MIN_CLIENTS,
    limit: MAX_MODELLED_SOLUTIONS,
  });

/** The solutions whose vendor is a technology variable. */
export const technologySolutions = (database: Database, period: string) =>
  rankedSolutions(database, period, { withProduct: false, minimum: 1, limit: MAX_TECH_SOLUTIONS });

/** Each active bank's and credit union's product for the solutions, from the record that speaks for it. */
export async function currentProducts(
  database: Database,
  period: string,
  solutionIds: readonly number[],
): Promise<{ institution_id: number; solution_id: number; product_id: number }[]> {
  const rows = await database.query<{
    institution_id: number;
    solution_id: number;
    product_id: number | null;
  }>(
    `select distinct on (t.institution_id, t.solution_id) t.institution_id, t.solution_id, t.product_id
       from institution_technographics t ${ACTIVE_BANKS_AND_CUS}
      where ${openOnSql('t', '$1')} and t.solution_id = any($2::int[])
      order by t.institution_id, t.solution_id, ${currentRecordOrderSql('t')}`,
    [period, solutionIds],
  );
  return rows.flatMap((r) =>
    r.product_id === null || r.product_id === undefined
      ? []
      : [
          {
            institution_id: Number(r.institution_id),
            solution_id: Number(r.solution_id),
            product_id: Number(r.product_id),
          },
        ],
  );
}

/** The products and vendors by id. */
export async function productInfo(database: Database, productIds: readonly number[]): Promise<ProductInfo[]> {
  const rows = await database.query<ProductInfo>(
    `select p.id as product_id, p.name as product_name, v.id as vendor_id, v.name as vendor_name
       from products p join vendors v on v.id = p.vendor_id
      where p.id = any($1::int[]) order by p.id`,
    [[...new Set(productIds)]],
  );
  return rows.map((r) => ({ ...r, product_id: Number(r.product_id), vendor_id: Number(r.vendor_id) }));
}

/**
 * Pairs (solution, technology solution) that share a product: the technology variable would name the
 * vendor of the solution's own product (a core system also runs the general ledger), so that model
 * leaves it out.
 */
export async function sharedProductPairs(
  database: Database,
  solutionIds: readonly number[],
  techIds: readonly number[],
): Promise<{ solution_id: number; tech_id: number }[]> {
  const rows = await database.query<{ solution_id: number; tech_id: number }>(
    `select distinct a.solution_id, b.solution_id as tech_id
       from product_solutions a join product_solutions b on b.product_id = a.product_id
      where a.solution_id = any($1::int[]) and b.solution_id = any($2::int[]) and a.solution_id <> b.solution_id`,
    [solutionIds, techIds],
  );
  return rows.map((r) => ({ solution_id: Number(r.solution_id), tech_id: Number(r.tech_id) }));
}

export type SwitchRow = {
  institution_id: number;
  solution_id: number;
  old_product_id: number | null;
  old_vendor_id: number | null;
  new_product_id: number;
  switched_on: string;
};

/**
 * Competitive switches of the solutions ended after `after` and by `until` whose next record names
 * a product: the held-out cases (banks and credit unions, active or since merged).
 */
export async function switchesBetween(
  database: Database,
  solutionIds: readonly number[],
  after: string,
  until: string,
): Promise<SwitchRow[]> {
  const rows = await database.query<SwitchRow>(
    `select o.institution_id, o.solution_id, o.product_id as old_product_id, o.vendor_id as old_vendor_id,
            n.product_id as new_product_id,
            o.ended_on::text as switched_on
       from institution_technographics o
       join institution_technographics n on n.institution_id = o.institution_id
        and n.solution_id = o.solution_id and n.started_on = o.ended_on + 1
       join institutions i on i.id = o.institution_id and i.fi_type in ('bank', 'credit_union')
      where o.end_reason = 'competitive' and o.ended_on > $2::date and o.ended_on <= $3::date
        and o.solution_id = any($1::int[]) and n.product_id is not null
      order by o.solution_id, o.ended_on, o.institution_id`,
    [solutionIds, after, until],
  );
  return rows.map((r) => ({
    institution_id: Number(r.institution_id),
    solution_id: Number(r.solution_id),
    old_product_id: r.old_product_id === null ? null : Number(r.old_product_id),
    old_vendor_id: r.old_vendor_id === null ? null : Number(r.old_vendor_id),
    new_product_id: Number(r.new_product_id),
    switched_on: r.switched_on,
  }));
}
