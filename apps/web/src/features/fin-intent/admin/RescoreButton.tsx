import { Button } from '@mantine/core';
import { notifyError, notifySuccess } from '../../../core/notify';
import { useRescore } from '../api';

/** Scores every signal again over the current data, after definitions changed. */
export function RescoreButton() {
  const rescore = useRescore();
  return (
    <Button
      variant="default"
      loading={rescore.isPending}
      onClick={() =>
        rescore.mutate(undefined, {
          onSuccess: (answer) =>
            notifySuccess(
              typeof (answer as { message?: unknown } | undefined)?.message === 'string'
                ? (answer as { message: string }).message
                : 'Rescoring started: the counts change once every signal has been scored again.',
            ),
          onError: notifyError,
        })
      }
    >
      Rescore all signals
    </Button>
  );
}
