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
  active: boolean;
  latest_period: string | null;
  /** The latest merger or failure that ended it, for an inactive institution. */
  ended_kind: string | null;
  ended_on: string | null;
  acquirer_name: string | null;
};

export async function readSearchRows(database: Database): Promise<SearchRow[]> {
  const rows = await database.query<SearchRow>(
    `select i.id, i.name, lower(i.name) as name_lower, coalesce(i.search_key, '') as search_key, i.fi_type,
            i.city, i.state, i.rssd_id, i.regulatory_id, i.aba_routing, i.latest_assets as assets, i.parent_id,
            i.active, i.latest_period::text as latest_period,
            ended.kind as ended_kind, ended.event_date::text as ended_on, ended.acquirer_name
       from institutions i
       left join lateral (
         select e.kind, e.event_date, a.name as acquirer_name
           from structure_events e left join institutions a on a.id = e.acquirer_id
          where e.target_id = i.id and not i.active
          order by e.event_date desc, e.id desc
          limit 1
       ) ended on true`,
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
