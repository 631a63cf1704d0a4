import { z } from 'zod';
import { FI_TYPES, type FiType } from '../constants/fi-types.js';

// An FI group names a set of institutions the analytics can aggregate or cut: a peer group, a saved
// FIN Query (its members at the latest data) or a whole industry (every active institution of a type).
export const FI_GROUP_KINDS = ['peer_group', 'query', 'industry'] as const;
export type FiGroupKind = (typeof FI_GROUP_KINDS)[number];

export type FiGroupRef =
  | { kind: 'peer_group'; id: number }
  | { kind: 'query'; id: number }
  | { kind: 'industry'; fiType: FiType };

const REF_PATTERN = /^(?:(peer_group|query):([1-9]\d{0,9})|industry:([a-z_]+))$/;

/** 'peer_group:12', 'query:7' or 'industry:bank' as a reference, or null when it names nothing. */
export function parseFiGroupRef(text: string): FiGroupRef | null {
  const m = REF_PATTERN.exec(text);
  if (!m) return null;
  if (m[3] !== undefined) {
    return (FI_TYPES as readonly string[]).includes(m[3])
      ? { kind: 'industry', fiType: m[3] as FiType }
      : null;
  }
  const id = Number(m[2]);
  if (id > 2_147_483_647) return null;
  return { kind: m[1] as 'peer_group' | 'query', id };
}

export const fiGroupRefText = (ref: FiGroupRef): string =>
  ref.kind === 'industry' ? `industry:${ref.fiType}` : `${ref.kind}:${ref.id}`;

export const fiGroupRefSchema = z.string().refine((text) => parseFiGroupRef(text) !== null, {
  message: "FI group must be 'peer_group:<id>', 'query:<id>' or 'industry:<bank|bhc|credit_union>'",
});

// Query strings carry fi_group_ids as a comma list or repeated parameters.
export const fiGroupRefListParamSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s) => s.length > 0))
  .pipe(z.array(fiGroupRefSchema).max(20));

export const INDUSTRY_GROUP_NAMES: Readonly<Record<FiType, string>> = {
  bank: 'All Banks',
  bhc: 'All Holding Companies',
  credit_union: 'All Credit Unions',
};
