import type { Database } from '../../db/database.js';

/** What the typeahead needs of every institution: few columns, so the whole set fits in memory. */
export type SearchRow = {
  id: number;
  name: string;
  /** The name lower-cased by the database, as its search_key was made from. */
  name_lower: string;
  search_key: string;
  fi_type: string;
  city: string | null;
  state: string | null;
  rssd_id: number | null;
  regulatory_id: string | null;
  aba_routing: string | null;
  assets: number | null;
  parent_id: number | null;
};

export async function readSearchRows(database: Database): Promise<SearchRow[]> {
  const rows = await database.query<SearchRow>(
    `select id, name, lower(name) as name_lower, coalesce(search_key, '') as search_key, fi_type, city,
            state, rssd_id, regulatory_id, aba_routing, latest_assets as assets, parent_id
       from institutions`,
  );
  return rows.map((r) => ({ ...r, assets: r.assets === null ? null : Number(r.assets) }));
}

/**
 * Changes whenever institutions do: a load (every importer records one), a row added or removed,
 * or a row updated (writers set updated_at). Cheap enough to ask every few seconds.
 */
export async function readSearchStamp(database: Database): Promise<string> {
  const [row] = await database.query<{ stamp: string }>(
    `select concat_ws(':', coalesce((select max(id) from data_loads), 0), count(*), coalesce(max(id), 0),
                      coalesce(max(updated_at)::text, '')) as stamp
       from institutions`,
  );
  return row?.stamp ?? '';
}
