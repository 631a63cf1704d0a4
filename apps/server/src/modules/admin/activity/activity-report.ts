import {
  ACTIVITY_LIMITS,
  type ActivityDetailRow,
  type ActivityEventRow,
  type ActivityKind,
  type ActivityModuleUse,
  type ActivityUserRow,
  activityRangeDays,
  type UserActivityReport,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { COUNT_COLUMNS, countsOf } from './activity-counts.js';
import { type ActivityFilter, filterSql } from './activity-filter.js';
import { type People, peopleOf } from './activity-people.js';

type Row = Record<string, unknown>;
type Page = { page: number; per_page: number };

/** One statement over `activity_daily` narrowed by the filter; `sql` gets the where clause. */
function daily(database: Database, filter: ActivityFilter, sql: (where: string) => string): Promise<Row[]> {
  const { where, params } = filterSql(filter, 'd');
  return database.query<Row>(sql(where), params);
}

async function totalsAndDays(database: Database, filter: ActivityFilter) {
  const [totals, days] = await Promise.all([
    daily(
      database,
      filter,
      (where) =>
        `select ${COUNT_COLUMNS}, count(distinct d.user_id)::int as active_users
           from activity_daily d where ${where}`,
    ),
    daily(
      database,
      filter,
      (where) =>
        `select d.day::text as day, sum(d.events)::int as events,
                coalesce(sum(d.events) filter (where d.kind = 'sign_in'), 0)::int as sign_ins,
                count(distinct d.user_id)::int as active_users
           from activity_daily d where ${where} group by d.day`,
    ),
  ]);
  const byDay = new Map(days.map((d) => [String(d.day), d]));
  return {
    totals: { ...countsOf(totals[0] ?? {}), active_users: Number(totals[0]?.active_users ?? 0) },
    daily: activityRangeDays(filter.range).map((day) => {
      const row = byDay.get(day);
      return {
        day,
        events: Number(row?.events ?? 0),
        sign_ins: Number(row?.sign_ins ?? 0),
        active_users: Number(row?.active_users ?? 0),
      };
    }),
  };
}

/** Module use, most used first; sign-ins (no module) are the sessions, not module use. */
async function moduleUse(database: Database, filter: ActivityFilter): Promise<ActivityModuleUse[]> {
  const rows = await daily(
    database,
    filter,
    (where) =>
      `select d.module, sum(d.events)::int as events, count(distinct d.user_id)::int as users
         from activity_daily d where ${where} and d.module <> ''
        group by d.module order by events desc, d.module`,
  );
  return rows.map((r) => ({
    module: r.module as ActivityModuleUse['module'],
    events: Number(r.events),
    users: Number(r.users),
  }));
}

async function userRows(database: Database, filter: ActivityFilter): Promise<Row[]> {
  return daily(
    database,
    filter,
    (where) =>
      `select d.user_id, max(d.group_id) as group_id, ${COUNT_COLUMNS},
              count(distinct d.day)::int as active_days, max(d.day)::text as last_active
         from activity_daily d where ${where}
        group by d.user_id order by events desc, d.user_id limit ${ACTIVITY_LIMITS.usersShown}`,
  );
}

async function detailRows(database: Database, filter: ActivityFilter, page: Page) {
  const [rows, total] = await Promise.all([
    daily(
      database,
      filter,
      (where) =>
        `select d.day::text as day, d.user_id, d.module, ${COUNT_COLUMNS}
           from activity_daily d where ${where}
          group by d.day, d.user_id, d.module
          order by d.day desc, events desc, d.user_id, d.module
          limit ${page.per_page} offset ${(page.page - 1) * page.per_page}`,
    ),
    daily(
      database,
      filter,
      (where) =>
        `select count(*)::int as n from (
           select 1 from activity_daily d where ${where} group by d.day, d.user_id, d.module) k`,
    ),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

async function recentEvents(database: Database, filter: ActivityFilter): Promise<Row[]> {
  const { where, params } = filterSql(filter, 'e');
  return database.query<Row>(
    `select e.id, e.created_at, e.user_id, e.kind, e.module, e.target, e.impersonator_id
       from activity_events e where ${where}
      order by e.created_at desc, e.id desc limit ${ACTIVITY_LIMITS.recentShown}`,
    params,
  );
}

/** Whether demo accounts (whose history is generated) are among the report's users. */
async function includesDemo(database: Database, filter: ActivityFilter): Promise<boolean> {
  const rows = await daily(
    database,
    filter,
    (where) =>
      `select exists (select 1 from activity_daily d join users u on u.id = d.user_id and u.is_demo_user
                       where ${where}) as demo`,
  );
  return rows[0]?.demo === true;
}

function toUserRow(row: Row, people: People): ActivityUserRow | null {
  const user = people.user(Number(row.user_id));
  if (!user) return null;
  return {
    ...countsOf(row),
    user,
    group: people.group(row.group_id === null ? null : Number(row.group_id)),
    active_days: Number(row.active_days),
    last_active: String(row.last_active),
  };
}

function toEvent(row: Row, people: People): ActivityEventRow {
  const at = row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at));
  return {
    id: Number(row.id),
    at: at.toISOString(),
    user: people.user(Number(row.user_id)),
    kind: row.kind as ActivityKind,
    module: String(row.module),
    target: row.target === null ? null : String(row.target),
    impersonator: row.impersonator_id === null ? null : people.user(Number(row.impersonator_id)),
  };
}

/**
 * A tenant's activity over the filter's days, read from the daily counts (a year of a large client
 * is a few hundred thousand counts, never its events): totals, every day, module use, the most
 * active users, one page of the by-user, module and day table, and the latest events.
 */
export async function userActivityReport(
  database: Database,
  filter: ActivityFilter,
  page: Page,
): Promise<UserActivityReport> {
  const [summary, modules, users, detail, recent, isDemo] = await Promise.all([
    totalsAndDays(database, filter),
    moduleUse(database, filter),
    userRows(database, filter),
    detailRows(database, filter, page),
    recentEvents(database, filter),
    includesDemo(database, filter),
  ]);
  const people = await peopleOf(database, {
    userIds: [
      ...users.map((u) => Number(u.user_id)),
      ...detail.rows.map((r) => Number(r.user_id)),
      ...recent.flatMap((e) => [Number(e.user_id), Number(e.impersonator_id ?? 0)]),
    ],
    groupIds: users.map((u) => Number(u.group_id ?? 0)),
  });
  return {
    from: filter.range.from,
    to: filter.range.to,
    is_demo: isDemo,
    ...summary,
    modules,
    users: users.flatMap((row) => toUserRow(row, people) ?? []),
    users_total: summary.totals.active_users,
    rows: detail.rows.flatMap((row): ActivityDetailRow[] => {
      const user = people.user(Number(row.user_id));
      return user
        ? [
            {
              ...countsOf(row),
              day: String(row.day),
              user,
              module: row.module as ActivityDetailRow['module'],
            },
          ]
        : [];
    }),
    rows_total: detail.total,
    page: page.page,
    per_page: page.per_page,
    recent: recent.map((row) => toEvent(row, people)),
  };
}
