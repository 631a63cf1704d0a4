import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { auditLog } from '../../db/schema/index.js';

/** The account changes a user makes to themselves, written to the same audit log admins read. */
export type ShellAuditAction = 'profile_updated' | 'password_changed';

export async function auditSelf(db: Db, request: FastifyRequest, action: ShellAuditAction): Promise<void> {
  const actor = request.actor;
  await db.insert(auditLog).values({
    action,
    actorUserId: actor?.user.id ?? null,
    impersonatorId: actor?.impersonator?.id ?? null,
    targetType: actor ? 'user' : null,
    targetId: actor ? String(actor.user.id) : null,
    ip: request.ip,
  });
}
