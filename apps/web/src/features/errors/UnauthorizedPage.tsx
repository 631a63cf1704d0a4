import { MESSAGES } from '@fin-atlas/domain';
import { MessagePage } from '../../ui/MessagePage';

export function UnauthorizedPage() {
  return (
    <MessagePage
      code="403"
      title={MESSAGES.page.unauthorizedTitle}
      message={MESSAGES.page.unauthorizedBody}
      action={{ label: 'Go to the dashboard', to: '/dashboard' }}
    />
  );
}
