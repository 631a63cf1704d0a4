import { MESSAGES } from '@fin-atlas/domain';
import { errorMessage, isApiError } from '../../core/api/api-error';
import { wasHandledGlobally } from '../../core/api/global-errors';
import { markErrorShown } from '../../core/api/shown-errors';

/**
 * What a refused subscription says in its dialog: a 422 reads as the spec words it, "Validation
 * failed. Please recheck.", whatever the server's detail; other refusals as the server said them.
 * Null when the global handler already told the user (401, 403, outages).
 */
export function subscribeFailureText(error: unknown): string | null {
  if (wasHandledGlobally(error)) return null;
  if (isApiError(error, 422)) {
    markErrorShown(error);
    return MESSAGES.validation.subscriptionRecheck;
  }
  return errorMessage(error);
}
