import { type BinaryColumnType, binaryCopyData } from './binary-copy.js';
import type { SqlSession } from './session.js';

export type ColumnType =
  | 'int'
  | 'int2'
  | 'numeric'
  | 'bigint'
  | 'text'
  | 'date'
  | 'float8'
  // real columns (scores): sent as float4[]; not binary-copied (the COPY writer speaks float8 only).
  | 'float4'
  | 'bool'
  | 'timestamptz'
  | 'float8[]'
  | 'int2[]'
  | 'text[]'
  | 'jsonb';

export type ColumnSpec = { name: string; type: ColumnType };

export type InsertOptions = {
  /** Rows per statement (default 5,000). */
  batchSize?: number;
  /** SQL appended after the select, e.g. "on conflict (a, b) do update set ...". */
  conflict?: string;
  /** A `returning` list, e.g. "id, regulatory_id". */
  returning?: string;
  /** Called after each batch with the number of rows written so far. */
  onProgress?: (written: number) => void;
};

const identifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe SQL identifier ${name}`);
  return name;
};

/** Columns that travel as text (array literals, JSON) and are cast back in the select. */
const CAST_FROM_TEXT: ReadonlySet<ColumnType> = new Set(['float8[]', 'int2[]', 'text[]', 'jsonb']);

/** How each column travels: as an array parameter of this type, cast back in the select. */
function parameterType(type: ColumnType): string {
  return CAST_FROM_TEXT.has(type) ? 'text[]' : `${type}[]`;
}

const BINARY: ReadonlySet<ColumnType> = new Set([
  'int',
  'int2',
  'numeric',
  'date',
  'float8',
  'float8[]',
  'int2[]',
  'text',
  'text[]',
  'bool',
]);

/** Binary COPY handles these column types, and array values given as arrays (not literals). */
function binaryCopyable(columns: readonly ColumnSpec[], rows: readonly (readonly unknown[])[]): boolean {
  return columns.every(
    (c, i) =>
      BINARY.has(c.type) && (!c.type.endsWith('[]') || rows.every((row) => typeof row[i] !== 'string')),
  );
}

/** Postgres array literal of a numeric vector, NULL for missing values: '{1,NULL,2.5}'. */
export function float8ArrayLiteral(values: ArrayLike<number | null>): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    parts[i] = v === null || v === undefined || !Number.isFinite(v) ? 'NULL' : String(v);
  }
  return `{${parts.join(',')}}`;
}

/** Postgres array literal of whole numbers or strings, strings quoted: '{1,2}', '{"a","b c"}'. */
export function arrayLiteral(values: readonly (number | string)[]): string {
  const parts = values.map((v) =>
    typeof v === 'number' ? String(v) : `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${parts.join(',')}}`;
}

/**
 * Multi-row insert without the ORM: each batch is ONE statement with one array parameter per
 * column, `insert into t (...) select ... from unnest($1::int[], $2::text[], ...)`, so a batch of
 * thousands of rows costs a single round trip and a handful of parameters on both PGlite and
 * PostgreSQL. On the embedded engine, plain inserts (no conflict clause, no returning) of int,
 * int2, numeric, date, float8, text, bool and their arrays (float8[], int2[], text[]) go through
 * binary COPY instead. Values: numbers, strings, booleans, null; ISO strings for dates; array
 * columns take arrays (or a ready literal string) and `jsonb` columns any JSON-serialisable value.
 */
export async function insertRows<R extends Record<string, unknown> = Record<string, unknown>>(
  session: SqlSession,
  table: string,
  columns: readonly ColumnSpec[],
  rows: readonly (readonly unknown[])[],
  options: InsertOptions = {},
): Promise<R[]> {
  const batchSize = options.batchSize ?? 5000;
  const names = columns.map((c) => identifier(c.name));
  const aliases = columns.map((_, i) => `c${i}`);
  const select = columns.map((c, i) => {
    return CAST_FROM_TEXT.has(c.type) ? `t.c${i}::${c.type}` : `t.c${i}`;
  });
  const params = columns.map((c, i) => `$${i + 1}::${parameterType(c.type)}`);
  const sql =
    `insert into ${identifier(table)} (${names.join(', ')}) select ${select.join(', ')} ` +
    `from unnest(${params.join(', ')}) as t(${aliases.join(', ')})` +
    (options.conflict ? ` ${options.conflict}` : '') +
    (options.returning ? ` returning ${options.returning}` : '');
  if (session.copyFromBlob && !options.conflict && !options.returning && binaryCopyable(columns, rows)) {
    // Embedded engine: binary COPY from an in-process blob, no per-value text parsing.
    const types = columns.map((c) => c.type as BinaryColumnType);
    const copy = `copy ${identifier(table)} (${names.join(', ')}) from '/dev/blob' with (format binary)`;
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize);
      await session.copyFromBlob(copy, binaryCopyData(types, batch));
      options.onProgress?.(Math.min(start + batch.length, rows.length));
    }
    return [];
  }
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const arrays = columns.map((c, i) =>
      batch.map((row) => {
        const value = row[i];
        if (value === undefined || value === null) return null;
        if (c.type === 'float8[]') {
          return typeof value === 'string' ? value : float8ArrayLiteral(value as ArrayLike<number | null>);
        }
        if (c.type === 'int2[]' || c.type === 'text[]') {
          return typeof value === 'string' ? value : arrayLiteral(value as readonly (number | string)[]);
        }
        if (c.type === 'jsonb') return JSON.stringify(value);
        if (
          (c.type === 'float8' || c.type === 'numeric') &&
          typeof value === 'number' &&
          !Number.isFinite(value)
        ) {
          return null;
        }
        return value;
      }),
    );
    const result = await session.query<R>(sql, arrays);
    if (options.returning) out.push(...result);
    options.onProgress?.(Math.min(start + batch.length, rows.length));
  }
  return out;
}
