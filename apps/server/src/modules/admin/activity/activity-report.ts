import {
  ACTIVITY_LIMITS,
  type ActivityDetailRow,
  type ActivityEventRow,
  type ActivityKind,
  type ActivityUserRow,
  activityRangeDays,
  type UserActivityReport,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { COUNT_COLUMNS, countsOf } from './activity-counts.js';
import { type ActivityFilter, filterSql } from './activity-filter.js';
import { type People, peopleOf } from './activity-people.js';
import { tallyKeys, type UserTally } from './activity-tally.js';

type Row = Record<string, unknown>;
type Page = { page: number; per_page: number };

/** One statement over `activity_daily` narrowed by the filter; `sql` gets the where clause. */
function daily(database: Database, filter: ActivityFilter, sql: (where: string) => string): Promise<Row[]> {
  const { where, params } = filterSql(filter, 'd');
  return database.query<Row>(sql(where), params);
}

/** Counts per user, module and kind: the cheapest grouping the engine does (a plain sum). */
function keyCounts(database: Database, filter: ActivityFilter): Promise<Row[]> {
  return daily(
    database,
    filter,
    (where) =>
      `select d.user_id, d.module, d.kind, max(d.group_id) as group_id, sum(d.events)::int as events,
              max(d.day)::text as last_day
         from activity_daily d where ${where}
        group by d.user_id, d.module, d.kind`,
  );
}

/**
 * Each user's active days, read once: per day its active users, events and sign-ins (rows 'day'),
 * and per user the days they were active (rows 'user').
 */
function userDays(database: Database, filter: ActivityFilter): Promise<Row[]> {
  return daily(
    database,
    filter,
    (where) =>
      `with ud as materialized (
         select d.day, d.user_id, sum(d.events)::int as events,
                sum(case when d.kind = 'sign_in' then d.events else 0 end)::int as sign_ins
           from activity_daily d where ${where}
          group by d.day, d.user_id)
       select 'day' as k, day::text as key, count(*)::int as users, sum(events)::int as events,
              sum(sign_ins)::int as sign_ins
         from ud group by day
       union all
       select 'user', user_id::text, count(*)::int, 0, 0 from ud group by user_id`,
  );
}

function dailySeries(filter: ActivityFilter, rows: readonly Row[]) {
  const byDay = new Map(rows.filter((r) => r.k === 'day').map((r) => [String(r.key), r]));
  return activityRangeDays(filter.range).map((day) => {
    const row = byDay.get(day);
    return {
      day,
      events: Number(row?.events ?? 0),
      sign_ins: Number(row?.sign_ins ?? 0),
      active_users: Number(row?.users ?? 0),
    };
  });
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

function toUserRow(user: UserTally, activeDays: ReadonlyMap<number, number>, people: People) {
  const person = people.user(user.userId);
  if (!person) return null;
  return {
    ...user.counts,
    user: person,
    group: people.group(user.groupId),
    active_days: activeDays.get(user.userId) ?? 0,
    last_active: user.lastActive,
  } satisfies ActivityUserRow;
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
  const [keys, days, detail, recent, isDemo] = await Promise.all([
    keyCounts(database, filter),
    userDays(database, filter),
    detailRows(database, filter, page),
    recentEvents(database, filter),
    includesDemo(database, filter),
  ]);
  const tally = tallyKeys(keys);
  const shown = tally.users.slice(0, ACTIVITY_LIMITS.usersShown);
  const activeDays = new Map(days.filter((r) => r.k === 'user').map((r) => [Number(r.key), Number(r.users)]));
  const people = await peopleOf(database, {
    userIds: [
      ...shown.map((u) => u.userId),
      ...detail.rows.map((r) => Number(r.user_id)),
      ...recent.flatMap((e) => [Number(e.user_id), Number(e.impersonator_id ?? 0)]),
    ],
    groupIds: shown.map((u) => u.groupId ?? 0),
  });
  return {
    from: filter.range.from,
    to: filter.range.to,
    is_demo: isDemo,
    totals: { ...tally.totals, active_users: tally.activeUsers },
    daily: dailySeries(filter, days),
    modules: tally.modules,
    users: shown.flatMap((user) => toUserRow(user, activeDays, people) ?? []),
    users_total: tally.activeUsers,
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
