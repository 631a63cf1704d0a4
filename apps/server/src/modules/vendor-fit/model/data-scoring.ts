import { type DataScoringResponse, INTENT_LEVELS, intentScoringSummarySchema } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { notFound } from '../../../http/app-error.js';
import type { StoredEvaluation } from './evaluate.js';

type Scoring = DataScoringResponse;
type IntentRow = Scoring['fin_intent'][number];

/** The runs listed: the latest few passes of every model. */
const RUNS_LISTED = 20;

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));
/** Every modelled solution with how its latest fit predicted held-out switches. */
async function vendorFitRows(database: Database): Promise<Scoring['vendor_fit']> {
  const rows = await database.query<{
    id: number;
    name: string;
    products: number;
    clients: number | null;
    period: string;
    fitted_at: Date | string;
    evaluation: StoredEvaluation | null;
  }>(
    `select s.id, s.name, jsonb_array_length(m.model->'products')::int as products,
            (select sum((p->>'clients')::int) from jsonb_array_elements(m.model->'products') p)::int as clients,
            m.period::text as period, m.fitted_at, m.evaluation
       from vendor_fit_models m join solutions s on s.id = m.solution_id
      order by s.is_core desc, clients desc nulls last, s.name`,
  );
  return rows.map((r) => {
    const { status, ...figures } = r.evaluation ?? { status: 'too_few_switches' as const };
    const measured = status === 'measured' && 'holdout' in figures;
    return {
      id: Number(r.id),
      name: r.name,
      products: r.products,
      clients: r.clients ?? 0,
      period: r.period,
      fitted_at: iso(r.fitted_at),
      evaluation: measured ? (figures as Scoring['vendor_fit'][number]['evaluation']) : null,
      status: measured ? 'measured' : 'too_few_switches',
    };
  });
}

/** Institutions at each level of each signal at its latest scored quarter, optionally among some institutions. */
async function latestLevelCounts(
  database: Database,
  institutionIds: readonly number[] | null,
): Promise<Map<number, { period: string; counts: Record<string, number> }>> {
  const rows = await database.query<{ signal_id: number; period: string; level: string; n: number }>(
    `with latest as (select signal_id, max(period) as period from intent_scores group by signal_id)
     select s.signal_id, s.period::text as period, s.level, count(*)::int as n
       from intent_scores s join latest l on l.signal_id = s.signal_id and l.period = s.period
      where s.level is not null and ($1::int[] is null or s.institution_id = any($1::int[]))
      group by s.signal_id, s.period, s.level`,
    [institutionIds ? [...institutionIds] : null],
  );
  const out = new Map<number, { period: string; counts: Record<string, number> }>();
  for (const r of rows) {
    const entry = out.get(Number(r.signal_id)) ?? { period: r.period, counts: {} };
    entry.counts[r.level] = r.n;
    out.set(Number(r.signal_id), entry);
  }
  return out;
}

const zeroLevels = (): Record<string, number> => Object.fromEntries(INTENT_LEVELS.map((l) => [l, 0]));

type SignalRow = { id: number; name: string; solution_id: number | null; solution_name: string | null };

async function intentSignals(database: Database): Promise<SignalRow[]> {
  const rows = await database.query<SignalRow>(
    `select g.id, g.name, g.solution_id, s.name as solution_name
       from intent_signals g left join solutions s on s.id = g.solution_id order by g.name, g.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * Per signal, what the newest finished FIN Intent pass measured (its summary, as the pass writes it),
 * and for a signal the pass did not score yet, the level counts of its stored scores.
 */
async function intentRows(database: Database, signals: readonly SignalRow[]): Promise<IntentRow[]> {
  const [run] = await database.query<{ summary: unknown }>(
    `select summary from model_runs
      where model = 'fin_intent' and finished_at is not null and error is null
      order by finished_at desc, id desc limit 1`,
  );
  const summary = intentScoringSummarySchema.safeParse(run?.summary);
  const measured = new Map((summary.success ? summary.data.signals : []).map((e) => [e.signal.id, e]));
  const scored = await latestLevelCounts(database, null);
  return signals.map((signal) => {
    const entry = measured.get(signal.id);
    const fromScores = scored.get(signal.id);
    return {
      signal: { id: signal.id, name: signal.name },
      solution:
        signal.solution_id === null
          ? null
          : { id: Number(signal.solution_id), name: signal.solution_name ?? '' },
      period: entry?.period ?? fromScores?.period ?? null,
      counts: entry?.counts ?? { ...zeroLevels(), ...(fromScores?.counts ?? {}) },
      cohort: entry?.cohort ?? 0,
      in_depth_switch_rate: entry?.in_depth_switch_rate ?? null,
      base_switch_rate: entry?.base_switch_rate ?? null,
      lift: entry?.lift ?? null,
    };
  });
}

async function recentRuns(database: Database): Promise<Scoring['runs']> {
  const rows = await database.query<{
    model: string;
    status: string;
    period: string | null;
    started_at: Date | string;
    finished_at: Date | string | null;
    error: string | null;
  }>(
    `select model, status, period::text as period, started_at, finished_at, error
       from model_runs order by started_at desc, id desc limit $1`,
    [RUNS_LISTED],
  );
  return rows.map((r) => ({
    model: r.model,
    status: r.status,
    period: r.period,
    started_at: iso(r.started_at),
    finished_at: r.finished_at === null ? null : iso(r.finished_at),
    error: r.error,
  }));
}

/** A client group's CRM-listed institutions (matched or confirmed rows) at each level of every signal. */
async function groupScoring(
  database: Database,
  groupId: number,
  signals: readonly SignalRow[],
): Promise<NonNullable<Scoring['group']>> {
  const [group] = await database.query<{ id: number; name: string }>(
    'select id, name from groups where id = $1',
    [groupId],
  );
  if (!group) throw notFound('Record not found');
  const listed = await database.query<{ institution_id: number }>(
    `select distinct r.institution_id from org_list_rows r join org_lists l on l.id = r.list_id
      where l.group_id = $1 and l.kind = 'crm' and r.institution_id is not null
        and r.status in ('matched', 'confirmed')`,
    [groupId],
  );
  const ids = listed.map((r) => Number(r.institution_id));
  const counts = await latestLevelCounts(database, ids);
  return {
    id: Number(group.id),
    name: group.name,
    listed_institutions: ids.length,
    signals: signals.map((s) => ({
      signal: { id: s.id, name: s.name },
      counts: { ...zeroLevels(), ...(counts.get(s.id)?.counts ?? {}) },
    })),
  };
}

/** GET /api/super_admin/data_scoring: how every model measures up, and optionally one client group's listed institutions. */
export async function dataScoring(database: Database, groupId: number | undefined): Promise<Scoring> {
  const signals = await intentSignals(database);
  return {
    vendor_fit: await vendorFitRows(database),
    fin_intent: await intentRows(database, signals),
    runs: await recentRuns(database),
    group: groupId === undefined ? null : await groupScoring(database, groupId, signals),
  };
}
