import type { Database } from '../../db/database.js';

export type TechnographicsStatus = {
  categories: number;
  solutions: number;
  vendors: number;
  products: number;
  bySource: { source: string; rows: number; current: number; institutions: number; knownVendor: number }[];
};

/** What the technographics tables hold: the catalog's size and the rows per source. */
export async function technographicsStatus(database: Database): Promise<TechnographicsStatus> {
  const [catalog] = await database.query<{
    categories: number;
    solutions: number;
    vendors: number;
    products: number;
  }>(
    `select (select count(*)::int from solution_categories) as categories,
            (select count(*)::int from solutions) as solutions,
            (select count(*)::int from vendors) as vendors,
            (select count(*)::int from products) as products`,
  );
  const bySource = await database.query<{
    source: string;
    rows: number;
    current: number;
    institutions: number;
    known_vendor: number;
  }>(
    `select source, count(*)::int as rows, count(*) filter (where ended_on is null)::int as current,
            count(distinct institution_id)::int as institutions,
            count(*) filter (where ended_on is null and vendor_id is not null)::int as known_vendor
       from institution_technographics group by source order by source`,
  );
  return {
    categories: catalog?.categories ?? 0,
    solutions: catalog?.solutions ?? 0,
    vendors: catalog?.vendors ?? 0,
    products: catalog?.products ?? 0,
    bySource: bySource.map((r) => ({
      source: r.source,
      rows: r.rows,
      current: r.current,
      institutions: r.institutions,
      knownVendor: r.known_vendor,
    })),
  };
}

const n = (v: number) => v.toLocaleString('en-US');

export function formatTechnographicsStatus(status: TechnographicsStatus): string {
  const catalog =
    `${n(status.solutions)} solutions in ${n(status.categories)} categories, ` +
    `${n(status.vendors)} vendors, ${n(status.products)} products`;
  const rows =
    status.bySource.length === 0
      ? '  no institution technographics yet (npm run data -- import technographics <csv>)'
      : status.bySource
          .map(
            (s) =>
              `  ${s.source}: ${n(s.rows)} rows (${n(s.current)} current, ${n(s.knownVendor)} with a known vendor) ` +
              `for ${n(s.institutions)} institutions`,
          )
          .join('\n');
  return `Technographics\n\n  ${catalog}\n${rows}`;
}
