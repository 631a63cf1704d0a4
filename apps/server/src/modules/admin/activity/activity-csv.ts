import { Readable } from 'node:stream';
import { ACTIVITY_LIMITS, ACTIVITY_MODULE_LABELS, type ActivityModule } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { unprocessable } from '../../../http/app-error.js';
import { csvLine } from '../../../http/csv.js';
import { COUNT_COLUMNS, countsOf, KIND_COLUMNS } from './activity-counts.js';
import { type ActivityFilter, filterSql } from './activity-filter.js';
import { peopleOf } from './activity-people.js';

type Row = Record<string, unknown>;

/** Rows read per statement while the file streams out. */
const PAGE = 5000;

const HEADER = [
  'Day',
  'User',
  'E-mail',
  'Client group',
  'Module',
  'Sign-ins',
  'Page views',
  'Report runs',
  'Report views',
  'Exports',
  'Downloads',
  'Query runs',
  'Saved items',
  'Subscription deliveries',
  'Total',
];

export const ACTIVITY_CSV_TOO_LARGE = `Validation failed. The export holds at most ${ACTIVITY_LIMITS.csvRows.toLocaleString('en-US')} rows: choose fewer days, a module or a user.`;

/** How many (day, user, module) rows the export of the filter holds. */
export async function activityCsvRows(database: Database, filter: ActivityFilter): Promise<number> {
  const { where, params } = filterSql(filter, 'd');
  const [row] = await database.query<{ n: number }>(
    `select count(*)::int as n from (
       select 1 from activity_daily d where ${where} group by d.day, d.user_id, d.module) k`,
    params,
  );
  const rows = Number(row?.n ?? 0);
  if (rows > ACTIVITY_LIMITS.csvRows) throw unprocessable(ACTIVITY_CSV_TOO_LARGE);
  return rows;
}

/** One page after the key (day, user, module), in that order: the primary key's own order. */
async function page(database: Database, filter: ActivityFilter, after: Row | null): Promise<Row[]> {
  const { where, params } = filterSql(filter, 'd');
  let keyset = '';
  if (after) {
    params.push(after.day, after.user_id, after.module);
    const n = params.length;
    keyset = ` and (d.day, d.user_id, d.module) > ($${n - 2}::date, $${n - 1}::int, $${n}::text)`;
  }
  return database.query<Row>(
    `select d.day::text as day, d.user_id, d.module, max(d.group_id) as group_id, ${COUNT_COLUMNS}
       from activity_daily d where ${where}${keyset}
      group by d.day, d.user_id, d.module
      order by d.day, d.user_id, d.module
      limit ${PAGE}`,
    params,
  );
}

async function* lines(database: Database, filter: ActivityFilter, notice: string): AsyncGenerator<string> {
  yield `\uFEFF${notice}${csvLine(HEADER)}\r\n`;
  let after: Row | null = null;
  for (;;) {
    const rows = await page(database, filter, after);
    if (rows.length === 0) return;
    const people = await peopleOf(database, {
      userIds: rows.map((r) => Number(r.user_id)),
      groupIds: rows.map((r) => Number(r.group_id ?? 0)),
    });
    let chunk = '';
    for (const row of rows) {
      const user = people.user(Number(row.user_id));
      const counts = countsOf(row);
      chunk += `${csvLine([
        String(row.day),
        user?.user_name ?? '',
        user?.email ?? '',
        people.group(row.group_id === null ? null : Number(row.group_id))?.name ?? '',
        ACTIVITY_MODULE_LABELS[row.module as ActivityModule | ''] ?? String(row.module),
        ...KIND_COLUMNS.map(([, column]) => counts[column]),
        counts.events,
      ])}\r\n`;
    }
    yield chunk;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1] ?? null;
  }
}

/**
 * The by-user, module and day table as CSV: the notice line (with the download's fingerprint)
 * first, then the rows read a page at a time as the file streams, so memory stays flat.
 */
export function activityCsv(database: Database, filter: ActivityFilter, notice: string): Readable {
  return Readable.from(lines(database, filter, notice));
}
