import { MESSAGES } from '@fin-atlas/domain';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from './api-error';

/**
 * A 403 while loading a page: the spec's toast and a trip to the dashboard, so the user never sits
 * on a screen of data they may not see. Returns whether the page should render nothing meanwhile.
 */
export function useForbiddenRedirect(error: unknown): boolean {
  const forbidden = isApiError(error, 403);
  const navigate = useNavigate();
  useEffect(() => {
    if (!forbidden) return;
    notifications.show({ id: 'forbidden', color: 'red', message: MESSAGES.toast.forbidden });
    void navigate('/dashboard', { replace: true });
  }, [forbidden, navigate]);
  return forbidden;
}
