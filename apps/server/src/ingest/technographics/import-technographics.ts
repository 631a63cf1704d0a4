import type { Database } from '../../db/database.js';
import { type ImportOptions, ImportReport, type ImportResult } from '../import-report.js';
import type { InputEntry } from '../io/input.js';
import { openOperatorCsv, singleCsvEntry } from '../io/operator-csv.js';
import { insertRows, type SqlSession, sessionOf, withTransaction } from '../store/index.js';
import { TABLE_COLUMNS } from '../store/table-columns.js';
import { distinctNames, nameKey, resolveVendorProducts, writeSolutionCatalog } from './catalog-writer.js';
import { type FiType, missingColumns, overlaps, parseRow, type TechnographicsCsvRow } from './csv-layout.js';
import { recordTechnographicsLoad } from './provenance.js';

/**
 * `npm run data -- import technographics <csv>`: an operator's own technographics (the layout is in
 * csv-layout.ts and the README). Every row is checked; rejected rows are reported with file, line and
 * reason. Accepted rows are written in one transaction: for every institution and solution in the
 * file, the rows stored before (an earlier import of the file, or demo rows) are replaced, so
 * importing the same file again changes nothing. Unknown solutions, vendors and products are created
 * by name; names match case-insensitively.
 */

const OTHER_CATEGORY = 'Other';

type Institution = { id: number };
type Accepted = TechnographicsCsvRow & { institutionId: number };

const FI_LABEL: Readonly<Record<FiType, string>> = {
  bank: 'bank',
  credit_union: 'credit union',
  bhc: 'holding company',
};

async function institutionIndex(database: Database) {
  const rows = await sessionOf(database).query<{
    id: number;
    fi_type: FiType;
    regulatory_id: string | null;
    rssd_id: number | null;
    source: string;
  }>('select id, fi_type, regulatory_id, rssd_id, source from institutions');
  const byRegulatoryId = new Map<string, Institution>();
  const byRssd = new Map<number, Institution[]>();
  for (const r of rows) {
    const inst = { id: r.id };
    if (r.regulatory_id) byRegulatoryId.set(`${r.fi_type}:${r.regulatory_id}`, inst);
    if (r.rssd_id) byRssd.set(r.rssd_id, [...(byRssd.get(r.rssd_id) ?? []), inst]);
  }
  const typeOf = new Map(rows.map((r) => [r.id, r.fi_type]));
  const sourceOf = new Map(rows.map((r) => [r.id, r.source]));
  return { byRegulatoryId, byRssd, typeOf, sourceOf };
}

async function readRows(
  entry: InputEntry,
  report: ImportReport,
  institutions: Awaited<ReturnType<typeof institutionIndex>>,
): Promise<Accepted[]> {
  const file = entry.name;
  const count = report.file(file);
  const table = await openOperatorCsv(entry, report, {
    what: 'a technographics CSV',
    readmeSection: 'Technographics CSV',
    missingColumns: missingColumns,
  });
  const today = new Date().toISOString().slice(0, 10);
  const accepted: Accepted[] = [];
  const byPair = new Map<string, Accepted[]>();
  for await (const { fields, line } of table.rows) {
    count.rows++;
    const parsed = parseRow(table.columns, fields, line, today);
    if (!parsed.ok) {
      report.reject(file, line, parsed.reason);
      continue;
    }
    const row = parsed.row;
    const byId =
      row.regulatoryId !== null
        ? institutions.byRegulatoryId.get(`${row.fiType}:${row.regulatoryId}`)
        : undefined;
    if (row.regulatoryId !== null && !byId) {
      report.reject(
        file,
        line,
        `no ${FI_LABEL[row.fiType as FiType]} with regulatory_id ${row.regulatoryId}`,
      );
      continue;
    }
    let institution = byId;
    if (row.rssdId !== null) {
      const candidates = (institutions.byRssd.get(row.rssdId) ?? []).filter(
        (i) => row.fiType === null || institutions.typeOf.get(i.id) === row.fiType,
      );
      if (byId && !candidates.some((c) => c.id === byId.id)) {
        report.reject(
          file,
          line,
          `regulatory_id ${row.regulatoryId} and rssd_id ${row.rssdId} name different institutions`,
        );
        continue;
      }
      if (!byId) {
        if (candidates.length === 0) {
          report.reject(file, line, `no institution with rssd_id ${row.rssdId}`);
          continue;
        }
        if (candidates.length > 1) {
          report.reject(
            file,
            line,
            `rssd_id ${row.rssdId} names ${candidates.length} institutions: add fi_type`,
          );
          continue;
        }
        institution = candidates[0];
      }
    }
    if (!institution) continue;
    const key = `${institution.id}:${nameKey(row.solution)}`;
    const earlier = byPair.get(key) ?? [];
    const clash = earlier.find((other) => overlaps(other, row));
    if (clash) {
      report.reject(
        file,
        line,
        `overlaps line ${clash.line} (same institution and solution, ${clash.startedOn} to ${clash.endedOn ?? 'open'})`,
      );
      continue;
    }
    const kept = { ...row, institutionId: institution.id };
    earlier.push(kept);
    byPair.set(key, earlier);
    accepted.push(kept);
  }
  return accepted;
}

/** Creates what the file names but the catalog lacks; returns ids and how many were created. */
async function resolveCatalog(session: SqlSession, rows: readonly Accepted[], report: ImportReport) {
  const solutionIds = await writeSolutionCatalog(session);
  const solutionCategory = new Map<string, string>();
  for (const row of rows) {
    const key = nameKey(row.solution);
    if (!solutionIds.has(key) && !solutionCategory.has(key))
      solutionCategory.set(key, row.category ?? OTHER_CATEGORY);
  }
  const newSolutions = distinctNames(rows.map((r) => r.solution).filter((n) => !solutionIds.has(nameKey(n))));
  if (newSolutions.size > 0) {
    await insertRows(
      session,
      'solution_categories',
      TABLE_COLUMNS.solution_categories,
      [...new Set(solutionCategory.values())].map((name) => [name, 1000]),
      { conflict: 'on conflict (name) do nothing' },
    );
    await session.query(
      `insert into solutions (category_id, name)
       select c.id, n.name from unnest($1::text[], $2::text[]) as n(name, category)
         join solution_categories c on c.name = n.category
       on conflict ((lower(name))) do nothing`,
      [
        [...newSolutions.values()],
        [...newSolutions.keys()].map((k) => solutionCategory.get(k) ?? OTHER_CATEGORY),
      ],
    );
    for (const r of await session.query<{ id: number; name: string }>(
      'select id, name from solutions where lower(name) = any($1::text[])',
      [[...newSolutions.keys()]],
    )) {
      solutionIds.set(nameKey(r.name), r.id);
    }
  }

  const vendorsAndProducts = await resolveVendorProducts(session, rows);
  for (const [key, name] of newSolutions) {
    const category = solutionCategory.get(key);
    report.warn(`created solution "${name}" in category "${category}"`);
  }
  return {
    solutionIds,
    vendorIdOf: vendorsAndProducts.vendorIdOf,
    productIdOf: vendorsAndProducts.productIdOf,
    created: {
      solutions: newSolutions.size,
      vendors: vendorsAndProducts.created.vendors.length,
      products: vendorsAndProducts.created.products.length,
    },
  };
}

export async function importTechnographics(
  database: Database,
  location: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const report = new ImportReport('technographics', options.progress);
  const progress = report.progress;
  const entry = await singleCsvEntry(location, 'technographics CSV');
  const institutions = await institutionIndex(database);
  progress.phase(`technographics: reading ${entry.name}`, entry.size, 'bytes');
  const rows = await readRows(entry, report, institutions);
  progress.done();

  const result = await withTransaction(database, async (session) => {
    progress.phase('technographics: solutions, vendors and products');
    const catalog = await resolveCatalog(session, rows, report);
    const records = rows.map((r) => {
      return {
        row: r,
        solutionId: catalog.solutionIds.get(nameKey(r.solution)) as number,
        vendorId: catalog.vendorIdOf(r.vendor),
        productId: catalog.productIdOf(r),
      };
    });
    // A product serves the solutions it is named for.
    const links = new Map<string, [number, number]>();
    for (const r of records) {
      if (r.productId !== null) links.set(`${r.productId}:${r.solutionId}`, [r.productId, r.solutionId]);
    }
    await insertRows(session, 'product_solutions', TABLE_COLUMNS.product_solutions, [...links.values()], {
      conflict: 'on conflict do nothing',
    });

    const pairs = new Map<string, [number, number]>();
    for (const r of records)
      pairs.set(`${r.row.institutionId}:${r.solutionId}`, [r.row.institutionId, r.solutionId]);
    progress.phase(
      'technographics: replacing earlier rows of the same institutions and solutions',
      pairs.size,
    );
    const [removed] = await session.query<{ n: number }>(
      `with gone as (
         delete from institution_technographics t
          using unnest($1::int[], $2::int[]) as p(institution_id, solution_id)
          where t.institution_id = p.institution_id and t.solution_id = p.solution_id
         returning 1)
       select count(*)::int as n from gone`,
      [[...pairs.values()].map((p) => p[0]), [...pairs.values()].map((p) => p[1])],
    );
    progress.phase(`technographics: writing ${rows.length.toLocaleString('en-US')} rows`, rows.length);
    await insertRows(
      session,
      'institution_technographics',
      TABLE_COLUMNS.institution_technographics,
      records.map((r) => [
        r.row.institutionId,
        r.solutionId,
        r.row.hasService,
        r.row.type,
        r.vendorId,
        r.productId,
        r.row.startedOn,
        r.row.endedOn,
        r.row.endReason,
        'import',
      ]),
      { onProgress: (n) => progress.update(n) },
    );
    const matched = new Set(rows.map((r) => r.institutionId));
    // Rows on demo institutions go when the demo data set is replaced, and their provenance with them.
    const sources = new Set([...matched].map((id) => institutions.sourceOf.get(id)));
    const outcome = report.result(null, rows.length, {
      rows: rows.length,
      currentRows: rows.filter((r) => r.endedOn === null).length,
      institutions: matched.size,
      solutions: new Set(records.map((r) => r.solutionId)).size,
      replacedRows: removed?.n ?? 0,
      createdSolutions: catalog.created.solutions,
      createdVendors: catalog.created.vendors,
      createdProducts: catalog.created.products,
    });
    await recordTechnographicsLoad(session, {
      isDemo: sources.size === 1 && sources.has('demo'),
      fileName: entry.name,
      rowCount: outcome.rowCount,
      rejectedCount: outcome.rejectedCount,
      rejections: outcome.rejections,
      warnings: outcome.warnings,
      startedAt: report.startedAt,
    });
    return outcome;
  });
  progress.done();
  return { ...result, durationMs: Date.now() - report.startedAt.getTime() };
}
