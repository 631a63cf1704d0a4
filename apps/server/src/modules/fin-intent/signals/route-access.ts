import { notFound } from '../../../http/app-error.js';
import { contractViolation, type InputFailure } from '../../../http/contracts.js';
import { type Access, route, SUPER_ADMIN } from '../../identity/index.js';

/** FIN Intent's screens: the module bought. */
export const FIN_INTENT: Access = { signedIn: true, module: 'fin_intent' };

/** A route of one record: a path id that is no id names no record; a broken query or body stays a 422. */
export const byId = (access: Access, message: string) => ({
  config: {
    ...route(access).config,
    rejectInput: (failure: InputFailure) =>
      failure.part === 'params' ? notFound(message) : contractViolation(failure.issues),
  },
});

export const adminById = (message: string) => byId(SUPER_ADMIN, message);
