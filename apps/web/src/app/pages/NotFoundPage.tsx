import { MESSAGES } from '@fin-atlas/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../core/api/http';
import { clearLocalState } from '../../core/local-state';
import { markSignedOut } from '../../core/session/session-query';
import { MessagePage } from '../../ui/MessagePage';

export function NotFoundPage() {
  // The spec signs the user out silently on a lost page, so a stale deep link cannot keep old state.
  const client = useQueryClient();
  useEffect(() => {
    clearLocalState();
    // Called directly, not as a mutation: a signed-out visitor's 401 must not trigger the global handler.
    http
      .delete('/api/session')
      .catch(() => {})
      .finally(() => markSignedOut(client));
  }, [client]);
  return (
    <MessagePage
      code="404"
      title={MESSAGES.page.notFoundTitle}
      message={MESSAGES.page.notFoundBody}
      action={{ label: 'Go to the dashboard', to: '/dashboard' }}
    />
  );
}
