import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Period } from '../metrics/periods.js';
import type { ItemReader } from '../metrics/span.js';

/**
 * Test support for the real regulator files in ../shared/data (never copied into the repository):
 * where they are, whether a test may skip without them, and tiny readers for FDIC SDI and NCUA 5300 files
 * that are independent of the importers, so the metric engine is checked against the files themselves.
 */

/**
 * ../shared/data relative to the project root (apps/server/src/metrics → four levels up); the
 * SHARED_DATA_DIR environment variable points elsewhere (or at nothing, to see the skip path).
 */
export const SHARED_DATA_DIR =
  process.env.SHARED_DATA_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/data');

export type SharedDataStatus =
  | { available: true; dir: string }
  | { available: false; dir: string; reason: string };

/**
 * Whether a shared-data folder is present. Without it a developer checkout skips the test with the reason;
 * CI (CI=true) always has the folder, so there its absence fails the test instead.
 */
export function sharedData(relative: string): SharedDataStatus {
  const dir = path.join(SHARED_DATA_DIR, relative);
  if (existsSync(dir)) return { available: true, dir };
  return {
    available: false,
    dir,
    reason: `real regulator files not found at ${dir} (../shared/data is absent in this checkout)`,
  };
}

export const isCi = (): boolean => process.env.CI === 'true';

/** Splits delimited text into rows of fields: quoted fields, doubled quotes, CRLF, LF or CR line ends. */
export function parseDelimited(text: string, delimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A table keyed by the first column's value, with lower-case column names and numeric values. */
export type NumericTable = Map<string, Map<string, number>>;

/**
 * Reads a delimited file into a table keyed by its id column; empty or non-numeric cells are left out, and
 * so are columns not in `columns` when given (a full FDIC quarter is about six million cells).
 */
export function readNumericTable(
  file: string,
  idColumn: string,
  into: NumericTable = new Map(),
  columns?: ReadonlySet<string>,
): NumericTable {
  const [header, ...rows] = parseDelimited(readFileSync(file, 'latin1'));
  if (!header) return into;
  const names = header.map((h) => h.trim().toLowerCase());
  const idIndex = names.indexOf(idColumn.toLowerCase());
  if (idIndex < 0) throw new Error(`${file}: no ${idColumn} column`);
  for (const cells of rows) {
    const id = cells[idIndex]?.trim();
    if (!id) continue;
    const values = into.get(id) ?? new Map<string, number>();
    into.set(id, values);
    cells.forEach((cell, i) => {
      const name = names[i];
      const trimmed = cell.trim();
      if (name === undefined || i === idIndex || trimmed === '' || (columns && !columns.has(name))) return;
      const value = Number(trimmed);
      if (Number.isFinite(value)) values.set(name, value);
    });
  }
  return into;
}

/** FDIC SDI quarter folders present (fdic/sdi/YYYY-MM-DD), each read into cert → variable → value. */
export function loadFdicQuarters(sdiDir: string, columns?: ReadonlySet<string>): Map<Period, NumericTable> {
  const quarters = new Map<Period, NumericTable>();
  for (const entry of readdirSync(sdiDir).sort()) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry)) continue;
    const table: NumericTable = new Map();
    for (const file of readdirSync(path.join(sdiDir, entry)).sort()) {
      if (!file.toLowerCase().endsWith('.csv')) continue;
      const full = path.join(sdiDir, entry, file);
      if (columns && !headerHasAny(full, columns)) continue;
      readNumericTable(full, 'cert', table, columns);
    }
    quarters.set(entry, table);
  }
  return quarters;
}

function headerHasAny(file: string, columns: ReadonlySet<string>): boolean {
  const text = readFileSync(file, 'latin1');
  const end = text.search(/[\r\n]/);
  const header = parseDelimited(end < 0 ? text : text.slice(0, end))[0] ?? [];
  return header.some((h) => columns.has(h.trim().toLowerCase()));
}

/** An ItemReader for one institution over tables per period (FDIC values are already $000). */
export function readerFor(quarters: ReadonlyMap<Period, NumericTable>, id: string): ItemReader {
  return (code, period) => quarters.get(period)?.get(id)?.get(code) ?? null;
}
