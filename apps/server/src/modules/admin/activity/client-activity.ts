import {
  type ActivityKind,
  type ActivityModuleUse,
  type ActivityRange,
  CLIENT_GROUP_TYPE_ID,
  type ClientActivityReport,
  type ClientActivityRow,
  previousActivityRange,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';

type Row = Record<string, unknown>;

/**
 * Per client group, user, module and kind, the events of the range (`cur`) and of the period before
 * it, in one pass over the daily counts. A plain sum over these keys is the cheapest grouping the
 * engine does (distinct counts and filtered sums cost it several times more); the few thousand
 * rows it returns are added up here.
 */
function groupCounts(database: Database, range: ActivityRange, previous: ActivityRange): Promise<Row[]> {
  return database.query<Row>(
    `select d.group_id, d.user_id, d.module, d.kind, d.day >= $2::date as cur, sum(d.events)::int as events
       from activity_daily d
      where d.day between $1::date and $3::date and d.group_id is not null
      group by 1, 2, 3, 4, 5`,
    [previous.from, range.from, range.to],
  );
}

type Tally = {
  users: Set<number>;
  previousUsers: Set<number>;
  events: number;
  previousEvents: number;
  byKind: Map<string, number>;
  modules: Map<string, { events: number; users: Set<number> }>;
};

const newTally = (): Tally => ({
  users: new Set(),
  previousUsers: new Set(),
  events: 0,
  previousEvents: 0,
  byKind: new Map(),
  modules: new Map(),
});

/** The counts added up per client group. */
function tally(rows: readonly Row[]): Map<number, Tally> {
  const groups = new Map<number, Tally>();
  for (const row of rows) {
    const groupId = Number(row.group_id);
    const userId = Number(row.user_id);
    const events = Number(row.events);
    let t = groups.get(groupId);
    if (!t) {
      t = newTally();
      groups.set(groupId, t);
    }
    if (row.cur !== true) {
      t.previousUsers.add(userId);
      t.previousEvents += events;
      continue;
    }
    t.users.add(userId);
    t.events += events;
    const kind = String(row.kind);
    t.byKind.set(kind, (t.byKind.get(kind) ?? 0) + events);
    const module = String(row.module);
    if (module === '') continue;
    const use = t.modules.get(module) ?? { events: 0, users: new Set<number>() };
    use.events += events;
    use.users.add(userId);
    t.modules.set(module, use);
  }
  return groups;
}

const kinds = (t: Tally | undefined, ...names: ActivityKind[]) =>
  names.reduce((n, kind) => n + (t?.byKind.get(kind) ?? 0), 0);

const moduleUse = (t: Tally | undefined): ActivityModuleUse[] =>
  [...(t?.modules ?? new Map<string, { events: number; users: Set<number> }>())]
    .map(([module, use]) => ({
      module: module as ActivityModuleUse['module'],
      events: use.events,
      users: use.users.size,
    }))
    .sort((a, b) => b.events - a.events || a.module.localeCompare(b.module));

/**
 * Every client group with its users and its latest day of activity up to the range's end (read
 * off the group's index, one short descent per client), so a dormant client shows when it stopped.
 */
function clientGroups(database: Database, range: ActivityRange): Promise<Row[]> {
  return database.query<Row>(
    `select g.id, g.name,
            (select count(*)::int from users u where u.client_group_id = g.id and u.is_active) as users,
            (select max(d.day)::text from activity_daily d where d.group_id = g.id and d.day <= $2::date)
              as last_activity,
            exists (select 1 from users u where u.client_group_id = g.id and u.is_demo_user) as demo
       from groups g
      where g.group_type_id = $1
      order by g.name, g.id`,
    [CLIENT_GROUP_TYPE_ID, range.to],
  );
}

const trendOf = (events: number, previous: number): number | null =>
  previous === 0 ? null : Math.round(((events - previous) / previous) * 1000) / 10;

/**
 * One row per client group (spec: client activity reports): active users, sessions (sign-ins),
 * page views, reports, downloads (exports and stored files), query runs and module use over the
 * range, the last day of activity, and the trend of events against the period before.
 */
export async function clientActivityReport(
  database: Database,
  range: ActivityRange,
): Promise<ClientActivityReport> {
  const previous = previousActivityRange(range);
  const [clients, counts] = await Promise.all([
    clientGroups(database, range),
    groupCounts(database, range, previous),
  ]);
  const tallies = tally(counts);
  const rows = clients.map((client): ClientActivityRow => {
    const id = Number(client.id);
    const t = tallies.get(id);
    const events = t?.events ?? 0;
    const previousEvents = t?.previousEvents ?? 0;
    return {
      group: { id, name: String(client.name) },
      users: Number(client.users),
      active_users: t?.users.size ?? 0,
      sessions: kinds(t, 'sign_in'),
      page_views: kinds(t, 'page_view'),
      reports: kinds(t, 'report_run', 'report_view'),
      downloads: kinds(t, 'export', 'download'),
      query_runs: kinds(t, 'query_run'),
      events,
      modules: moduleUse(t),
      last_activity: client.last_activity === null ? null : String(client.last_activity),
      previous_events: previousEvents,
      previous_active_users: t?.previousUsers.size ?? 0,
      trend_pct: trendOf(events, previousEvents),
    };
  });
  return {
    from: range.from,
    to: range.to,
    previous_from: previous.from,
    previous_to: previous.to,
    is_demo: clients.some((c) => c.demo === true),
    // The most active clients first; the dormant ones after, by name.
    clients: rows.sort((a, b) => b.events - a.events),
  };
}
