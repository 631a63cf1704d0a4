import type { SqlSession } from '../store/index.js';
import { type HmdaLenderRow, type MortgageCompanyRecord, upsertMortgageCompanies } from './hmda-store.js';
import type { PanelRecord } from './panel-reader.js';

/**
 * Which lender each panel LEI counts for: the active bank or credit union with its RSSD, else the
 * holding company with it (a panel RSSD of a BHC, when no bank has it), else a mortgage company of
 * its own, created or refreshed by LEI.
 */

type Institution = { id: number; fi_type: string; rssd_id: number; name: string; source: string };

/** Banks and credit unions first: a BHC shares its RSSD with no bank, but is only the fallback. */
const LENDER_PREFERENCE = ['bank', 'credit_union', 'bhc'];
/** A parent is named after the holding company when both carry the RSSD. */
const PARENT_PREFERENCE = ['bhc', 'bank', 'credit_union'];

function preferred(candidates: readonly Institution[] | undefined, order: readonly string[]) {
  if (!candidates) return undefined;
  for (const type of order) {
    const found = candidates.find((c) => c.fi_type === type);
    if (found) return found;
  }
  return undefined;
}

/** The panel's lender type; a row without other_lender_code is judged by its match and its parent. */
export function panelLenderType(record: PanelRecord, matched: boolean): HmdaLenderRow['lenderType'] {
  switch (record.otherLenderCode) {
    case 0:
      return 'depository';
    case 3:
      return 'independent';
    case 1:
    case 2:
    case 5:
      return 'affiliate';
    default:
      if (matched) return 'depository';
      return record.parentRssdId || record.topHolderRssdId ? 'affiliate' : 'independent';
  }
}

export type MatchCounts = {
  banks: number;
  creditUnions: number;
  holdingCompanies: number;
  mortgageCompanies: number;
  /** Depositories (other_lender_code 0) whose RSSD names no loaded bank or credit union. */
  unmatchedDepositories: number;
  /** LEIs matched to an institution of the generated demo data set. */
  demoMatches: number;
};

async function institutionsByRssd(session: SqlSession, records: readonly PanelRecord[]) {
  const rssds = new Set<number>();
  for (const r of records) {
    for (const id of [r.rssdId, r.parentRssdId, r.topHolderRssdId]) if (id) rssds.add(id);
  }
  const rows = await session.query<Institution>(
    `select id, fi_type, rssd_id, name, source from institutions
      where active and fi_type in ('bank', 'credit_union', 'bhc') and rssd_id = any($1::int[])
      order by id`,
    [[...rssds]],
  );
  const byRssd = new Map<number, Institution[]>();
  for (const row of rows) byRssd.set(row.rssd_id, [...(byRssd.get(row.rssd_id) ?? []), row]);
  return byRssd;
}

/** The year's lender rows, creating or refreshing the mortgage companies among them. */
export async function matchPanelLenders(
  session: SqlSession,
  records: readonly PanelRecord[],
): Promise<{ lenders: HmdaLenderRow[]; counts: MatchCounts }> {
  const byRssd = await institutionsByRssd(session, records);
  const counts: MatchCounts = {
    banks: 0,
    creditUnions: 0,
    holdingCompanies: 0,
    mortgageCompanies: 0,
    unmatchedDepositories: 0,
    demoMatches: 0,
  };
  const companies: MortgageCompanyRecord[] = [];
  const lenders: (Omit<HmdaLenderRow, 'lenderId'> & { lenderId: number | undefined })[] = records.map((r) => {
    const institution = r.rssdId ? preferred(byRssd.get(r.rssdId), LENDER_PREFERENCE) : undefined;
    const lenderType = panelLenderType(r, institution !== undefined);
    if (institution?.source === 'demo') counts.demoMatches++;
    if (institution?.fi_type === 'bank') counts.banks++;
    else if (institution?.fi_type === 'credit_union') counts.creditUnions++;
    else if (institution) counts.holdingCompanies++;
    else {
      counts.mortgageCompanies++;
      if (lenderType === 'depository') counts.unmatchedDepositories++;
      const parent =
        (r.parentRssdId ? preferred(byRssd.get(r.parentRssdId), PARENT_PREFERENCE) : undefined) ??
        (r.topHolderRssdId ? preferred(byRssd.get(r.topHolderRssdId), PARENT_PREFERENCE) : undefined);
      companies.push({
        lei: r.lei,
        name: r.name,
        rssdId: r.rssdId,
        parentName: parent?.name ?? r.parentName ?? r.topHolderName,
        parentRssdId: r.parentRssdId ?? r.topHolderRssdId,
        city: r.city,
        state: r.state,
        agencyCode: r.agencyCode,
        lenderType: lenderType === 'independent' ? 'independent' : 'affiliate',
        assets: r.assets,
        source: 'hmda',
      });
    }
    return {
      lei: r.lei,
      respondentName: r.name,
      rssdId: r.rssdId,
      parentRssdId: r.parentRssdId,
      topHolderRssdId: r.topHolderRssdId,
      agencyCode: r.agencyCode,
      lenderType,
      assets: r.assets,
      city: r.city,
      state: r.state,
      lenderId: institution?.id,
    };
  });
  const companyIds = await upsertMortgageCompanies(session, companies);
  return {
    lenders: lenders.map((l) => ({ ...l, lenderId: l.lenderId ?? (companyIds.get(l.lei) as number) })),
    counts,
  };
}
