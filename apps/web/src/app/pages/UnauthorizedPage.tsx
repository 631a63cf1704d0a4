import { MESSAGES } from '@fin-atlas/domain';
import { MessagePage } from '../../ui/MessagePage';
import { StandaloneFrame } from '../StandaloneFrame';

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

/** /unauthorized itself, outside the shell: with the header, whose account menu signs in a visitor. */
export function StandaloneUnauthorizedPage() {
  return (
    <StandaloneFrame>
      <UnauthorizedPage />
    </StandaloneFrame>
  );
}
