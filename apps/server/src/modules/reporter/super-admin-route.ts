import { notFound } from '../../http/app-error.js';
import { contractViolation, type InputFailure } from '../../http/contracts.js';
import { route, SUPER_ADMIN } from '../identity/index.js';

/** A FIN Admin route of one record: a path id that is no id names no record; a broken body stays a 422. */
export const superAdminById = (message: string) => ({
  config: {
    ...route(SUPER_ADMIN).config,
    rejectInput: (failure: InputFailure) =>
      failure.part === 'params' ? notFound(message) : contractViolation(failure.issues),
  },
});
