import type { Database } from '../db/database.js';
import type { LineItemDictionary } from '../ingest/line-items/line-item.js';
import type { Period } from '../metrics/periods.js';

/** Every institution of one type at one period, as a dense matrix: row per institution, column per line item. */
export type PeriodSlice = {
  rows: ReadonlyMap<number, number>;
  width: number;
  data: Float64Array;
};

const MAX_SLICES = 48;

export function sliceValue(
  slice: PeriodSlice | undefined,
  institutionId: number,
  position: number,
): number | null {
  if (!slice || position >= slice.width) return null;
  const row = slice.rows.get(institutionId);
  if (row === undefined) return null;
  const v = slice.data[row * slice.width + position];
  return v === undefined || Number.isNaN(v) ? null : v;
}

/**
 * National computations read the same few quarters for every institution of a type again and
 * again; holding those quarters in memory as typed matrices makes a national ranking a pass over
 * numbers instead of a database round trip per metric. Cleared whenever data is loaded.
 */
export function createPeriodSliceCache(database: Database) {
  const cache = new Map<string, Promise<PeriodSlice>>();

  async function load(fiType: string, period: Period, dictionary: LineItemDictionary): Promise<PeriodSlice> {
    const rows = await database.query<{ institution_id: number; values: (number | string | null)[] }>(
      `select f.institution_id, f.values from financials f
         join institutions i on i.id = f.institution_id
        where f.period = $1::date and i.fi_type = $2`,
      [period, fiType],
    );
    const width = dictionary.items.length;
    const data = new Float64Array(rows.length * width).fill(Number.NaN);
    const index = new Map<number, number>();
    rows.forEach((row, r) => {
      index.set(Number(row.institution_id), r);
      const values = row.values;
      const n = Math.min(values.length, width);
      for (let c = 0; c < n; c++) {
        const v = values[c];
        if (v !== null && v !== undefined) data[r * width + c] = Number(v);
      }
    });
    return { rows: index, width, data };
  }

  return {
    get(fiType: string, period: Period, dictionary: LineItemDictionary): Promise<PeriodSlice> {
      const key = `${fiType}|${period}`;
      let found = cache.get(key);
      if (found) {
        cache.delete(key);
        cache.set(key, found);
        return found;
      }
      found = load(fiType, period, dictionary);
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
