import { MESSAGES, TOAST_DURATION_MS } from '@fin-atlas/domain';
import { notifications } from '@mantine/notifications';
import { errorMessage } from './api/api-error';
import { wasHandledGlobally } from './api/global-errors';

export function notifySuccess(message: string = MESSAGES.toast.actionSuccess): void {
  notifications.show({ color: 'teal', message, autoClose: TOAST_DURATION_MS });
}

/**
 * A failure a screen caught: 403 reads the same everywhere, anything else shows what the server
 * said. Silent when the global handler already toasted it (401, 403, unexpected failures).
 */
export function notifyError(error: unknown): void {
  if (wasHandledGlobally(error)) return;
  notifications.show({ color: 'red', message: errorMessage(error), autoClose: TOAST_DURATION_MS });
}
