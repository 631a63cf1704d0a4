import { MORTGAGE_COMPANY_FI_TYPE } from '@fin-atlas/domain';
import type { EngineContext } from './engine/provider.js';
import type { UniverseRow } from './engine/universe.js';

const digits = (s: string) => s.replace(/\D/g, '');
/** Numbers compare without leading zeros: an ABA number is often written without its first 0. */
const numberKey = (s: string) => (digits(s) === '' ? null : `n:${Number(digits(s))}`);
const nameKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** A Legal Entity Identifier: 18 letters or digits and two check digits. */
const LEI_PATTERN = /^[A-Z0-9]{18}\d{2}$/;

/**
 * An uploaded list of identifiers (RSSD ID, FDIC certificate or NCUA charter, ABA routing number, or
 * an exact name) resolved to active institutions; what matches none is handed back to the user. The
 * mortgage-lender variant also resolves mortgage companies, by RSSD ID, LEI or name.
 */
export function resolveIdentifiers(
  { universe, variant }: EngineContext,
  identifiers: readonly string[],
): { matched: { identifier: string; institution_id: number; name: string }[]; unmatched: string[] } {
  const byKey = new Map<string, UniverseRow>();
  const add = (key: string | null, row: UniverseRow) => {
    if (key && !byKey.has(key)) byKey.set(key, row);
  };
  const members = universe.members[variant];
  for (const [position, row] of universe.rows.entries()) {
    if (members[position] !== 1) continue;
    add(row.rssdId === null ? null : `n:${row.rssdId}`, row);
    add(`t:${nameKey(row.name)}`, row);
    if (row.fiType === MORTGAGE_COMPANY_FI_TYPE) {
      // A mortgage company's regulatory id is its LEI, which is no number.
      add(row.regulatoryId ? `l:${row.regulatoryId.toUpperCase()}` : null, row);
    } else {
      add(row.abaRouting ? numberKey(row.abaRouting) : null, row);
      add(row.regulatoryId ? numberKey(row.regulatoryId) : null, row);
    }
  }
  const matched: { identifier: string; institution_id: number; name: string }[] = [];
  const unmatched: string[] = [];
  const seen = new Set<number>();
  for (const identifier of identifiers) {
    const numeric = /^\d[\d\s-]*$/.test(identifier) ? numberKey(identifier) : null;
    const lei = identifier.toUpperCase();
    const row =
      (numeric && byKey.get(numeric)) ||
      (LEI_PATTERN.test(lei) ? byKey.get(`l:${lei}`) : undefined) ||
      byKey.get(`t:${nameKey(identifier)}`);
    if (!row) {
      unmatched.push(identifier);
    } else if (!seen.has(row.id)) {
      seen.add(row.id);
      matched.push({ identifier, institution_id: row.id, name: row.name });
    }
  }
  return { matched, unmatched };
}
