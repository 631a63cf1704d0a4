import type { Database } from '../db/database.js';
import type { LineItemDictionary } from '../ingest/line-items/line-item.js';
import type { Period } from '../metrics/periods.js';

/** code -> value at each period, for one institution. */
export type InstitutionSeries = Map<Period, Map<string, number>>;

export type ReadScope = { institutionIds: readonly number[] } | { fiTypes: readonly string[] };

/**
 * Reads only the line items a computation needs, straight out of the stored arrays (values[i] in
 * SQL), so a national ranking moves a few numbers per institution instead of whole call reports.
 */
export async function readLineItems(
  database: Database,
  dictionary: LineItemDictionary,
  scope: ReadScope,
  periods: readonly Period[],
  codes: readonly string[],
): Promise<Map<number, InstitutionSeries>> {
  const wanted = [...new Set(codes)].flatMap((code) => {
    const position = dictionary.index.get(code);
    return position === undefined ? [] : [{ code, subscript: position + 1 }];
  });
  const out = new Map<number, InstitutionSeries>();
  if (wanted.length === 0 || periods.length === 0) return out;
  const columns = wanted.map((w, i) => `f.values[${w.subscript}] as v${i}`).join(', ');
  const params: unknown[] = [periods];
  let filter: string;
  if ('institutionIds' in scope) {
    if (scope.institutionIds.length === 0) return out;
    params.push(scope.institutionIds);
    filter = 'f.institution_id = any($2::int[])';
  } else {
    params.push(scope.fiTypes);
    filter = 'f.institution_id in (select id from institutions where fi_type = any($2::text[]))';
  }
  const rows = await database.query<Record<string, unknown>>(
    `select f.institution_id, f.period::text as period, ${columns}
       from financials f
      where f.period = any($1::date[]) and ${filter}`,
    params,
  );
  for (const row of rows) {
    const id = Number(row.institution_id);
    let series = out.get(id);
    if (!series) {
      series = new Map();
      out.set(id, series);
    }
    const items = new Map<string, number>();
    wanted.forEach((w, i) => {
      const value = row[`v${i}`];
      if (value !== null && value !== undefined) items.set(w.code, Number(value));
    });
    series.set(String(row.period), items);
  }
  return out;
}
