import type { Database } from '../../db/database.js';
import { parseInteger, text } from '../io/values.js';
import { sessionOf } from '../store/index.js';
import type { EvidenceRecord } from './evidence-file.js';

/**
 * Which institution a record of an operator's file belongs to: our institution id (`institution_id`),
 * an FDIC certificate (`cert`, a bank), an NCUA charter (`charter`, a credit union), a regulatory
 * id with its FI type (`regulatory_id` and `fi_type`: bank, credit_union or bhc), or a Federal
 * Reserve RSSD id (`rssd_id`, with `fi_type` when two institutions share it).
 */
export const INSTITUTION_COLUMNS = ['institution_id', 'cert', 'charter', 'regulatory_id', 'rssd_id'] as const;

export type InstitutionIndex = {
  ids: ReadonlySet<number>;
  byKey: ReadonlyMap<string, number>;
  byRssd: ReadonlyMap<number, readonly { id: number; fiType: string }[]>;
};

const FI_TYPES: Readonly<Record<string, string>> = {
  bank: 'bank',
  credit_union: 'credit_union',
  'credit union': 'credit_union',
  cu: 'credit_union',
  bhc: 'bhc',
  'holding company': 'bhc',
};

export async function readInstitutionIndex(database: Database): Promise<InstitutionIndex> {
  const rows = await sessionOf(database).query<{
    id: number;
    fi_type: string;
    regulatory_id: string | null;
    rssd_id: number | null;
  }>('select id, fi_type, regulatory_id, rssd_id from institutions');
  const byRssd = new Map<number, { id: number; fiType: string }[]>();
  for (const r of rows) {
    if (r.rssd_id === null) continue;
    const same = byRssd.get(r.rssd_id);
    if (same) same.push({ id: r.id, fiType: r.fi_type });
    else byRssd.set(r.rssd_id, [{ id: r.id, fiType: r.fi_type }]);
  }
  return {
    byRssd,
    ids: new Set(rows.map((r) => r.id)),
    byKey: new Map(
      rows.filter((r) => r.regulatory_id !== null).map((r) => [`${r.fi_type}:${r.regulatory_id}`, r.id]),
    ),
  };
}

/** A file must name institutions by one of these columns (regulatory_id also needs fi_type). */
export function missingInstitutionColumn(has: (name: string) => boolean): string[] {
  if (!INSTITUTION_COLUMNS.some(has)) return ['institution_id, cert, charter, regulatory_id or rssd_id'];
  if (
    has('regulatory_id') &&
    !has('fi_type') &&
    !INSTITUTION_COLUMNS.some((c) => c !== 'regulatory_id' && has(c))
  )
    return ['fi_type (with regulatory_id)'];
  return [];
}

/** The institution a record names, or why it names none (or two different ones). */
export function matchInstitution(
  record: EvidenceRecord,
  index: InstitutionIndex,
): { id: number } | { reason: string } {
  const found: { id: number; by: string }[] = [];
  const rawId = text(record.get('institution_id'));
  if (rawId !== null) {
    const id = parseInteger(rawId);
    if (id === null || Number.isNaN(id) || !index.ids.has(id))
      return { reason: `no institution with institution_id ${rawId}` };
    found.push({ id, by: `institution_id ${rawId}` });
  }
  const cert = text(record.get('cert'));
  if (cert !== null) {
    const id = index.byKey.get(`bank:${cert}`);
    if (id === undefined) return { reason: `no bank with FDIC cert ${cert}` };
    found.push({ id, by: `cert ${cert}` });
  }
  const charter = text(record.get('charter'));
  if (charter !== null) {
    const id = index.byKey.get(`credit_union:${charter}`);
    if (id === undefined) return { reason: `no credit union with NCUA charter ${charter}` };
    found.push({ id, by: `charter ${charter}` });
  }
  const rawType = text(record.get('fi_type'));
  const fiType = rawType === null ? undefined : FI_TYPES[rawType.toLowerCase()];
  if (rawType !== null && !fiType) return { reason: `fi_type "${rawType}" is not bank, credit_union or bhc` };
  const regulatoryId = text(record.get('regulatory_id'));
  if (regulatoryId !== null) {
    if (!fiType) return { reason: 'fi_type is required with regulatory_id (bank, credit_union or bhc)' };
    const id = index.byKey.get(`${fiType}:${regulatoryId}`);
    if (id === undefined)
      return { reason: `no ${fiType.replace('_', ' ')} with regulatory_id ${regulatoryId}` };
    found.push({ id, by: `${fiType} ${regulatoryId}` });
  }
  const rawRssd = text(record.get('rssd_id'));
  if (rawRssd !== null) {
    const rssd = parseInteger(rawRssd);
    const candidates = (rssd === null || Number.isNaN(rssd) ? [] : (index.byRssd.get(rssd) ?? [])).filter(
      (c) => !fiType || c.fiType === fiType,
    );
    if (candidates.length === 0)
      return { reason: `no ${fiType ? fiType.replace('_', ' ') : 'institution'} with rssd_id ${rawRssd}` };
    if (candidates.length > 1)
      return { reason: `rssd_id ${rawRssd} names ${candidates.length} institutions: add fi_type` };
    found.push({ id: (candidates[0] as { id: number }).id, by: `rssd_id ${rawRssd}` });
  }
  const [first, ...others] = found;
  if (!first) return { reason: 'institution_id, cert, charter, regulatory_id or rssd_id is required' };
  const other = others.find((o) => o.id !== first.id);
  if (other) return { reason: `${first.by} and ${other.by} name different institutions` };
  return { id: first.id };
}
