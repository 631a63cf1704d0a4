import {
  currentRecordOrderSql,
  technologyUseLabel,
  technologyUseOf,
  WHITE_SPACE_STATUSES,
  type WhiteSpaceStatus,
} from '@fin-atlas/domain';
import { cooperativeTurns } from '../../../compute/turns.js';
import type { Database } from '../../../db/database.js';
import type { Universe } from '../market.js';
import type { WhiteSpaceTarget } from './target.js';

/** Status index (WHITE_SPACE_STATUSES) per universe position. */
export const STATUS_INDEX = Object.fromEntries(WHITE_SPACE_STATUSES.map((s, i) => [s, i])) as Record<
  WhiteSpaceStatus,
  number
>;

/** What every institution of the universe does for the assessed solution. */
export type Usage = {
  /** A WHITE_SPACE_STATUSES index per universe position (not_researched where no record is open). */
  status: Uint8Array;
  /** What the record behind the status says, in the words every screen uses ("Vendor - Product"). */
  current: Map<number, string>;
  /** The other vendors' ids each competitor (or, for a solution, each user) runs, per position. */
  vendorsOf: Map<number, number[]>;
  vendorNames: Map<number, string>;
};

type RecordRow = {
  institution_id: number;
  has_service: boolean;
  type: string;
  vendor_id: number | null;
  product_id: number | null;
  vendor_name: string | null;
  product_name: string | null;
};

/** One open record's status for the target (technology-use rule, then which product it names). */
export function recordStatus(row: RecordRow, target: WhiteSpaceTarget): WhiteSpaceStatus {
  const vendorId = row.vendor_id === null ? null : Number(row.vendor_id);
  const use = technologyUseOf({ has_service: row.has_service, type: row.type, vendor_id: vendorId });
  if (use === 'no_service') return 'no_service';
  if (!target.product) return 'using';
  if (use !== 'vendor') return 'in_house';
  if (row.product_id !== null && Number(row.product_id) === target.product.id) return 'using';
  if (vendorId === target.product.vendor.id) return 'sibling';
  return 'competitor';
}

/** Institutions per read: the embedded database answers on the event loop, so a national read goes in pages. */
const PAGE = 500;

/** The solution's open records of every institution of the universe, a page of institutions at a time. */
async function readRecords(database: Database, universe: Universe, solutionId: number): Promise<RecordRow[]> {
  const members = universe.members.fin_query;
  const ids = Array.from(universe.ids)
    .filter((_, position) => members[position] === 1)
    .sort((a, b) => a - b);
  const rows: RecordRow[] = [];
  for (let from = 0; from < ids.length; from += PAGE) {
    const page = await database.query<RecordRow>(
      `select t.institution_id, t.has_service, t.type, t.vendor_id, t.product_id,
              v.name as vendor_name, p.name as product_name
         from institution_technographics t
         left join vendors v on v.id = t.vendor_id
         left join products p on p.id = t.product_id
        where t.ended_on is null and t.solution_id = $1 and t.institution_id = any($2::int[])
        order by t.institution_id, ${currentRecordOrderSql('t')}`,
      [solutionId, ids.slice(from, from + PAGE)],
    );
    rows.push(...page);
  }
  return rows;
}

/**
 * Reads the solution's open technographic records and gives each institution the first
 * status of WHITE_SPACE_STATUSES any of its records holds: running the product outranks another
 * product of the vendor, a competitor, in-house, and not offering the service.
 */
export async function readUsage(
  database: Database,
  universe: Universe,
  target: WhiteSpaceTarget,
): Promise<Usage> {
  const rows = await readRecords(database, universe, target.solution.id);
  const status = new Uint8Array(universe.size).fill(STATUS_INDEX.not_researched);
  const current = new Map<number, string>();
  const vendorsOf = new Map<number, number[]>();
  const vendorNames = new Map<number, string>();
  const vendorStatus = target.product ? STATUS_INDEX.competitor : STATUS_INDEX.using;
  const turn = cooperativeTurns();
  for (const row of rows) {
    await turn();
    const position = universe.positionOf.get(Number(row.institution_id));
    if (position === undefined) continue;
    const index = STATUS_INDEX[recordStatus(row, target)];
    if (index < (status[position] as number)) {
      status[position] = index;
      const vendorId = row.vendor_id === null ? null : Number(row.vendor_id);
      const use = technologyUseOf({ has_service: row.has_service, type: row.type, vendor_id: vendorId });
      current.set(position, technologyUseLabel(use, row.vendor_name, row.product_name));
    }
    if (index === vendorStatus && row.vendor_id !== null) {
      const vendorId = Number(row.vendor_id);
      vendorNames.set(vendorId, row.vendor_name ?? '');
      const list = vendorsOf.get(position) ?? [];
      if (!list.includes(vendorId)) list.push(vendorId);
      vendorsOf.set(position, list);
    }
  }
  return { status, current, vendorsOf, vendorNames };
}
