import { BANK_DICTIONARY } from '../../reference/line-items/bank-line-items.js';
import { CREDIT_UNION_DICTIONARY } from '../../reference/line-items/credit-union-line-items.js';
import type { LineItemDictionary } from '../../reference/line-items/line-item.js';
import { SOLUTIONS } from '../../reference/solution-catalog.js';
import { bulkLoadTrusted } from '../store/bulk-load.js';
import { insertRows, type SqlSession } from '../store/index.js';
import { TABLE_COLUMNS } from '../store/table-columns.js';
import { nameKey, writeSolutionCatalog } from '../technographics/catalog-writer.js';
import { recordTechnographicsLoad } from '../technographics/provenance.js';
import { DEMO_SEED } from './generate-demo.js';
import { planDemoTechnographics, type TechnographicsInstitution } from './technographics-plan.js';
import { buildDemoVendorCatalog, type DemoVendorCatalog } from './technographics-vendors.js';

export const DEMO_TECHNOGRAPHICS_LABEL = 'generated demo technographics';

export type DemoTechnographicsSummary = {
  vendors: number;
  products: number;
  rows: number;
  openRows: number;
  seconds: number;
};

/** The demo vendors' names, to tell them from vendors an operator imported. */
export function demoVendorNames(seed = DEMO_SEED): string[] {
  return buildDemoVendorCatalog(seed).vendors.map((v) => v.name);
}

/** The first day of the quarter ending on `quarterEnd` (YYYY-MM-DD). */
export function quarterStart(quarterEnd: string): string {
  const month = Number(quarterEnd.slice(5, 7)) - 2;
  return `${quarterEnd.slice(0, 4)}-${String(month).padStart(2, '0')}-01`;
}

/** SQL for a line item of a filing `f` (positions are 1-based in SQL), 0 where not filed. */
export const itemSql = (dictionary: LineItemDictionary, code: string): string => {
  const position = dictionary.index.get(code);
  if (position === undefined) throw new Error(`line item ${code} is not in the dictionary`);
  return `coalesce(f.values[${position + 1}], 0)`;
};

/** Commercial loans (C&I and commercial real estate) over loans, per form. */
const COMMERCIAL_SHARE_SQL = `case when i.fi_type = 'bank'
  then (${['lnci', 'lnrenres', 'lnremult', 'lnrecons'].map((c) => itemSql(BANK_DICTIONARY, c)).join(' + ')})
       / nullif(${itemSql(BANK_DICTIONARY, 'lnlsgr')}, 0)
  else (${['acct_400p', 'acct_718a5'].map((c) => itemSql(CREDIT_UNION_DICTIONARY, c)).join(' + ')})
       / nullif(${itemSql(CREDIT_UNION_DICTIONARY, 'acct_025b')}, 0) end`;

/**
 * The demo banks and credit unions with their size, age, headquarters state, commercial lending share
 * (at their latest filing) and the structure event that ended them.
 */
export async function readDemoInstitutions(session: SqlSession): Promise<TechnographicsInstitution[]> {
  const rows = await session.query<{
    id: number;
    fi_type: 'bank' | 'credit_union';
    regulatory_id: string;
    assets: number | null;
    established: string | null;
    ended: string | null;
    state: string | null;
    commercial_share: number | null;
  }>(
    `select i.id, i.fi_type, i.regulatory_id, i.latest_assets as assets, i.established_date::text as established,
            (select min(e.event_date)::text from structure_events e
              where e.target_id = i.id and e.kind in ('merger', 'failure')) as ended,
            i.state,
            (select ${COMMERCIAL_SHARE_SQL} from financials f
              where f.institution_id = i.id and f.period = i.latest_period) as commercial_share
       from institutions i
      where i.source = 'demo' and i.fi_type in ('bank', 'credit_union')`,
  );
  return rows.map((r) => ({
    id: r.id,
    fiType: r.fi_type,
    regulatoryId: r.regulatory_id,
    assets: Number(r.assets ?? 0),
    establishedOn: r.established,
    endedOn: r.ended,
    state: r.state,
    commercialShare: r.commercial_share === null ? null : Number(r.commercial_share),
  }));
}

async function writeVendors(
  session: SqlSession,
  catalog: DemoVendorCatalog,
  solutionIds: Map<string, number>,
) {
  const vendorRows = await insertRows<{ id: number; name: string }>(
    session,
    'vendors',
    [
      { name: 'name', type: 'text' },
      { name: 'website', type: 'text' },
      { name: 'headquarters_state', type: 'text' },
      { name: 'founded_year', type: 'int' },
      { name: 'description', type: 'text' },
    ],
    catalog.vendors.map((v) => [v.name, v.website, v.headquartersState, v.foundedYear, v.description]),
    {
      // A vendor an operator imported under the same name keeps its id and gains the demo's details.
      conflict:
        'on conflict ((lower(name))) do update set website = excluded.website, ' +
        'headquarters_state = excluded.headquarters_state, founded_year = excluded.founded_year, ' +
        'description = excluded.description',
      returning: 'id, name',
    },
  );
  const vendorIdByName = new Map(vendorRows.map((r) => [nameKey(r.name), r.id]));
  const vendorIds = catalog.vendors.map((v) => vendorIdByName.get(nameKey(v.name)) as number);

  const productInputs = catalog.vendors.flatMap((v, vi) =>
    v.products.map((p) => [vendorIds[vi], p.name, p.description] as const),
  );
  const productRows = await insertRows<{ id: number; vendor_id: number; name: string }>(
    session,
    'products',
    [
      { name: 'vendor_id', type: 'int' },
      { name: 'name', type: 'text' },
      { name: 'description', type: 'text' },
    ],
    productInputs,
    {
      conflict: 'on conflict (vendor_id, (lower(name))) do update set description = excluded.description',
      returning: 'id, vendor_id, name',
    },
  );
  const productIdByKey = new Map(productRows.map((r) => [`${r.vendor_id}:${nameKey(r.name)}`, r.id]));
  const productIds = catalog.vendors.map((v, vi) =>
    v.products.map((p) => productIdByKey.get(`${vendorIds[vi]}:${nameKey(p.name)}`) as number),
  );
  const links = catalog.vendors.flatMap((v, vi) =>
    v.products.flatMap((p, pi) =>
      p.solutions.map((s) => [productIds[vi]?.[pi] as number, solutionIds.get(nameKey(s)) as number]),
    ),
  );
  await insertRows(session, 'product_solutions', TABLE_COLUMNS.product_solutions, links, {
    conflict: 'on conflict do nothing',
  });
  return { vendorIds, productIds, products: productRows.length };
}

/**
 * Generates and writes the demo technographics for the demo institutions in the database: the
 * reference catalog, the fictional vendors and products, and each institution's interval rows over
 * the data window (the demo's twenty quarters). Runs in the caller's transaction; the structure
 * events must already be written, since mergers and failures close rows.
 */
export async function loadDemoTechnographics(
  session: SqlSession,
  options: {
    windowStart: string;
    windowEnd: string;
    seed?: number;
    onProgress?: (message: string) => void;
  },
): Promise<DemoTechnographicsSummary> {
  const started = Date.now();
  const seed = options.seed ?? DEMO_SEED;
  const solutionIds = await writeSolutionCatalog(session);
  const catalog = buildDemoVendorCatalog(seed);
  const institutions = await readDemoInstitutions(session);
  const planned = planDemoTechnographics(institutions, {
    seed,
    catalog,
    windowStart: options.windowStart,
    windowEnd: options.windowEnd,
  });
  options.onProgress?.(`writing ${planned.length.toLocaleString('en-US')} technographics rows`);
  const { vendorIds, productIds, products } = await writeVendors(session, catalog, solutionIds);
  const solutionIdOf = SOLUTIONS.map((s) => solutionIds.get(nameKey(s.name)) as number);
  let open = 0;
  await bulkLoadTrusted(session, 'institution_technographics', () =>
    insertRows(
      session,
      'institution_technographics',
      TABLE_COLUMNS.institution_technographics,
      planned.map((r) => {
        if (r.endedOn === null) open++;
        return [
          r.institutionId,
          solutionIdOf[r.solution],
          r.hasService,
          r.type,
          r.vendor === null ? null : vendorIds[r.vendor],
          r.vendor === null || r.product === null ? null : productIds[r.vendor]?.[r.product],
          r.startedOn,
          r.endedOn,
          r.endReason,
          'demo',
        ];
      }),
      { batchSize: 50_000 },
    ),
  );
  // Fresh statistics, so the first market-share queries are planned on the real row counts.
  await session.query(
    'analyze institution_technographics, vendors, products, product_solutions, solutions, solution_categories',
  );
  await recordTechnographicsLoad(session, {
    isDemo: true,
    fileName: DEMO_TECHNOGRAPHICS_LABEL,
    rowCount: planned.length,
    rejectedCount: 0,
    rejections: [],
    warnings: [],
    startedAt: new Date(started),
  });
  const seconds = (Date.now() - started) / 1000;
  options.onProgress?.(
    `technographics: ${planned.length.toLocaleString('en-US')} rows (${open.toLocaleString('en-US')} current), ` +
      `${catalog.vendors.length} vendors, ${products} products in ${seconds.toFixed(1)}s`,
  );
  return { vendors: catalog.vendors.length, products, rows: planned.length, openRows: open, seconds };
}
