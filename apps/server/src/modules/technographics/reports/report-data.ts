import {
  type IdName,
  type StateCount,
  type SwitchEvent,
  type TimelinePoint,
  technologyUseOf,
  type WinsLosses,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import type { AssetHistory } from './asset-history.js';
import { type SwitchRef, timeline, winsAndLosses } from './history.js';
import { type ReportScope, SqlParams, scopeCondition, type UsageRow } from './report-scope.js';

/** Switches listed in a report; the yearly counts include all of them. */
const SWITCHES_SHOWN = 200;

export type ReportBody = {
  figures: { clients: number; assets: number };
  timeline: TimelinePoint[];
  wins_losses: WinsLosses;
  states: StateCount[];
};

const ROW_COLUMNS = `h.id::int as id, h.institution_id, h.solution_id, h.vendor_id, h.product_id, h.has_service, h.type,
  h.started_on::text as started_on, h.ended_on::text as ended_on, h.end_reason`;

/** Every interval of the entity itself, current or past. */
async function ownRows(database: Database, scope: ReportScope): Promise<UsageRow[]> {
  const params = new SqlParams();
  return database.query<UsageRow>(
    `select ${ROW_COLUMNS} from institution_technographics h where ${scopeCondition(scope, params, 'h')}`,
    params.values,
  );
}

/** Every interval of the given (institution, solution) pairs: what came before a win and after a loss. */
async function pairRows(
  database: Database,
  pairs: readonly (readonly [number, number])[],
): Promise<UsageRow[]> {
  if (pairs.length === 0) return [];
  return database.query<UsageRow>(
    `select ${ROW_COLUMNS} from institution_technographics h
      where (h.institution_id, h.solution_id) in (select * from unnest($1::int[], $2::int[]))`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
}

async function namesOf(
  database: Database,
  table: string,
  ids: Iterable<number>,
): Promise<Map<number, string>> {
  const list = [...new Set(ids)];
  if (list.length === 0) return new Map();
  const rows = await database.query<{ id: number; name: string }>(
    `select id, name from ${table} where id = any($1::int[])`,
    [list],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function namedSwitches(database: Database, refs: readonly SwitchRef[]): Promise<SwitchEvent[]> {
  const ends = refs.flatMap((r) => [r.from, r.to]).filter((r): r is UsageRow => r !== null);
  const [institutions, solutions, vendors, products] = await Promise.all([
    namesOf(
      database,
      'institutions',
      refs.map((r) => r.institutionId),
    ),
    namesOf(
      database,
      'solutions',
      refs.map((r) => r.solutionId),
    ),
    namesOf(
      database,
      'vendors',
      ends.flatMap((r) => (r.vendor_id === null ? [] : [r.vendor_id])),
    ),
    namesOf(
      database,
      'products',
      ends.flatMap((r) => (r.product_id === null ? [] : [r.product_id])),
    ),
  ]);
  const ref = (id: number | null | undefined, names: Map<number, string>): IdName | null =>
    id === null || id === undefined ? null : { id, name: names.get(id) ?? '' };
  return refs.map((r) => ({
    date: r.date,
    direction: r.direction,
    institution: { id: r.institutionId, name: institutions.get(r.institutionId) ?? '' },
    solution: { id: r.solutionId, name: solutions.get(r.solutionId) ?? '' },
    from_vendor: ref(r.from?.vendor_id, vendors),
    from_product: ref(r.from?.product_id, products),
    from_use: r.from ? technologyUseOf(r.from) : null,
    to_vendor: ref(r.to?.vendor_id, vendors),
    to_product: ref(r.to?.product_id, products),
    to_use: r.to ? technologyUseOf(r.to) : null,
  }));
}

/** The parts every report shares: today's figures, the quarterly timeline, wins and losses, states. */
export async function reportBody(
  database: Database,
  assetHistory: AssetHistory,
  scope: ReportScope,
  today: Date = new Date(),
): Promise<ReportBody> {
  const own = await ownRows(database, scope);
  const currentIds = [...new Set(own.filter((r) => r.ended_on === null).map((r) => r.institution_id))];
  const current = currentIds.length
    ? await database.query<{ id: number; state: string | null; assets: number | null }>(
        'select id, state, latest_assets as assets from institutions where id = any($1::int[])',
        [currentIds],
      )
    : [];

  const byState = new Map<string, number>();
  let assets = 0;
  for (const institution of current) {
    assets += Number(institution.assets ?? 0);
    const state = institution.state?.toUpperCase();
    if (state && /^[A-Z]{2}$/.test(state)) byState.set(state, (byState.get(state) ?? 0) + 1);
  }

  const periods = await assetHistory.periods();
  const assetsAt = await assetHistory.lookup(own.map((r) => r.institution_id));
  const todayIso = today.toISOString().slice(0, 10);
  const baseline = periods[0] ?? own.map((r) => r.started_on).sort()[0] ?? todayIso;

  // Only pairs with a start or an end after the baseline can hold a win or a loss.
  const eventPairs = new Map<string, readonly [number, number]>();
  for (const row of own) {
    if (row.started_on > baseline || (row.ended_on !== null && row.ended_on > baseline)) {
      eventPairs.set(`${row.institution_id}:${row.solution_id}`, [row.institution_id, row.solution_id]);
    }
  }
  const history = await pairRows(database, [...eventPairs.values()]);
  let lastDate = periods.at(-1) ?? todayIso;
  for (const r of history) {
    if (r.started_on > lastDate) lastDate = r.started_on;
    if (r.ended_on !== null && r.ended_on > lastDate) lastDate = r.ended_on;
  }
  const wins = winsAndLosses(history, scope, baseline, Number(lastDate.slice(0, 4)));

  return {
    figures: { clients: currentIds.length, assets },
    timeline: timeline(own, scope, periods, assetsAt),
    wins_losses: {
      years: wins.years,
      switches: await namedSwitches(database, wins.switches.slice(0, SWITCHES_SHOWN)),
      switches_total: wins.switches.length,
    },
    states: [...byState.entries()]
      .map(([state, clients]) => ({ state, clients }))
      .sort((a, b) => b.clients - a.clients || a.state.localeCompare(b.state)),
  };
}
