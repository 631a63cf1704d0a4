import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { institutions } from '../../../db/schema/index.js';

export type InstitutionName = { id: number; name: string; city: string | null; state: string | null };

/** Institutions as alerts, lists and evidence name them: name and place. */
export async function institutionNames(db: Db, ids: readonly number[]): Promise<InstitutionName[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: institutions.id,
      name: institutions.name,
      city: institutions.city,
      state: institutions.state,
    })
    .from(institutions)
    .where(inArray(institutions.id, [...new Set(ids)]));
}
