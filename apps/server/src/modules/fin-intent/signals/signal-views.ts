import type {
  IntentFilters,
  IntentLevel,
  IntentSignalDetail,
  IntentSignalList,
  IntentSignalSummary,
} from '@fin-atlas/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { intentEvidence, intentSignalFollowers } from '../../../db/schema/index.js';
import { isDemoData } from './data-provenance.js';
import { levelCounts, noCounts } from './level-counts.js';
import { scoredPeriods } from './scored-periods.js';
import {
  elementRows,
  findSignal,
  levelOf,
  presentElement,
  type SignalAudience,
  type SignalWithSolution,
  signalRows,
  solutionOf,
  thresholdsOf,
} from './signal-rows.js';

/** Who is reading: a user sees whether they follow each signal; a FIN Admin's console does not. */
export type Reader = { audience: SignalAudience; userId: number | null };

export const ADMIN_READER: Reader = { audience: 'admins', userId: null };

async function followedLevels(database: Database, reader: Reader): Promise<Map<number, IntentLevel | null>> {
  if (reader.userId === null) return new Map();
  const rows = await database.db
    .select({ signalId: intentSignalFollowers.signalId, minLevel: intentSignalFollowers.minLevel })
    .from(intentSignalFollowers)
    .where(eq(intentSignalFollowers.userId, reader.userId));
  return new Map(rows.map((r) => [r.signalId, levelOf(r.minLevel)]));
}

function summary(
  signal: SignalWithSolution,
  counts: Pick<IntentSignalSummary, 'counts' | 'previous_counts'>,
  following: Map<number, IntentLevel | null>,
  reader: Reader,
): IntentSignalSummary {
  return {
    id: signal.id,
    name: signal.name,
    description: signal.description,
    solution: solutionOf(signal),
    is_active: signal.isActive,
    ...counts,
    ...(reader.userId !== null && { following: following.get(signal.id) ?? null }),
  };
}

/**
 * The signals with the institutions at each level at their latest scored quarter, after the filters,
 * and the same counts a quarter earlier. `period` is the newest quarter any of them was scored at.
 */
export async function signalList(
  database: Database,
  reader: Reader,
  filters: IntentFilters,
): Promise<IntentSignalList> {
  const signals = (await signalRows(database.db, reader.audience)).filter(
    (s) => filters.solution_id === undefined || s.solutionId === filters.solution_id,
  );
  const following = await followedLevels(database, reader);
  let period: string | null = null;
  const summaries: IntentSignalSummary[] = [];
  for (const signal of signals) {
    const [latest, previous] = await scoredPeriods(database, signal.id, null, 2);
    const counts = await levelCounts(
      database,
      signal,
      [latest, previous].flatMap((p) => p ?? []),
      filters,
    );
    if (latest && (period === null || latest > period)) period = latest;
    summaries.push(
      summary(
        signal,
        {
          counts: (latest && counts.get(latest)) || noCounts(),
          previous_counts: (previous && counts.get(previous)) || null,
        },
        following,
        reader,
      ),
    );
  }
  return { period, signals: summaries, is_demo: await isDemoData(database) };
}

/** Deleted elements stay listed while evidence points at them; those without any are gone for good. */
async function elementsShown(database: Database, signalId: number) {
  const rows = await elementRows(database.db, signalId);
  const deletedIds = rows.filter((r) => r.deletedAt !== null).map((r) => r.id);
  const withEvidence = new Set<number>();
  if (deletedIds.length > 0) {
    const found = await database.db
      .selectDistinct({ id: intentEvidence.elementId })
      .from(intentEvidence)
      .where(and(eq(intentEvidence.signalId, signalId), inArray(intentEvidence.elementId, deletedIds)));
    for (const r of found) withEvidence.add(r.id);
  }
  return rows.filter((r) => r.deletedAt === null || withEvidence.has(r.id)).map(presentElement);
}

async function detailOf(
  database: Database,
  signal: SignalWithSolution,
  reader: Reader,
  filters: IntentFilters,
  isDemo: boolean,
): Promise<IntentSignalDetail> {
  const periods = await scoredPeriods(database, signal.id);
  const counts = await levelCounts(database, signal, periods, filters);
  const [latest, previous] = periods;
  const following = await followedLevels(database, reader);
  return {
    ...summary(
      signal,
      {
        counts: (latest && counts.get(latest)) || noCounts(),
        previous_counts: (previous && counts.get(previous)) || null,
      },
      following,
      reader,
    ),
    thresholds: thresholdsOf(signal),
    elements: await elementsShown(database, signal.id),
    history: [...periods].reverse().map((period) => ({ period, counts: counts.get(period) ?? noCounts() })),
    period: latest ?? null,
    is_demo: isDemo,
  };
}

/** One signal: its definition, counts at the latest quarter and the quarter before, and their history. */
export async function signalDetail(
  database: Database,
  id: number,
  reader: Reader,
  filters: IntentFilters,
): Promise<IntentSignalDetail> {
  const signal = await findSignal(database.db, id, reader.audience);
  return detailOf(database, signal, reader, filters, await isDemoData(database));
}

/** The FIN Admin's list: every signal, active or not, with its whole definition and counts. */
export async function adminSignalList(database: Database): Promise<{ signals: IntentSignalDetail[] }> {
  const isDemo = await isDemoData(database);
  const signals: IntentSignalDetail[] = [];
  for (const signal of await signalRows(database.db, 'admins')) {
    signals.push(await detailOf(database, signal, ADMIN_READER, {}, isDemo));
  }
  return { signals };
}
