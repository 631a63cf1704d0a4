import { insertRows, type SqlSession } from '../store/index.js';

/** One enforcement action as stored; `source` tells the demo's fictional ones from imported ones. */
export type EnforcementActionRecord = {
  institutionId: number;
  agency: string;
  actionType: string;
  docketNumber: string | null;
  initiatedOn: string;
  terminatedOn: string | null;
  penaltyAmount: number | null;
  summary: string | null;
  url?: string | null;
};

const COLUMNS = [
  { name: 'institution_id', type: 'int' },
  { name: 'agency', type: 'text' },
  { name: 'action_type', type: 'text' },
  { name: 'docket_number', type: 'text' },
  { name: 'initiated_on', type: 'date' },
  { name: 'terminated_on', type: 'date' },
  { name: 'penalty_amount', type: 'float8' },
  { name: 'summary', type: 'text' },
  { name: 'url', type: 'text' },
  { name: 'source', type: 'text' },
] as const;

/** Bulk-writes actions in the caller's transaction (binary COPY on PGlite). */
export async function writeEnforcementActions(
  session: SqlSession,
  actions: readonly EnforcementActionRecord[],
  source: 'demo' | 'import',
  onProgress?: (rows: number) => void,
): Promise<void> {
  await insertRows(
    session,
    'enforcement_actions',
    COLUMNS,
    actions.map((a) => [
      a.institutionId,
      a.agency,
      a.actionType,
      a.docketNumber,
      a.initiatedOn,
      a.terminatedOn,
      a.penaltyAmount,
      a.summary,
      a.url ?? null,
      source,
    ]),
    onProgress ? { onProgress } : {},
  );
}
