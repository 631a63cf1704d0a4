import type { FastifyRequest } from 'fastify';
import type { Actor } from '../identity/index.js';
import { type AdminScope, adminScope, forbidden, requireActor } from '../identity/index.js';

export function requireAdminScope(request: FastifyRequest): { actor: Actor; scope: AdminScope } {
  const actor = requireActor(request);
  const scope = adminScope(actor, request.site);
  if (!scope) throw forbidden();
  return { actor, scope };
}
