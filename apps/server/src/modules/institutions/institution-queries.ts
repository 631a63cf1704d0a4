import type { Database } from '../../db/database.js';

export type InstitutionHit = {
  id: number;
  name: string;
  fi_type: string;
  city: string | null;
  state: string | null;
  rssd_id: number | null;
  regulatory_id: string | null;
  assets: number | null;
  parent_name: string | null;
};

// Mirrors the search_key column: lower case, letters and digits only.
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Typeahead over every institution. Numbers match RSSD or certificate/charter exactly; text ranks
 * by trigram similarity on the name and on the name with spaces and punctuation removed (so
 * "jp morgan" finds "JPMorgan Chase Bank"), with larger institutions first among equals.
 */
export async function searchInstitutions(
  database: Database,
  params: { q: string; fiTypes?: readonly string[]; state?: string; limit: number },
): Promise<InstitutionHit[]> {
  const q = params.q.trim().toLowerCase();
  if (!q) return [];
  const numeric = /^\d+$/.test(q);
  const filters: string[] = [];
  // Every placeholder must be referenced, or PostgreSQL cannot type it: numbers need only $1.
  const values: unknown[] = numeric ? [q, params.limit] : [q, params.limit, compact(q)];
  if (params.fiTypes?.length) {
    values.push(params.fiTypes);
    filters.push(`i.fi_type = any($${values.length}::text[])`);
  }
  if (params.state) {
    values.push(params.state.toUpperCase());
    filters.push(`i.state = $${values.length}`);
  }
  const where = filters.length ? `and ${filters.join(' and ')}` : '';
  // Candidates come from the trigram index on search_key; only they are scored.
  const match = numeric
    ? `(i.rssd_id::text = $1 or i.regulatory_id = $1 or i.aba_routing = $1)`
    : `(i.search_key % $3 or i.search_key like '%' || $3 || '%')`;
  const score = numeric
    ? '1'
    : `similarity(i.search_key, $3)
       + case when i.search_key like $3 || '%' then 1 else 0 end
       + case when lower(i.name) like $1 || '%' then 0.5 else 0 end
       + coalesce(log(greatest(i.latest_assets, 1)) / 25, 0)`;
  return database.query<InstitutionHit>(
    `select i.id, i.name, i.fi_type, i.city, i.state, i.rssd_id, i.regulatory_id,
            i.latest_assets as assets, p.name as parent_name
       from institutions i
       left join institutions p on p.id = i.parent_id
      where ${match} ${where}
      -- Among similar names the larger institution is the likelier target.
      order by ${score} desc, i.latest_assets desc nulls last, i.name
      limit $2`,
    values,
  );
}
