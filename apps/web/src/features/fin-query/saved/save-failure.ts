import { prefixValidationFailed } from '@fin-atlas/domain';
import { errorMessage, isApiError } from '../../../core/api/api-error';
import { wasHandledGlobally } from '../../../core/api/global-errors';

/**
 * What a failed save or delete says under its form (spec: a 422 on a saved query shows the
 * server's text, "Validation failed. Query name already exists." verbatim, else prefixed with
 * "Validation failed. "). Null when the global handler already told the user (401, 403, outages).
 */
export function saveFailureText(error: unknown): string | null {
  if (wasHandledGlobally(error)) return null;
  if (isApiError(error, 422)) return prefixValidationFailed(errorMessage(error));
  return errorMessage(error);
}
