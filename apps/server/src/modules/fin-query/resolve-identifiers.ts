import type { EngineContext } from './engine/provider.js';
import type { UniverseRow } from './engine/universe.js';

const digits = (s: string) => s.replace(/\D/g, '');
/** Numbers compare without leading zeros: an ABA number is often written without its first 0. */
const numberKey = (s: string) => (digits(s) === '' ? null : `n:${Number(digits(s))}`);
const nameKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * An uploaded list of identifiers (RSSD ID, FDIC certificate or NCUA charter, ABA routing number, or
 * an exact name) resolved to active institutions; what matches none is handed back to the user.
 */
export function resolveIdentifiers(
  { universe }: EngineContext,
  identifiers: readonly string[],
): { matched: { identifier: string; institution_id: number; name: string }[]; unmatched: string[] } {
  const byKey = new Map<string, UniverseRow>();
  const add = (key: string | null, row: UniverseRow) => {
    if (key && !byKey.has(key)) byKey.set(key, row);
  };
  for (const row of universe.rows) {
    add(row.rssdId === null ? null : `n:${row.rssdId}`, row);
    add(row.abaRouting ? numberKey(row.abaRouting) : null, row);
    add(row.regulatoryId ? numberKey(row.regulatoryId) : null, row);
    add(`t:${nameKey(row.name)}`, row);
  }
  const matched: { identifier: string; institution_id: number; name: string }[] = [];
  const unmatched: string[] = [];
  const seen = new Set<number>();
  for (const identifier of identifiers) {
    const numeric = /^\d[\d\s-]*$/.test(identifier) ? numberKey(identifier) : null;
    const row = (numeric && byKey.get(numeric)) || byKey.get(`t:${nameKey(identifier)}`);
    if (!row) {
      unmatched.push(identifier);
    } else if (!seen.has(row.id)) {
      seen.add(row.id);
      matched.push({ identifier, institution_id: row.id, name: row.name });
    }
  }
  return { matched, unmatched };
}
