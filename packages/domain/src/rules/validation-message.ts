import { MESSAGES } from '../constants/messages.js';

/**
 * The toast for a 422 whose server text should be shown: prefixed once with
 * "Validation failed. ". With no usable text the generic validation toast is used.
 */
export function prefixValidationFailed(serverText: string | null | undefined): string {
  const text = (serverText ?? '').trim();
  if (text === '') {
    return MESSAGES.toast.validationFailed;
  }
  return text.startsWith(MESSAGES.validation.prefix) ? text : `${MESSAGES.validation.prefix}${text}`;
}
