import type { Features } from '../fit-model.js';

/**
 * Every institution's variables at one period, column by column: a numeric column is a Float64Array
 * (NaN where the institution has no value), a categorical one an array of labels. Columns cross to
 * the compute pool cheaply and the fit reads a variable across the population in one pass.
 */
export type FeatureTable = {
  period: string;
  ids: number[];
  fiTypes: string[];
  /** ASSET_BANDS id at the period; 0 when assets are unknown. */
  assetBands: number[];
  numeric: Record<string, Float64Array>;
  categorical: Record<string, (string | null)[]>;
};

export function emptyTable(
  period: string,
  rows: readonly { id: number; fiType: string; assetBand: number }[],
): FeatureTable {
  return {
    period,
    ids: rows.map((r) => r.id),
    fiTypes: rows.map((r) => r.fiType),
    assetBands: rows.map((r) => r.assetBand),
    numeric: {},
    categorical: {},
  };
}

/** The numeric column of a key, created empty (all NaN) on first use. */
export function numericColumn(table: FeatureTable, key: string): Float64Array {
  let column = table.numeric[key];
  if (!column) {
    column = new Float64Array(table.ids.length).fill(Number.NaN);
    table.numeric[key] = column;
  }
  return column;
}

/** The categorical column of a key, created empty (all null) on first use. */
export function categoricalColumn(table: FeatureTable, key: string): (string | null)[] {
  let column = table.categorical[key];
  if (!column) {
    column = new Array<string | null>(table.ids.length).fill(null);
    table.categorical[key] = column;
  }
  return column;
}

/** One row's variables as stored (vendor_fit_features.values) and scored: missing values are null. */
export function featuresOfRow(table: FeatureTable, row: number): Features {
  const out: Features = {};
  for (const [key, column] of Object.entries(table.numeric)) {
    const value = column[row] as number;
    out[key] = Number.isFinite(value) ? value : null;
  }
  for (const [key, column] of Object.entries(table.categorical)) out[key] = column[row] ?? null;
  return out;
}

/** Rows of several tables as one (each table's columns appended in turn; absent columns stay empty). */
export function concatTables(period: string, tables: readonly FeatureTable[]): FeatureTable {
  const out = emptyTable(
    period,
    tables.flatMap((t) =>
      t.ids.map((id, row) => ({
        id,
        fiType: t.fiTypes[row] as string,
        assetBand: t.assetBands[row] as number,
      })),
    ),
  );
  let offset = 0;
  for (const table of tables) {
    for (const [key, column] of Object.entries(table.numeric)) numericColumn(out, key).set(column, offset);
    for (const [key, column] of Object.entries(table.categorical)) {
      const target = categoricalColumn(out, key);
      column.forEach((value, row) => {
        target[offset + row] = value;
      });
    }
    offset += table.ids.length;
  }
  return out;
}
