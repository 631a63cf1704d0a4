import type { Database } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import type { InstitutionLabel } from './report-view-builder.js';

export type ReportInstitution = InstitutionLabel & { fiType: string };

export async function institutionsById(
  database: Database,
  ids: readonly number[],
): Promise<Map<number, ReportInstitution>> {
  if (ids.length === 0) return new Map();
  const rows = await database.query<{
    id: number;
    name: string;
    city: string | null;
    state: string | null;
    fi_type: string;
  }>('select id, name, city, state, fi_type from institutions where id = any($1::int[])', [
    [...new Set(ids)],
  ]);
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { id: Number(r.id), name: r.name, city: r.city, state: r.state, fiType: r.fi_type },
    ]),
  );
}

/** Every id must name an institution; the answer names the ones that do not. */
export async function requireInstitutions(
  database: Database,
  ids: readonly number[],
): Promise<Map<number, ReportInstitution>> {
  const found = await institutionsById(database, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw notFound(
      missing.length === 1
        ? `Institution ${missing[0]} not found.`
        : `Institutions ${missing.join(', ')} not found.`,
    );
  }
  return found;
}
