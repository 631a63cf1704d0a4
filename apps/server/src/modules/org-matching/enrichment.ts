import {
  blankPlaceholderProduct,
  currentRecordOrderSql,
  fiTypeLabel,
  type OrgRowStatus,
  technologyUseLabel,
  technologyUseOf,
} from '@fin-atlas/domain';
import { inArray, sql } from 'drizzle-orm';
import { computeTask, runCompute } from '../../compute/worker-pool.js';
import type { Database, Db } from '../../db/database.js';
import { solutionCategories, solutions } from '../../db/schema/index.js';
import { unprocessable } from '../../http/app-error.js';
import { csvLine } from '../../http/csv.js';
import { type DownloadStamp, stampCsv } from '../downloads/index.js';
import type { EnrichedCell, EnrichedTable, enrichedXlsx } from './enrichment.task.js';
import type { OrgListRecord } from './org-list-store.js';

export type EnrichmentSolution = { id: number; name: string };

type RowRecord = {
  line: number;
  raw: Record<string, string>;
  institutionId: number | null;
  status: string;
  confidence: number | null;
};

type InstitutionFacts = {
  id: number;
  name: string;
  fi_type: string;
  rssd_id: number | null;
  regulatory_id: string | null;
  city: string | null;
  state: string | null;
  latest_assets: number | null;
  website: string | null;
};

type Usage = { vendor: string; product: string };

// The three a vendor asks about first; the solution catalog names them this way.
const DEFAULT_SOLUTION_NAMES = [
  ['core processing'],
  ['retail online banking', 'online banking'],
  ['retail mobile banking', 'mobile banking'],
] as const;

/** Core processing, online banking and mobile banking, as the catalog holds them. */
export async function defaultEnrichmentSolutions(db: Db): Promise<EnrichmentSolution[]> {
  const all = await db
    .select({ id: solutions.id, name: solutions.name, isCore: solutions.isCore })
    .from(solutions)
    .orderBy(solutions.id);
  const picked: EnrichmentSolution[] = [];
  for (const names of DEFAULT_SOLUTION_NAMES) {
    const exact = names.map((n) => all.find((s) => s.name.toLowerCase() === n)).find((s) => s !== undefined);
    const loose = all
      .filter((s) => s.name.toLowerCase().includes(names[names.length - 1] as string))
      .sort((a, b) => a.name.length - b.name.length)[0];
    const core = names[0] === 'core processing' ? all.find((s) => s.isCore) : undefined;
    const found = exact ?? core ?? loose;
    if (found && !picked.some((p) => p.id === found.id)) picked.push({ id: found.id, name: found.name });
  }
  return picked;
}

/** The solutions the user picked, in their order; an unknown id is the user's mistake to fix. */
export async function solutionsByIds(db: Db, ids: readonly number[]): Promise<EnrichmentSolution[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: solutions.id, name: solutions.name })
    .from(solutions)
    .where(inArray(solutions.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw unprocessable(`Unknown solution id ${missing.join(', ')}.`);
  return [...new Set(ids)].map((id) => byId.get(id) as EnrichmentSolution);
}

export async function solutionChoices(db: Db) {
  return db
    .select({
      id: solutions.id,
      name: solutions.name,
      category: solutionCategories.name,
      is_core: solutions.isCore,
    })
    .from(solutions)
    .innerJoin(solutionCategories, sql`${solutionCategories.id} = ${solutions.categoryId}`)
    .orderBy(solutionCategories.displayOrder, solutionCategories.name, solutions.name);
}

async function institutionFacts(
  database: Database,
  ids: readonly number[],
): Promise<Map<number, InstitutionFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await database.query<InstitutionFacts>(
    `select id, name, fi_type, rssd_id, regulatory_id, city, state, latest_assets, website
       from institutions where id = any($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** What each institution runs today for each solution: vendor and product, or the use without a vendor. */
async function currentUsage(
  database: Database,
  institutionIds: readonly number[],
  solutionIds: readonly number[],
): Promise<Map<string, Usage>> {
  const usage = new Map<string, Usage>();
  if (institutionIds.length === 0 || solutionIds.length === 0) return usage;
  const rows = await database.query<{
    institution_id: number;
    solution_id: number;
    has_service: boolean;
    type: string;
    vendor_id: number | null;
    vendor: string | null;
    product: string | null;
  }>(
    `select it.institution_id, it.solution_id, it.has_service, it.type, it.vendor_id, v.name as vendor, p.name as product
       from institution_technographics it
       left join vendors v on v.id = it.vendor_id
       left join products p on p.id = it.product_id
      where it.institution_id = any($1::int[]) and it.solution_id = any($2::int[]) and it.ended_on is null
      order by it.institution_id, it.solution_id, ${currentRecordOrderSql('it')}`,
    [institutionIds, solutionIds],
  );
  for (const r of rows) {
    const use = technologyUseOf(r);
    const vendor = technologyUseLabel(use, r.vendor);
    const product = use === 'vendor' ? blankPlaceholderProduct(r.product) : '';
    const key = `${r.institution_id}:${r.solution_id}`;
    if (!usage.has(key)) usage.set(key, { vendor, product });
  }
  return usage;
}

const STATUS_LABELS: Record<OrgRowStatus, string> = {
  matched: 'Matched',
  confirmed: 'Confirmed',
  review: 'Needs review',
  rejected: 'Rejected',
  unmatched: 'Not matched',
};

/**
 * The uploaded rows with their own columns first, in their order, then the matched institution's
 * identity and firmographics, today's vendor and product for each solution, and the match status.
 * Rows nobody matched keep their columns and say why they are blank.
 */
export async function enrichedTable(
  database: Database,
  list: OrgListRecord,
  rows: readonly RowRecord[],
  chosen: readonly EnrichmentSolution[],
): Promise<EnrichedTable> {
  const matched = (r: RowRecord) =>
    (r.status === 'matched' || r.status === 'confirmed') && r.institutionId !== null;
  const ids = [...new Set(rows.filter(matched).map((r) => r.institutionId as number))];
  const [facts, usage] = await Promise.all([
    institutionFacts(database, ids),
    currentUsage(
      database,
      ids,
      chosen.map((s) => s.id),
    ),
  ]);
  const added = [
    'FIN Institution ID',
    'FIN Institution Name',
    'FIN FI Type',
    'FIN RSSD ID',
    'FIN Cert/Charter',
    'FIN City',
    'FIN State',
    'FIN Total Assets ($000)',
    'FIN Website',
    ...chosen.flatMap((s) => [`FIN ${s.name} Vendor`, `FIN ${s.name} Product`]),
    'FIN Match Status',
    'FIN Match Confidence',
  ];
  const firstAdded = list.columns.length;
  const header = [...list.columns, ...added];
  const formats = new Map<number, string>([
    [firstAdded + 7, '#,##0'],
    [header.length - 1, '0%'],
  ]);
  const table = rows.map((row) => {
    const own = list.columns.map((column) => row.raw[column] ?? '');
    const fact = matched(row) ? facts.get(row.institutionId as number) : undefined;
    const firm: EnrichedCell[] = fact
      ? [
          fact.id,
          fact.name,
          fiTypeLabel(fact.fi_type),
          fact.rssd_id,
          fact.regulatory_id,
          fact.city,
          fact.state,
          fact.latest_assets === null ? null : Math.round(fact.latest_assets),
          fact.website,
        ]
      : Array<EnrichedCell>(9).fill(null);
    const tech = chosen.flatMap((s) => {
      const use = fact ? usage.get(`${fact.id}:${s.id}`) : undefined;
      return [use?.vendor ?? null, use?.product || null];
    });
    const status = STATUS_LABELS[row.status as OrgRowStatus] ?? row.status;
    const confidence = row.status === 'confirmed' ? 1 : row.confidence;
    return [...own, ...firm, ...tech, status, fact || row.status === 'review' ? confidence : null];
  });
  return { header, firstAdded, formats, rows: table };
}

const ENRICHED_XLSX = computeTask<typeof enrichedXlsx>(
  new URL('./enrichment.task.js', import.meta.url),
  'enrichedXlsx',
);

/**
 * The enriched table as a workbook: fingerprint notice on row 1, header on row 2, filters and
 * frozen header. Built and written on a compute worker (enrichment.task.ts).
 */
export async function enrichedWorkbook(
  table: EnrichedTable,
  stamp: DownloadStamp,
  sheetName: string,
): Promise<Buffer> {
  const bytes = await runCompute(ENRICHED_XLSX, { table, stamp, sheetName });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The enriched table as CSV for re-import into a CRM, the notice line first and a BOM for Excel. */
export function enrichedCsv(table: EnrichedTable, stamp: DownloadStamp): string {
  const lines = [table.header, ...table.rows].map((row) => csvLine(row));
  return `\uFEFF${stampCsv(`${lines.join('\r\n')}\r\n`, stamp)}`;
}
