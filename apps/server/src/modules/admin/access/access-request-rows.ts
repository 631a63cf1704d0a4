import {
  ACCESS_REQUEST_TOPIC_MODULES,
  type AccessRequestRow,
  type AccessRequestSource,
  type AccessRequestStatus,
  type DemoRequestTopic,
  PURCHASED_MODULE_FLAGS,
  type PurchasedModuleFlag,
  ROLE,
} from '@fin-atlas/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { type demoRequests, groups, userGroups, type users } from '../../../db/schema/index.js';

type RequestRow = typeof demoRequests.$inferSelect;
type UserRow = typeof users.$inferSelect;
export type FoundRequest = { request: RequestRow; user: UserRow; handlerEmail: string | null };

/**
 * The modules each user holds now, as the access gate computes them: the union of what their client
 * group and every other group of theirs bought (a FIN Admin holds everything). Two queries a page.
 */
export async function modulesHeld(db: Db, people: UserRow[]): Promise<Map<number, Set<PurchasedModuleFlag>>> {
  const held = new Map<number, Set<PurchasedModuleFlag>>(people.map((u) => [u.id, new Set()]));
  if (people.length === 0) return held;
  const ids = people.map((u) => u.id);
  const clientIds = people.flatMap((u) => (u.clientGroupId ? [u.clientGroupId] : []));
  const memberships = await db
    .select({ userId: userGroups.userId, groupId: userGroups.groupId })
    .from(userGroups)
    .where(inArray(userGroups.userId, ids));
  const groupIds = [...new Set([...clientIds, ...memberships.map((m) => m.groupId)])];
  const bought =
    groupIds.length === 0
      ? []
      : await db
          .select({ id: groups.id, modules: groups.purchasedModules })
          .from(groups)
          .where(inArray(groups.id, groupIds));
  const modulesOf = new Map(bought.map((g) => [g.id, g.modules]));
  for (const user of people) {
    const set = held.get(user.id) as Set<PurchasedModuleFlag>;
    const own = [
      user.clientGroupId,
      ...memberships.filter((m) => m.userId === user.id).map((m) => m.groupId),
    ];
    for (const flag of PURCHASED_MODULE_FLAGS) {
      if (user.role === ROLE.FIN_ADMIN || own.some((id) => id !== null && modulesOf.get(id)?.[flag] === true))
        set.add(flag);
    }
  }
  return held;
}

/** The modules a stored topic asks for; a topic the catalogue no longer knows asks for none. */
const topicModules = (topic: string): readonly PurchasedModuleFlag[] =>
  ACCESS_REQUEST_TOPIC_MODULES[topic as DemoRequestTopic] ?? [];

export const holdsEvery = (held: ReadonlySet<PurchasedModuleFlag> | undefined, topic: string): boolean =>
  topicModules(topic).every((flag) => held?.has(flag) === true);

/** The report's rows: each request with its requester, their client group and the modules held now. */
export async function accessRequestRows(db: Db, found: FoundRequest[]): Promise<AccessRequestRow[]> {
  const people = [...new Map(found.map((f) => [f.user.id, f.user])).values()];
  const held = await modulesHeld(db, people);
  const clientIds = [...new Set(people.flatMap((u) => (u.clientGroupId ? [u.clientGroupId] : [])))];
  const clientGroups =
    clientIds.length === 0
      ? []
      : await db
          .select({ id: groups.id, name: groups.name })
          .from(groups)
          .where(inArray(groups.id, clientIds));
  return found.map(({ request: r, user, handlerEmail }) => {
    const topic = r.topic as DemoRequestTopic;
    const clientGroup = clientGroups.find((g) => g.id === user.clientGroupId);
    return {
      id: r.id,
      created_at: r.createdAt.toISOString(),
      topic,
      source: r.source as AccessRequestSource,
      message: r.message,
      phone: r.phone,
      status: r.status as AccessRequestStatus,
      follow_up: r.followUp,
      handled_by: r.handledBy && handlerEmail ? { id: r.handledBy, email: handlerEmail } : null,
      handled_at: r.handledAt?.toISOString() ?? null,
      user: {
        id: user.id,
        user_name: user.userName,
        email: user.email,
        company_name: user.companyName,
        company_type: user.companyType,
      },
      client_group: clientGroup ? { id: clientGroup.id, name: clientGroup.name } : null,
      modules: topicModules(topic).map((flag) => ({
        flag,
        held: held.get(user.id)?.has(flag) === true,
      })),
    };
  });
}
