import { INTENT_MESSAGES } from '@fin-atlas/domain';
import { Anchor, Button, Container, Group, Loader } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { useAdminSignal } from '../api';
import { ADMIN_SIGNALS_PATH, adminSignalEditPath, signalViewPath } from '../paths';
import { SignalDefinition } from '../SignalDefinition';
import { useSignalId } from '../use-signal-id';

/** `/super_admin/signals/view/{id}`: a signal's definition and counts, read-only. */
export function AdminSignalViewPage() {
  const id = useSignalId();
  const detail = useAdminSignal(id > 0 ? id : null);
  const forbidden = useForbiddenRedirect(detail.error);
  if (forbidden) return null;
  const signal = detail.data;
  return (
    <Container size="xl" py="lg">
      <Anchor component={Link} to={ADMIN_SIGNALS_PATH} fz="sm">
        ← Signals
      </Anchor>
      <PageHeader
        title={signal?.name ?? 'Signal'}
        description={
          signal ? [signal.solution?.name, signal.description].filter(Boolean).join(' · ') : undefined
        }
        actions={
          signal ? (
            <>
              <Button variant="default" component={Link} to={signalViewPath(signal.id)}>
                Open as users see it
              </Button>
              <Button component={Link} to={adminSignalEditPath(signal.id)}>
                Edit
              </Button>
            </>
          ) : null
        }
      />
      {id === 0 ? <FormAlert>{INTENT_MESSAGES.signalNotFound}</FormAlert> : null}
      {detail.isError ? <FormAlert>{errorMessage(detail.error)}</FormAlert> : null}
      {detail.isPending && id > 0 ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="Loading signal" />
        </Group>
      ) : null}
      {signal ? <SignalDefinition signal={signal} /> : null}
    </Container>
  );
}
