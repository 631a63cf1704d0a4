import {
  type ActivityModule,
  type ActivityRange,
  activityDayOf,
  CLIENT_GROUP_TYPE_ID,
  resolveActivityRange,
} from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { groups, users } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../http/app-error.js';
import { type AdminScope, forbidden, groupInScope, userInScope } from '../../identity/index.js';

/** Which rows of `activity_daily` (alias d) and `activity_events` (alias e) a report reads. */
export type ActivityFilter = {
  range: ActivityRange;
  /** The client group whose activity it is (the group the users were in when they acted). */
  clientGroupId?: number;
  partnerId?: number;
  /** Members of a group other than a client group (a user group, a partner group). */
  memberOf?: number;
  userId?: number;
  module?: ActivityModule;
};

export type ActivityQuery = {
  from?: string | undefined;
  to?: string | undefined;
  user_id?: number | undefined;
  group_id?: number | undefined;
  module?: ActivityModule | undefined;
};

/** The range asked for, or the user-facing refusal (inverted, or longer than two years). */
export function activityRangeOf(query: Pick<ActivityQuery, 'from' | 'to'>, now = new Date()): ActivityRange {
  const range = resolveActivityRange(query, activityDayOf(now));
  if ('error' in range) {
    throw unprocessable(`Validation failed. ${range.error}`, [{ path: 'from', message: range.error }]);
  }
  return range;
}

/**
 * The report's rows for the caller's tenant: a FIN Admin reads everyone (narrowed by group when
 * asked), a client admin their client group, a partner admin the partner's users. A group or user
 * outside the tenant is a 403 (the console's denial), one that does not exist a 404.
 */
export async function activityFilter(
  db: Db,
  scope: AdminScope,
  query: ActivityQuery,
): Promise<ActivityFilter> {
  const filter: ActivityFilter = { range: activityRangeOf(query) };
  if (scope.kind === 'client') filter.clientGroupId = scope.clientGroupId;
  if (scope.kind === 'partner') filter.partnerId = scope.partnerId;
  if (query.group_id !== undefined) {
    const [group] = await db.select().from(groups).where(eq(groups.id, query.group_id));
    if (!group) throw notFound('Group not found.');
    if (!groupInScope(scope, group)) throw forbidden();
    if (group.groupTypeId === CLIENT_GROUP_TYPE_ID) filter.clientGroupId = group.id;
    else filter.memberOf = group.id;
  }
  if (query.user_id !== undefined) {
    const [user] = await db.select().from(users).where(eq(users.id, query.user_id));
    if (!user) throw notFound('User not found.');
    if (!userInScope(scope, user)) throw forbidden();
    filter.userId = user.id;
  }
  if (query.module !== undefined) filter.module = query.module;
  return filter;
}

/** The filter as SQL conditions on the table alias, with their parameters numbered from `$1`. */
export function filterSql(filter: ActivityFilter, alias: 'd' | 'e'): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions =
    alias === 'd'
      ? [`d.day between ${add(filter.range.from)}::date and ${add(filter.range.to)}::date`]
      : // Days are UTC days, whatever the session's time zone.
        [
          `e.created_at >= (${add(filter.range.from)}::date)::timestamp at time zone 'UTC'`,
          `e.created_at < (${add(filter.range.to)}::date + 1)::timestamp at time zone 'UTC'`,
        ];
  if (filter.clientGroupId !== undefined) conditions.push(`${alias}.group_id = ${add(filter.clientGroupId)}`);
  if (filter.partnerId !== undefined) conditions.push(`${alias}.partner_id = ${add(filter.partnerId)}`);
  if (filter.memberOf !== undefined) {
    conditions.push(
      `${alias}.user_id in (select user_id from user_groups where group_id = ${add(filter.memberOf)})`,
    );
  }
  if (filter.userId !== undefined) conditions.push(`${alias}.user_id = ${add(filter.userId)}`);
  if (filter.module !== undefined) conditions.push(`${alias}.module = ${add(filter.module)}`);
  return { where: conditions.join(' and '), params };
}
