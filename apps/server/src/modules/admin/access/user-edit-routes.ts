import {
  MAX_RECORD_ID,
  USER_EDIT_ACTIONS,
  type UserEditAction,
  type UserEditList,
  type UserEditRow,
  userEditListSchema,
  userEditsQuerySchema,
} from '@fin-atlas/domain';
import { aliasedTable, and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.js';
import { escapeLike } from '../../../db/like.js';
import { auditLog, groups, users } from '../../../db/schema/index.js';
import type { ApiInstance } from '../../../http/contracts.js';
import { type AuditAction, route, SUPER_ADMIN } from '../../identity/index.js';
import { dayRange } from './date-range.js';

// Every listed action is one the server records: a renamed audit action fails the type check here.
const ACTIONS: readonly (UserEditAction & AuditAction)[] = USER_EDIT_ACTIONS;

const actorUser = aliasedTable(users, 'actor_user');
const impersonatorUser = aliasedTable(users, 'impersonator_user');
const targetUser = aliasedTable(users, 'target_user');
const targetGroup = aliasedTable(groups, 'target_group');

/** The people and groups an entry names, as they are named now (null once deleted). */
function withNames<T extends PgSelect>(query: T) {
  return query
    .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
    .leftJoin(impersonatorUser, eq(impersonatorUser.id, auditLog.impersonatorId))
    .leftJoin(
      targetUser,
      and(eq(auditLog.targetType, 'user'), eq(sql`${targetUser.id}::text`, auditLog.targetId)),
    )
    .leftJoin(
      targetGroup,
      and(eq(auditLog.targetType, 'group'), eq(sql`${targetGroup.id}::text`, auditLog.targetId)),
    );
}

type Found = {
  entry: typeof auditLog.$inferSelect;
  actorEmail: string | null;
  impersonatorEmail: string | null;
  userEmail: string | null;
  groupName: string | null;
};

const idOf = (text: string | null): number | null => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 && n <= MAX_RECORD_ID ? n : null;
};

function toRow({ entry, actorEmail, impersonatorEmail, userEmail, groupName }: Found): UserEditRow {
  const isUser = entry.targetType === 'user';
  const deletedName = (entry.details as { name?: unknown } | null)?.name;
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    action: entry.action as UserEditAction,
    actor: entry.actorUserId && actorEmail ? { id: entry.actorUserId, email: actorEmail } : null,
    impersonator:
      entry.impersonatorId && impersonatorEmail
        ? { id: entry.impersonatorId, email: impersonatorEmail }
        : null,
    target: {
      type: isUser ? 'user' : 'group',
      id: idOf(entry.targetId),
      label: isUser ? userEmail : (groupName ?? (typeof deletedName === 'string' ? deletedName : null)),
    },
    details: entry.details,
  };
}

/** The audit log's changes to users and groups, with the admin, the target as named now, and the details. */
export function userEditRoutes(api: ApiInstance, db: Db): void {
  api.get(
    '/api/super_admin/user_edits',
    {
      ...route(SUPER_ADMIN),
      schema: { querystring: userEditsQuerySchema, response: { 200: userEditListSchema } },
    },
    async (request): Promise<UserEditList> => {
      const { actor, target, action, from, to, page, per_page } = request.query;
      const like = (text: string) => `%${escapeLike(text)}%`;
      const where = and(
        action ? eq(auditLog.action, action) : inArray(auditLog.action, ACTIONS),
        inArray(auditLog.targetType, ['user', 'group']),
        actor ? or(ilike(actorUser.email, like(actor)), ilike(actorUser.userName, like(actor))) : undefined,
        target
          ? or(
              ilike(targetUser.email, like(target)),
              ilike(targetUser.userName, like(target)),
              ilike(targetGroup.name, like(target)),
              // A deleted group keeps its name in the entry that deleted it.
              ilike(sql`${auditLog.details}->>'name'`, like(target)),
            )
          : undefined,
        dayRange(auditLog.at, from, to),
      );
      const [total] = await withNames(db.select({ n: count() }).from(auditLog).$dynamic()).where(where);
      const rows = await withNames(
        db
          .select({
            entry: auditLog,
            actorEmail: actorUser.email,
            impersonatorEmail: impersonatorUser.email,
            userEmail: targetUser.email,
            groupName: targetGroup.name,
          })
          .from(auditLog)
          .$dynamic(),
      )
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(per_page)
        .offset((page - 1) * per_page);
      return { entries: rows.map(toRow), total: Number(total?.n ?? 0), page, per_page };
    },
  );
}
