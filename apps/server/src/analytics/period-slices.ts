import type { Database } from '../db/database.js';
import { lineItemsRead } from '../metrics/catalog/index.js';
import type { FinancialFiType } from '../metrics/metric-definition.js';
import type { Period } from '../metrics/periods.js';
import { BANK_DICTIONARY } from '../reference/line-items/bank-line-items.js';
import { CREDIT_UNION_DICTIONARY } from '../reference/line-items/credit-union-line-items.js';

/**
 * The columns computations keep in memory for an FI type: the line items the catalog's formulas
 * read (about a third of what is stored), so a national period costs a third of the memory and of
 * the transfer.
 */
export type SliceLayout = {
  codes: readonly string[];
  columnOf: ReadonlyMap<string, number>;
  /** 1-based position of each column in `financials.values`. */
  subscripts: readonly number[];
  /** For each 0-based position of a stored array up to the last column's, its column or -1. */
  columnAt: Int32Array;
};

const layouts = new Map<FinancialFiType, SliceLayout>();

export function sliceLayout(type: FinancialFiType): SliceLayout {
  let layout = layouts.get(type);
  if (!layout) {
    const dictionary = type === 'credit_union' ? CREDIT_UNION_DICTIONARY : BANK_DICTIONARY;
    const codes = lineItemsRead(type).filter((code) => dictionary.index.has(code));
    const subscripts = codes.map((code) => (dictionary.index.get(code) as number) + 1);
    const columnAt = new Int32Array(Math.max(0, ...subscripts)).fill(-1);
    subscripts.forEach((subscript, column) => {
      columnAt[subscript - 1] = column;
    });
    layout = { codes, columnOf: new Map(codes.map((code, column) => [code, column])), subscripts, columnAt };
    layouts.set(type, layout);
  }
  return layout;
}

/**
 * Institutions at one period as a dense matrix: a row per institution (`ids[row]`), a column per
 * layout code; NaN = not reported. The numbers live in shared memory so a compute worker reads the
 * very same matrix without a copy.
 */
export type PeriodSlice = {
  rows: ReadonlyMap<number, number>;
  ids: Int32Array;
  width: number;
  data: Float64Array;
};

/** What crosses to a worker thread: the shared arrays, not the row index (rebuilt there). */
export type SharedSlice = Pick<PeriodSlice, 'ids' | 'width' | 'data'>;

const sharedFloat64 = (length: number) =>
  new Float64Array(new SharedArrayBuffer(length * Float64Array.BYTES_PER_ELEMENT));

function sharedInt32(values: readonly number[]): Int32Array {
  const out = new Int32Array(new SharedArrayBuffer(values.length * Int32Array.BYTES_PER_ELEMENT));
  out.set(values);
  return out;
}

export function sliceFromShared({ ids, width, data }: SharedSlice): PeriodSlice {
  const rows = new Map<number, number>();
  ids.forEach((id, row) => {
    rows.set(id, row);
  });
  return { rows, ids, width, data };
}

type ValueRow = { institution_id: number; period?: string; values: (number | string | null)[] };

/** A slice from query rows: `values[from[i]]` of each row goes to column `to[i]`. */
function sliceOf(
  rows: readonly ValueRow[],
  width: number,
  from: readonly number[],
  to: readonly number[],
): PeriodSlice {
  const data = sharedFloat64(rows.length * width).fill(Number.NaN);
  rows.forEach((row, r) => {
    for (let i = 0; i < from.length; i++) {
      const v = row.values[from[i] as number];
      if (v !== null && v !== undefined) data[r * width + (to[i] as number)] = Number(v);
    }
  });
  return sliceFromShared({ ids: sharedInt32(rows.map((row) => Number(row.institution_id))), width, data });
}

/**
 * Rows per query of a national read. A whole type at once (about 4,000 call reports) holds the
 * event loop for a third of a second on the embedded engine, which runs queries on the main thread;
 * pages this small give other requests a turn every few tens of milliseconds.
 */
const NATIONAL_PAGE_ROWS = 150;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const CLOSE = 125;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;

/**
 * The number written in text[start, stop): integers (most call-report items, in $ thousands) are
 * summed digit by digit, exactly; anything else (a fraction, an exponent, NaN, Infinity) goes to
 * Number, which rounds as PostgreSQL's own output expects.
 */
function numberAt(text: string, start: number, stop: number): number {
  // Past fifteen digits a sum of digits could leave the exact integers.
  if (stop - start > 15) return Number(text.slice(start, stop));
  const negative = text.charCodeAt(start) === MINUS;
  let value = 0;
  for (let i = negative ? start + 1 : start; i < stop; i++) {
    const digit = text.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > NINE - ZERO) return Number(text.slice(start, stop));
    value = value * 10 + digit;
  }
  return negative ? -value : value;
}

/**
 * Copies the layout's columns out of a float8[] in PostgreSQL's text form ("{1,NULL,2.5e+06}") into
 * row `base` of a slice. A national quarter is thousands of arrays of hundreds of numbers: the
 * drivers' array parsers build a JavaScript array per row and cost more than the query itself,
 * where this reads the few numbers the formulas use and allocates nothing else.
 */
export function pickColumns(text: string, columnAt: Int32Array, data: Float64Array, base: number): void {
  const end = text.length - 1;
  let start = 1;
  for (let position = 0; start < end && position < columnAt.length; position++) {
    let stop = text.indexOf(',', start);
    if (stop < 0) stop = end;
    const column = columnAt[position] as number;
    // "NULL" is the only unquoted token of a float8 array that starts with N and is not NaN.
    if (column >= 0 && !(text.charCodeAt(start) === 78 && text.charCodeAt(start + 1) === 85))
      data[base + column] = numberAt(text, start, stop);
    start = stop + 1;
  }
  if (text.charCodeAt(end) !== CLOSE) throw new Error('not a one-dimensional array');
}

/** An institution's stored array as PostgreSQL writes it out. */
type ArrayText = { institution_id: number; values: string };

/** Every institution of one type at one period, in the type's layout, read a page at a time. */
export async function readNationalSlice(
  database: Database,
  fiType: string,
  type: FinancialFiType,
  period: Period,
): Promise<PeriodSlice> {
  const { codes, columnAt } = sliceLayout(type);
  const width = codes.length;
  // The type's institutions, not its filers: finding who filed costs a join as slow as the read.
  const members = await database.query<{ id: number }>(
    'select id from institutions where fi_type = $1 order by id',
    [fiType],
  );
  const pages: ArrayText[][] = [];
  for (let start = 0; start < members.length; start += NATIONAL_PAGE_ROWS) {
    if (start > 0) await nextTurn();
    // The array as text, picked here: subscripting each column in SQL would unpack it once per column.
    const page = await database.query<ArrayText>(
      `select institution_id, values[1:${columnAt.length}]::text as values from financials
        where period = $1::date and institution_id = any($2::int[]) order by institution_id`,
      [period, members.slice(start, start + NATIONAL_PAGE_ROWS).map((m) => m.id)],
    );
    pages.push(page);
  }
  const ids = pages.flatMap((page) => page.map((row) => Number(row.institution_id)));
  const data = sharedFloat64(ids.length * width).fill(Number.NaN);
  let row = 0;
  for (const page of pages) {
    for (const { values } of page) pickColumns(values, columnAt, data, width * row++);
    await nextTurn();
  }
  return sliceFromShared({ ids: sharedInt32(ids), width, data });
}

/**
 * A few institutions at several periods, reading only the line items `codes` (other columns stay
 * NaN): a report on one bank moves a few numbers, not whole call reports.
 */
export async function readInstitutionSlices(
  database: Database,
  type: FinancialFiType,
  institutionIds: readonly number[],
  periods: readonly Period[],
  codes: readonly string[],
): Promise<Map<Period, PeriodSlice>> {
  const layout = sliceLayout(type);
  const columns = [...new Set(codes)].flatMap((code) => {
    const column = layout.columnOf.get(code);
    return column === undefined ? [] : [column];
  });
  const out = new Map<Period, PeriodSlice>();
  if (columns.length === 0 || institutionIds.length === 0 || periods.length === 0) return out;
  const rows = await database.query<ValueRow>(
    `select f.institution_id, f.period::text as period,
            array[${columns.map((c) => `f.values[${layout.subscripts[c]}]`).join(', ')}]::float8[] as values
       from financials f
      where f.period = any($1::date[]) and f.institution_id = any($2::int[])`,
    [periods, institutionIds],
  );
  const byPeriod = new Map<Period, ValueRow[]>();
  for (const row of rows) {
    const period = String(row.period);
    const list = byPeriod.get(period);
    if (list) list.push(row);
    else byPeriod.set(period, [row]);
  }
  const from = columns.map((_, i) => i);
  for (const [period, list] of byPeriod) out.set(period, sliceOf(list, layout.codes.length, from, columns));
  return out;
}

/**
 * Set 2 for one period: each institution's row plus the rows of the institutions that merged into
 * it later. A line item the institution itself does not report stays unreported; a source that
 * does not report an item adds nothing to it.
 */
export function restateSlice(
  slice: PeriodSlice,
  sourcesOf: (institutionId: number) => number[],
): PeriodSlice {
  const { rows, ids, width, data: own } = slice;
  const data = sharedFloat64(own.length);
  data.set(own);
  for (const [id, row] of rows) {
    const sources = sourcesOf(id);
    if (sources.length === 0) continue;
    const base = row * width;
    for (const source of sources) {
      const sourceRow = rows.get(source);
      if (sourceRow === undefined) continue;
      const from = sourceRow * width;
      for (let c = 0; c < width; c++) {
        const add = own[from + c] as number;
        if (!Number.isNaN(add) && !Number.isNaN(own[base + c] as number))
          data[base + c] = (data[base + c] as number) + add;
      }
    }
  }
  return { rows, ids, width, data };
}

const MAX_SLICES = 48;

/**
 * National computations read the same few quarters for every institution of a type again and
 * again; holding those quarters in memory as typed matrices makes a national ranking a pass over
 * numbers instead of a database round trip per metric. Least recently used slices go first; the
 * owner clears the cache whenever data is loaded.
 */
export function createPeriodSliceCache() {
  const cache = new Map<string, Promise<PeriodSlice>>();

  return {
    /** The cached slice under `key`, or the one `load` produces (failures are not cached). */
    get(key: string, load: () => Promise<PeriodSlice>): Promise<PeriodSlice> {
      let found = cache.get(key);
      if (found) {
        cache.delete(key);
        cache.set(key, found);
        return found;
      }
      found = load();
      found.catch(() => cache.delete(key));
      cache.set(key, found);
      while (cache.size > MAX_SLICES) {
        const oldest = cache.keys().next().value;
        if (oldest === undefined) break;
        cache.delete(oldest);
      }
      return found;
    },
    clear() {
      cache.clear();
    },
  };
}
