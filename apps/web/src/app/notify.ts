import { MESSAGES } from '@fin-atlas/domain';
import { notifications } from '@mantine/notifications';
import { errorMessage } from './api/api-error';

export function notifySuccess(message: string = MESSAGES.toast.actionSuccess): void {
  notifications.show({ color: 'teal', message });
}

/** 403 reads the same everywhere; anything else shows what the server said. */
export function notifyError(error: unknown): void {
  notifications.show({ color: 'red', message: errorMessage(error) });
}
