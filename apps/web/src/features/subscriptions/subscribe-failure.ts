import { MESSAGES, TOAST_DURATION_MS } from '@fin-atlas/domain';
import { notifications } from '@mantine/notifications';
import { errorMessage, isApiError } from '../../core/api/api-error';
import { wasHandledGlobally } from '../../core/api/global-errors';
import { markErrorShown } from '../../core/api/shown-errors';

export type SubscriptionFailure = { message: string; detail: string | null };

/**
 * What a refused subscription write says: a 422 reads as the spec words it, "Validation failed.
 * Please recheck.", with what the server found wrong ("You already subscribe to …", "You no longer
 * have FIN Query.") beneath; other refusals as the server said them. Null when the global handler
 * already told the user (401, 403, outages).
 */
export function subscriptionFailure(error: unknown): SubscriptionFailure | null {
  if (wasHandledGlobally(error)) return null;
  if (isApiError(error, 422)) {
    markErrorShown(error);
    return {
      message: MESSAGES.validation.subscriptionRecheck,
      detail: error.fieldIssues[0]?.message ?? null,
    };
  }
  return { message: errorMessage(error), detail: null };
}

/** The same for an action without a form of its own (pause, resume): a toast. */
export function notifySubscriptionFailure(error: unknown): void {
  const failure = subscriptionFailure(error);
  if (!failure) return;
  notifications.show({
    color: 'red',
    title: failure.detail ? failure.message : undefined,
    message: failure.detail ?? failure.message,
    autoClose: TOAST_DURATION_MS,
  });
}
