import type { FastifyRequest } from 'fastify';
import { forbidden, requireActor } from '../identity/access-control.js';
import type { Actor } from '../identity/actor.js';
import { type AdminScope, adminScope } from '../identity/policy.js';

export function requireAdminScope(request: FastifyRequest): { actor: Actor; scope: AdminScope } {
  const actor = requireActor(request);
  const scope = adminScope(actor, request.site);
  if (!scope) throw forbidden();
  return { actor, scope };
}
