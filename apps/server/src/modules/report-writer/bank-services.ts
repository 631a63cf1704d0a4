import { type ReportElement, technographicMode, type VendorProduct } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';

/** Rows of vendor_products: at most this many, most used first. */
const MAX_VENDOR_PRODUCTS = 500;

/**
 * The vendors and products of one bank service (solution): every product catalogued as serving it
 * and every vendor or product an active institution's current record names for it, with how many
 * active institutions use each, most used first. A vendor whose records name no product appears once
 * with product null.
 */
export async function serviceVendorProducts(
  database: Database,
  serviceId: number,
  q?: string,
): Promise<VendorProduct[]> {
  const needle = q?.trim().toLowerCase() ?? '';
  const rows = await database.query<{
    vendor_id: number;
    vendor: string;
    product_id: number | null;
    product: string | null;
    institutions: number;
  }>(
    `with used as (
       select t.vendor_id, t.product_id, count(distinct t.institution_id)::int as n
         from institution_technographics t
         join institutions i on i.id = t.institution_id and i.active
        where t.solution_id = $1 and t.ended_on is null and t.vendor_id is not null
        group by t.vendor_id, t.product_id),
     catalogued as (
       select p.vendor_id, p.id as product_id from product_solutions ps
         join products p on p.id = ps.product_id
        where ps.solution_id = $1),
     pairs as (
       select vendor_id, product_id from used union select vendor_id, product_id from catalogued)
     select v.id as vendor_id, v.name as vendor, p.id as product_id, p.name as product,
            coalesce(u.n, 0)::int as institutions
       from pairs
       join vendors v on v.id = pairs.vendor_id
       left join products p on p.id = pairs.product_id
       left join used u on u.vendor_id = pairs.vendor_id and u.product_id is not distinct from pairs.product_id
      where $2 = '' or strpos(lower(v.name), $2) > 0 or strpos(lower(coalesce(p.name, '')), $2) > 0
      order by institutions desc, lower(v.name), lower(coalesce(p.name, ''))
      limit ${MAX_VENDOR_PRODUCTS}`,
    [serviceId, needle],
  );
  return rows.map((r) => ({
    id: Number(r.vendor_id),
    vendor: r.vendor,
    product: r.product,
    product_id: r.product_id === null ? null : Number(r.product_id),
    bank_service_id: serviceId,
    institutions: Number(r.institutions),
  }));
}

type Named = { id: number; name: string };

/** The names of vendors and products (with their vendor) by id. */
export async function vendorAndProductNames(
  database: Database,
  vendorIds: readonly number[],
  productIds: readonly number[],
): Promise<{ vendors: Map<number, string>; products: Map<number, { name: string; vendor: string }> }> {
  const vendors =
    vendorIds.length === 0
      ? []
      : await database.query<Named>('select id, name from vendors where id = any($1::int[])', [
          [...vendorIds],
        ]);
  const products =
    productIds.length === 0
      ? []
      : await database.query<Named & { vendor: string }>(
          `select p.id, p.name, v.name as vendor from products p join vendors v on v.id = p.vendor_id
            where p.id = any($1::int[])`,
          [[...productIds]],
        );
  return {
    vendors: new Map(vendors.map((v) => [Number(v.id), v.name])),
    products: new Map(products.map((p) => [Number(p.id), { name: p.name, vendor: p.vendor }])),
  };
}

/** edit_bank_services: each technographics element of a report with its service, mode and named choices. */
export async function reportBankServices(database: Database, elements: readonly ReportElement[]) {
  const technographics = elements.flatMap((e) => (e.element_type === 'technographics' ? [e] : []));
  const ids = technographics.map((e) => e.element_id);
  const services =
    ids.length === 0
      ? []
      : await database.query<{ id: number; name: string; category: string | null }>(
          `select s.id, s.name, c.name as category from solutions s
             left join solution_categories c on c.id = s.category_id
            where s.id = any($1::int[])`,
          [ids],
        );
  const byId = new Map(services.map((s) => [Number(s.id), s]));
  const names = await vendorAndProductNames(
    database,
    technographics.flatMap((e) => e.element_properties.vendor_ids),
    technographics.flatMap((e) => e.element_properties.product_ids),
  );
  return technographics.map((e) => {
    const service = byId.get(e.element_id);
    const props = e.element_properties;
    return {
      element_id: e.element_id,
      name: service?.name ?? 'Deleted service',
      category: service?.category ?? null,
      mode: technographicMode(props),
      vendors: props.vendor_ids.map((id) => ({
        id,
        name: names.vendors.get(id) ?? `Vendor ${id} (deleted)`,
      })),
      products: props.product_ids.map((id) => {
        const product = names.products.get(id);
        return { id, name: product?.name ?? `Product ${id} (deleted)`, vendor: product?.vendor ?? '' };
      }),
      available: service !== undefined,
    };
  });
}
