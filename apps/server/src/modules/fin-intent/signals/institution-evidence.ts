import {
  INTENT_EVIDENCE_KINDS,
  INTENT_MESSAGES,
  type IntentEvidenceItem,
  type IntentEvidenceKind,
  type IntentInstitutionEvidence,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { notFound } from '../../../http/app-error.js';
import { isDemoData } from './data-provenance.js';
import { pointsOfRows } from './element-points.js';
import { institutionNames } from './institution-names.js';
import { scoredPeriods } from './scored-periods.js';
import {
  type ElementRow,
  elementName,
  elementRows,
  levelOf,
  type SignalWithSolution,
} from './signal-rows.js';

type EvidenceRow = {
  element_id: number;
  points: number;
  evidence_kind: string;
  ref_id: number | null;
  label: string;
  occurred_on: string | null;
  detail: string | null;
};

const evidenceKindOf = (kind: string): IntentEvidenceKind =>
  INTENT_EVIDENCE_KINDS.includes(kind as IntentEvidenceKind) ? (kind as IntentEvidenceKind) : 'financial';

async function institutionOf(database: Database, id: number) {
  const [row] = await institutionNames(database.db, [id]);
  if (!row) throw notFound(INTENT_MESSAGES.institutionNotFound);
  return row;
}

/** The quarter asked for (it must be one the signal was scored at), or the latest. */
async function chosenPeriod(database: Database, signalId: number, asked: string | undefined) {
  if (asked === undefined) return (await scoredPeriods(database, signalId, null, 1))[0] ?? null;
  const [found] = await scoredPeriods(database, signalId, asked, 1);
  if (found !== asked) throw notFound(INTENT_MESSAGES.periodNotScored);
  return found;
}

/**
 * Every element of the signal with what it earned the institution at the quarter and the records
 * that earned it (strongest first); a deleted element is shown, as '(Deleted)', only where it still
 * carries evidence.
 */
function elementsWithEvidence(elements: readonly ElementRow[], evidence: readonly EvidenceRow[]) {
  const byElement = new Map<number, EvidenceRow[]>();
  for (const row of evidence) byElement.set(row.element_id, [...(byElement.get(row.element_id) ?? []), row]);
  return elements
    .filter((e) => e.deletedAt === null || byElement.has(e.id))
    .map((e) => {
      const rows = byElement.get(e.id) ?? [];
      return {
        element_id: e.id,
        name: elementName(e),
        kind: e.kind as IntentInstitutionEvidence['elements'][number]['kind'],
        weight: e.weight,
        points: pointsOfRows(rows),
        evidence: rows.map(
          (r): IntentEvidenceItem => ({
            kind: evidenceKindOf(r.evidence_kind),
            ref_id: r.ref_id === null ? null : Number(r.ref_id),
            label: r.label,
            occurred_on: r.occurred_on,
            detail: r.detail,
          }),
        ),
      };
    })
    .sort((a, b) => b.points - a.points);
}

/** One institution on one signal at a scored quarter: its score, level, evidence and history. */
export async function institutionEvidence(
  database: Database,
  signal: SignalWithSolution,
  institutionId: number,
  askedPeriod: string | undefined,
): Promise<IntentInstitutionEvidence> {
  const institution = await institutionOf(database, institutionId);
  const period = await chosenPeriod(database, signal.id, askedPeriod);
  const periods = period === null ? [] : await scoredPeriods(database, signal.id, period);
  const scores = await database.query<{ period: string; score: number; level: string | null }>(
    `select period::text as period, score, level from intent_scores
      where signal_id = $1 and institution_id = $2 and period = any($3::date[])`,
    [signal.id, institution.id, periods],
  );
  const byPeriod = new Map(scores.map((s) => [s.period, s]));
  const evidence =
    period === null
      ? []
      : await database.query<EvidenceRow>(
          `select element_id, points, evidence_kind, ref_id, label, occurred_on::text as occurred_on, detail
             from intent_evidence
            where signal_id = $1 and institution_id = $2 and period = $3::date
            order by occurred_on desc nulls last, id`,
          [signal.id, institution.id, period],
        );
  const current = period === null ? undefined : byPeriod.get(period);
  return {
    signal: { id: signal.id, name: signal.name },
    institution,
    period,
    score: current?.score ?? 0,
    level: levelOf(current?.level ?? null),
    elements: elementsWithEvidence(await elementRows(database.db, signal.id), evidence),
    history: [...periods].reverse().map((p) => ({
      period: p,
      score: byPeriod.get(p)?.score ?? 0,
      level: levelOf(byPeriod.get(p)?.level ?? null),
    })),
    is_demo: await isDemoData(database),
  };
}
