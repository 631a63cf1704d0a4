import {
  INTENT_LIMITS,
  type IntentFilters,
  type IntentInstitutionRow,
  type IntentLevel,
  technologyUseLabel,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { currentTechnology } from '../../reporter/index.js';
import { elementPoints } from './element-points.js';
import { institutionFilterSql } from './institution-filters.js';
import { scoredPeriods } from './scored-periods.js';
import { elementName, elementRows, levelOf, type SignalWithSolution } from './signal-rows.js';
import { sqlParams } from './sql-params.js';

export type InstitutionSort = 'score' | 'name' | 'assets' | 'change';
export type InstitutionQuery = IntentFilters & { level?: IntentLevel | undefined; sort: InstitutionSort };

const ORDER: Record<InstitutionSort, string> = {
  score: 'c.score desc, i.name, i.id',
  name: 'i.name, i.id',
  assets: 'i.latest_assets desc nulls last, i.name, i.id',
  change: 'c.score - coalesce(p.score, 0) desc, c.score desc, i.name, i.id',
};

type ScoredRow = {
  institution_id: number;
  name: string;
  city: string | null;
  state: string | null;
  fi_type: string;
  assets: number | null;
  score: number;
  level: string | null;
  previous_level: string | null;
};

export type InstitutionPage = { period: string | null; total: number; rows: IntentInstitutionRow[] };

/** How many institutions the list holds, and the page of them in the chosen order. */
async function scoredRows(
  database: Database,
  signal: SignalWithSolution,
  periods: { latest: string; previous: string | null },
  query: InstitutionQuery,
  window: { limit: number; offset: number },
): Promise<{ total: number; rows: ScoredRow[] }> {
  const params = sqlParams();
  const signalParam = params.add(signal.id);
  const latest = params.add(periods.latest);
  const level = query.level ? `and c.level = ${params.add(query.level)}` : 'and c.level is not null';
  const filter = institutionFilterSql(query, signal.solutionId, params);
  const where = `c.signal_id = ${signalParam} and c.period = ${latest}::date ${level} and ${filter}`;
  const [count] = await database.query<{ n: number }>(
    `select count(*)::int as n
       from intent_scores c join institutions i on i.id = c.institution_id
      where ${where}`,
    [...params.values],
  );
  const previous = params.add(periods.previous);
  const rows = await database.query<ScoredRow>(
    `select i.id as institution_id, i.name, i.city, i.state, i.fi_type, i.latest_assets as assets,
            c.score, c.level, p.level as previous_level
       from intent_scores c
       join institutions i on i.id = c.institution_id
       left join intent_scores p
         on p.signal_id = c.signal_id and p.institution_id = c.institution_id and p.period = ${previous}::date
      where ${where}
      order by ${ORDER[query.sort]}
      limit ${params.add(window.limit)} offset ${params.add(window.offset)}`,
    params.values,
  );
  return { total: count?.n ?? 0, rows };
}

/** Each institution's score per quarter, oldest first; a quarter without a score row is 0. */
async function trends(
  database: Database,
  signalId: number,
  periods: readonly string[],
  ids: readonly number[],
): Promise<Map<number, number[]>> {
  const oldestFirst = [...periods].reverse();
  const rows = await database.query<{ institution_id: number; period: string; score: number }>(
    `select institution_id, period::text as period, score from intent_scores
      where signal_id = $1 and period = any($2::date[]) and institution_id = any($3::int[])`,
    [signalId, oldestFirst, ids],
  );
  const at = new Map(oldestFirst.map((p, i) => [p, i]));
  const found = new Map(ids.map((id) => [id, oldestFirst.map(() => 0)]));
  for (const r of rows) {
    const series = found.get(r.institution_id);
    const index = at.get(r.period);
    if (series && index !== undefined) series[index] = r.score;
  }
  return found;
}

/** The names of the elements that scored for each institution, strongest first. */
async function topElements(
  database: Database,
  signalId: number,
  period: string,
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  const names = new Map((await elementRows(database.db, signalId)).map((e) => [e.id, elementName(e)]));
  const points = (await elementPoints(database, signalId, period, ids))
    .filter((p) => p.points > 0)
    .sort((a, b) => b.points - a.points);
  const found = new Map<number, string[]>();
  for (const p of points) {
    const list = found.get(p.institutionId) ?? [];
    const name = names.get(p.elementId);
    if (name !== undefined && list.length < INTENT_LIMITS.topElements) list.push(name);
    found.set(p.institutionId, list);
  }
  return found;
}

/**
 * A page of the institutions at a level of a signal (any level when none is asked) at its latest
 * scored quarter, after the filters: score, level and the level a quarter earlier, the score's
 * trend, what they run today for the signal's solution and the elements that scored. `trend`
 * false leaves the trend out (the export does not show it).
 */
export async function institutionPage(
  database: Database,
  signal: SignalWithSolution,
  query: InstitutionQuery,
  window: { limit: number; offset: number; trend: boolean },
): Promise<InstitutionPage> {
  const periods = await scoredPeriods(database, signal.id);
  const [latest, previous] = periods;
  if (!latest) return { period: null, total: 0, rows: [] };
  const scored = await scoredRows(database, signal, { latest, previous: previous ?? null }, query, window);
  const ids = scored.rows.map((r) => r.institution_id);
  const series = window.trend ? await trends(database, signal.id, periods, ids) : new Map<number, number[]>();
  const technology =
    signal.solutionId === null ? new Map() : await currentTechnology(database, signal.solutionId, ids);
  const elements = await topElements(database, signal.id, latest, ids);
  const rows = scored.rows.map((r): IntentInstitutionRow => {
    const current = technology.get(r.institution_id);
    return {
      institution_id: r.institution_id,
      name: r.name,
      city: r.city,
      state: r.state,
      fi_type: r.fi_type as IntentInstitutionRow['fi_type'],
      assets: r.assets,
      score: r.score,
      level: levelOf(r.level),
      previous_level: levelOf(r.previous_level),
      trend: series.get(r.institution_id) ?? [],
      current_vendor: current ? technologyUseLabel(current.use, current.vendor) : null,
      current_product: current?.product ?? null,
      top_elements: elements.get(r.institution_id) ?? [],
    };
  });
  return { period: latest, total: scored.total, rows };
}
