import type { Database } from '../../db/database.js';
import type { FinancialFiType } from '../../metrics/metric-definition.js';

/** What the aggregation needs to know of each member: its type and its top holding company. */
export type MemberFacts = { fiType: string; parentId: number | null };

export async function memberFacts(
  database: Database,
  ids: readonly number[],
): Promise<Map<number, MemberFacts>> {
  const out = new Map<number, MemberFacts>();
  if (ids.length === 0) return out;
  const rows = await database.query<{ id: number; fi_type: string; parent_id: number | null }>(
    'select id, fi_type, parent_id from institutions where id = any($1::int[])',
    [[...new Set(ids)]],
  );
  for (const row of rows) {
    out.set(Number(row.id), {
      fiType: row.fi_type,
      parentId: row.parent_id === null ? null : Number(row.parent_id),
    });
  }
  return out;
}

/** The formula type an institution type reads: banks and holding companies the bank formulas. */
export const formulaTypeOfMember = (fiType: string): FinancialFiType =>
  fiType === 'credit_union' ? 'credit_union' : 'bank';

/**
 * The members a formula type aggregates, of one row (a group's total or one segment): banks and
 * holding companies for bank formulas, credit unions for theirs. A holding company files the sum of
 * its banks, so a bank whose holding company is in the same row is counted once, through it.
 */
export function membersFor(
  ids: readonly number[],
  type: FinancialFiType,
  facts: ReadonlyMap<number, MemberFacts>,
): number[] {
  const ofType = ids.filter((id) => {
    const fact = facts.get(id);
    return fact !== undefined && formulaTypeOfMember(fact.fiType) === type;
  });
  if (type === 'credit_union') return ofType;
  const present = new Set(ofType);
  return ofType.filter((id) => {
    const fact = facts.get(id) as MemberFacts;
    return !(fact.fiType === 'bank' && fact.parentId !== null && present.has(fact.parentId));
  });
}

/** How a group was read, in words, when it is not simply one type counted whole. */
export function groupNotes(
  ids: readonly number[],
  facts: ReadonlyMap<number, MemberFacts>,
  typesRead: ReadonlySet<FinancialFiType>,
): string[] {
  const count = { bank: 0, bhc: 0, credit_union: 0 };
  for (const id of ids) {
    const type = facts.get(id)?.fiType;
    if (type === 'bank' || type === 'bhc' || type === 'credit_union') count[type]++;
  }
  const notes: string[] = [];
  const banksAndHoldings = count.bank + count.bhc;
  if (banksAndHoldings > 0 && count.credit_union > 0) {
    notes.push(
      `Mixed group: ${banksAndHoldings.toLocaleString('en-US')} banks and holding companies, ${count.credit_union.toLocaleString('en-US')} credit unions. Bank metrics aggregate the banks and holding companies, credit-union metrics the credit unions.`,
    );
  }
  if (count.bank > 0 && count.bhc > 0) {
    const counted = membersFor(ids, 'bank', facts).length;
    const inHolding = banksAndHoldings - counted;
    if (inHolding > 0) {
      notes.push(
        `${inHolding.toLocaleString('en-US')} banks are counted through their holding company, which is also in the group (a holding company files the sum of its banks).`,
      );
    }
  }
  if (!typesRead.has('bank') && banksAndHoldings > 0) {
    notes.push(
      `${banksAndHoldings.toLocaleString('en-US')} banks and holding companies are not in this credit-union report.`,
    );
  }
  if (!typesRead.has('credit_union') && count.credit_union > 0) {
    notes.push(`${count.credit_union.toLocaleString('en-US')} credit unions are not in this bank report.`);
  }
  return notes;
}
