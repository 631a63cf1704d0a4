import { MESSAGES } from '@fin-atlas/domain';
import { useEffect } from 'react';
import { clearLocalState } from '../../app/local-state';
import { MessagePage } from '../../ui/MessagePage';

export function NotFoundPage() {
  // The spec signs the user out silently on a lost page, so a stale deep link cannot keep old state.
  useEffect(() => {
    clearLocalState();
  }, []);
  return (
    <MessagePage
      code="404"
      title={MESSAGES.page.notFoundTitle}
      message={MESSAGES.page.notFoundBody}
      action={{ label: 'Go to the dashboard', to: '/dashboard' }}
    />
  );
}
