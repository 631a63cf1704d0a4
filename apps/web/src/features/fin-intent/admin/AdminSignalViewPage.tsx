import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { useAdminSignal } from '../api';
import { ADMIN_SIGNALS_PATH, adminSignalEditPath, signalViewPath } from '../paths';
import { SignalDefinition } from '../SignalDefinition';
import { SignalScreen, signalLine } from '../SignalScreen';
import { useSignalId } from '../use-signal-id';

/** `/super_admin/signals/view/{id}`: a signal's definition and counts, read-only. */
export function AdminSignalViewPage() {
  const id = useSignalId();
  const detail = useAdminSignal(id > 0 ? id : null);
  const forbidden = useForbiddenRedirect(detail.error);
  if (forbidden) return null;
  const signal = detail.data;
  return (
    <SignalScreen
      back={{ to: ADMIN_SIGNALS_PATH, label: 'Signals' }}
      title={signal?.name ?? 'Signal'}
      description={signal ? signalLine(signal) : undefined}
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
      id={id}
      detail={detail}
    >
      {signal ? <SignalDefinition signal={signal} /> : null}
    </SignalScreen>
  );
}
