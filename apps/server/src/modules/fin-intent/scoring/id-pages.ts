import type { Database } from '../../../db/database.js';

/** Institution ids one statement of a national read covers. */
const IDS_PER_PAGE = 2000;

/** Ranges of institution ids (inclusive), lowest first. */
export type IdPages = readonly (readonly [number, number])[];

/**
 * The id ranges a national read is split into: the embedded engine runs each statement on the main
 * thread, and a whole country's technographics or filings in one statement would hold it for
 * hundreds of milliseconds.
 */
export async function institutionIdPages(database: Database): Promise<IdPages> {
  const [row] = await database.query<{ lo: number | null; hi: number | null }>(
    'select min(id)::int as lo, max(id)::int as hi from institutions',
  );
  if (row?.lo == null || row.hi == null) return [];
  const pages: [number, number][] = [];
  for (let lo = row.lo; lo <= row.hi; lo += IDS_PER_PAGE)
    pages.push([lo, Math.min(row.hi, lo + IDS_PER_PAGE - 1)]);
  return pages;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One set-based read per id page (institution_id between lo and hi), other requests getting a turn between pages. */
export async function readInPages<R>(
  pages: IdPages,
  read: (lo: number, hi: number) => Promise<R[]>,
): Promise<R[]> {
  const out: R[] = [];
  for (const [index, [lo, hi]] of pages.entries()) {
    if (index > 0) await nextTurn();
    out.push(...(await read(lo, hi)));
  }
  return out;
}
