import {
  type ActivityModuleUse,
  type ActivityRange,
  CLIENT_GROUP_TYPE_ID,
  type ClientActivityReport,
  type ClientActivityRow,
  previousActivityRange,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';

type Row = Record<string, unknown>;

const REPORT_KINDS = "('report_run', 'report_view')";
const FILE_KINDS = "('export', 'download')";

/**
 * Per client group, the range and the period of the same length before it in one pass over the
 * daily counts (the index on day keeps it to those two periods).
 */
function groupFigures(database: Database, range: ActivityRange, previous: ActivityRange): Promise<Row[]> {
  return database.query<Row>(
    `select d.group_id,
            count(distinct d.user_id) filter (where d.day >= $2::date)::int as active_users,
            count(distinct d.user_id) filter (where d.day < $2::date)::int as previous_active_users,
            coalesce(sum(d.events) filter (where d.day >= $2::date), 0)::int as events,
            coalesce(sum(d.events) filter (where d.day < $2::date), 0)::int as previous_events,
            coalesce(sum(d.events) filter (where d.day >= $2::date and d.kind = 'sign_in'), 0)::int as sessions,
            coalesce(sum(d.events) filter (where d.day >= $2::date and d.kind = 'page_view'), 0)::int as page_views,
            coalesce(sum(d.events) filter (where d.day >= $2::date and d.kind in ${REPORT_KINDS}), 0)::int as reports,
            coalesce(sum(d.events) filter (where d.day >= $2::date and d.kind in ${FILE_KINDS}), 0)::int as downloads,
            coalesce(sum(d.events) filter (where d.day >= $2::date and d.kind = 'query_run'), 0)::int as query_runs
       from activity_daily d
      where d.day between $1::date and $3::date and d.group_id is not null
      group by d.group_id`,
    [previous.from, range.from, range.to],
  );
}

function moduleFigures(database: Database, range: ActivityRange): Promise<Row[]> {
  return database.query<Row>(
    `select d.group_id, d.module, sum(d.events)::int as events, count(distinct d.user_id)::int as users
       from activity_daily d
      where d.day between $1::date and $2::date and d.group_id is not null and d.module <> ''
      group by d.group_id, d.module`,
    [range.from, range.to],
  );
}

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
  const [clients, figures, modules] = await Promise.all([
    clientGroups(database, range),
    groupFigures(database, range, previous),
    moduleFigures(database, range),
  ]);
  const figuresOf = new Map(figures.map((f) => [Number(f.group_id), f]));
  const modulesOf = new Map<number, ActivityModuleUse[]>();
  for (const m of modules) {
    const list = modulesOf.get(Number(m.group_id)) ?? [];
    list.push({
      module: m.module as ActivityModuleUse['module'],
      events: Number(m.events),
      users: Number(m.users),
    });
    modulesOf.set(Number(m.group_id), list);
  }
  const rows = clients.map((client): ClientActivityRow => {
    const id = Number(client.id);
    const f = figuresOf.get(id) ?? {};
    const events = Number(f.events ?? 0);
    const previousEvents = Number(f.previous_events ?? 0);
    return {
      group: { id, name: String(client.name) },
      users: Number(client.users),
      active_users: Number(f.active_users ?? 0),
      sessions: Number(f.sessions ?? 0),
      page_views: Number(f.page_views ?? 0),
      reports: Number(f.reports ?? 0),
      downloads: Number(f.downloads ?? 0),
      query_runs: Number(f.query_runs ?? 0),
      events,
      modules: (modulesOf.get(id) ?? []).sort(
        (a, b) => b.events - a.events || a.module.localeCompare(b.module),
      ),
      last_activity: client.last_activity === null ? null : String(client.last_activity),
      previous_events: previousEvents,
      previous_active_users: Number(f.previous_active_users ?? 0),
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
