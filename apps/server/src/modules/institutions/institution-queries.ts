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
  const match = numeric
    ? `(i.rssd_id::text = $1 or i.regulatory_id = $1 or i.aba_routing = $1)`
    : `(lower(i.name) % $1 or lower(i.name) like '%' || $1 || '%'
        or regexp_replace(lower(i.name), '[^a-z0-9]', '', 'g') like '%' || $3 || '%'
        or lower(i.city) = $1)`;
  const score = numeric
    ? '1'
    : `greatest(
         similarity(lower(i.name), $1),
         word_similarity($1, lower(i.name)),
         case when lower(i.name) like $1 || '%' then 0.95 else 0 end,
         case when regexp_replace(lower(i.name), '[^a-z0-9]', '', 'g') like $3 || '%' then 0.9
              when regexp_replace(lower(i.name), '[^a-z0-9]', '', 'g') like '%' || $3 || '%' then 0.75 else 0 end)`;
  return database.query<InstitutionHit>(
    `select i.id, i.name, i.fi_type, i.city, i.state, i.rssd_id, i.regulatory_id,
            i.latest_assets as assets, p.name as parent_name
       from institutions i
       left join institutions p on p.id = i.parent_id
      where ${match} ${where}
      order by ${score} desc, i.latest_assets desc nulls last, i.name
      limit $2`,
    values,
  );
}
