import type { IntentSignalBody } from '@fin-atlas/domain';
import { Anchor } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { notifyError, notifySuccess } from '../../../core/notify';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { positiveParam } from '../../../ui/use-filter-params';
import { useAdminSignal, useDeleteSignal, useSaveSignal } from '../api';
import { ADMIN_SIGNALS_PATH, adminSignalEditPath, adminSignalViewPath, NEW_SIGNAL_ID } from '../paths';
import { SignalScreen } from '../SignalScreen';
import { RescoreButton } from './RescoreButton';
import { SignalForm } from './SignalForm';
import { draftOf, EMPTY_SIGNAL } from './signal-draft';

/**
 * `/super_admin/signals/{id}`: edit a signal's definition (`/super_admin/signals/new` creates one).
 * Elements left out are deleted; one that found evidence stays in the history as '(Deleted)'.
 */
export function AdminSignalEditPage() {
  const { id: param } = useParams();
  const creating = param === NEW_SIGNAL_ID;
  const id = creating ? null : positiveParam(param ?? null, 0);
  const signal = useAdminSignal(id && id > 0 ? id : null);
  const save = useSaveSignal();
  const remove = useDeleteSignal();
  const navigate = useNavigate();
  const forbidden = useForbiddenRedirect(signal.error);
  if (forbidden) return null;

  const onSave = async (body: IntentSignalBody) => {
    const saved = await save.mutateAsync({ id, body });
    notifySuccess(creating ? `Signal “${saved.name}” created.` : `Signal “${saved.name}” saved.`);
    if (creating) void navigate(adminSignalEditPath(saved.id), { replace: true });
  };
  const onDelete = async () => {
    if (id === null) return;
    try {
      await remove.mutateAsync(id);
      notifySuccess('Signal deleted.');
      void navigate(ADMIN_SIGNALS_PATH);
    } catch (error) {
      notifyError(error);
    }
  };

  const data = signal.data;
  return (
    <SignalScreen
      back={{ to: ADMIN_SIGNALS_PATH, label: 'Signals' }}
      title={creating ? 'New signal' : data ? `Edit ${data.name}` : 'Edit signal'}
      description="The evidence that places an institution at a research level, its weights, and the thresholds of each level."
      actions={
        data ? (
          <>
            <Anchor component={Link} to={adminSignalViewPath(data.id)} fz="sm">
              View
            </Anchor>
            <RescoreButton />
            <ConfirmButton
              title="Delete this signal?"
              message={`“${data.name}” and its scores disappear from the signal screens; users who follow it get no more alerts.`}
              confirmLabel="Delete signal"
              busy={remove.isPending}
              onConfirm={onDelete}
            >
              Delete signal
            </ConfirmButton>
          </>
        ) : null
      }
      id={id}
      detail={signal}
    >
      {creating ? (
        <SignalForm
          initial={EMPTY_SIGNAL()}
          deleted={[]}
          saving={save.isPending}
          submitLabel="Create signal"
          onSave={onSave}
        />
      ) : data ? (
        <SignalForm
          // A save reloads the signal: the form starts again from what was stored ('(Deleted)' included).
          key={`${data.id}-${signal.dataUpdatedAt}`}
          initial={draftOf(data)}
          deleted={data.elements.filter((e) => e.deleted)}
          saving={save.isPending}
          submitLabel="Save signal"
          onSave={onSave}
        />
      ) : null}
    </SignalScreen>
  );
}
