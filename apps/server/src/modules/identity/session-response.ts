import type { SessionResponse } from '@fin-atlas/domain';
import type { Actor } from './actor.js';
import { userResponse } from './actor.js';
import type { SessionRow } from './sessions.js';

export function sessionResponse(actor: Actor, session: SessionRow): SessionResponse {
  const impersonator = actor.impersonator;
  return {
    user: userResponse(actor),
    csrf_token: session.csrfToken,
    impersonator: impersonator
      ? { id: impersonator.id, user_name: impersonator.userName, email: impersonator.email }
      : null,
  };
}
