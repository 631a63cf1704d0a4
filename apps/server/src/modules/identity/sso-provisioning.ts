import { CLIENT_GROUP_TYPE_ID, ROLE } from '@fin-atlas/domain';
import { and, asc, count, desc, eq, min } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { groups, userGroups, users } from '../../db/schema/index.js';
import type { GroupRow, UserRow } from './actor.js';

type Profile = { companyType: string; companyName: string | null; isFiMenu: boolean };

/**
 * The company profile of a tenant's members: what an admin gives each new member of that client,
 * taken from the most common one (the oldest member breaks a tie). A group without members gets
 * the admin form's defaults.
 */
async function membersProfile(db: Db, groupId: number): Promise<Profile> {
  const [common] = await db
    .select({ companyType: users.companyType, companyName: users.companyName, isFiMenu: users.isFiMenu })
    .from(users)
    .innerJoin(userGroups, eq(userGroups.userId, users.id))
    .where(and(eq(userGroups.groupId, groupId), eq(users.isActive, true)))
    .groupBy(users.companyType, users.companyName, users.isFiMenu)
    .orderBy(desc(count()), asc(min(users.id)))
    .limit(1);
  return common ?? { companyType: 'Other', companyName: null, isFiMenu: false };
}

/**
 * Creates a user who signed in by SSO for the first time the way an admin creates a member of the
 * connection's group: its client group as tenant (the parent client group for a user group), a
 * membership of the group and of that client group, and the tenant's company profile.
 */
export async function provisionSsoUser(
  db: Db,
  person: { email: string; name: string | undefined },
  groupId: number,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [group] = await tx.select().from(groups).where(eq(groups.id, groupId));
    if (!group) return undefined;
    let tenant: GroupRow | undefined;
    if (group.groupTypeId === CLIENT_GROUP_TYPE_ID) tenant = group;
    else if (group.parentGroupId !== null) {
      [tenant] = await tx.select().from(groups).where(eq(groups.id, group.parentGroupId));
    }
    const profile = await membersProfile(tx, tenant?.id ?? group.id);
    const [user] = await tx
      .insert(users)
      .values({
        userName: person.name ?? person.email.split('@')[0] ?? person.email,
        email: person.email,
        role: ROLE.USER,
        ...profile,
        clientGroupId: tenant?.id ?? null,
        partnerId: group.partnerId ?? tenant?.partnerId ?? null,
        emailVerifiedAt: new Date(),
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    const memberships = new Set([group.id, ...(tenant ? [tenant.id] : [])]);
    await tx.insert(userGroups).values([...memberships].map((id) => ({ userId: user.id, groupId: id })));
    return user;
  });
}
