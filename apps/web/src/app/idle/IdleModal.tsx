import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../core/api/http';
import { IDLE_SIGNED_OUT_NOTICE } from '../../core/session/sign-in-notice';
import { useSignOut } from '../../core/session/use-sign-in';
import { useIdleTimeout } from './use-idle-timeout';

/**
 * After 14 idle minutes, a 60-second countdown (spec). Escape and the backdrop do not close it:
 * only an explicit choice does. Continuing also slides the server session; the countdown ending
 * signs out.
 */
export function IdleModal({ userId }: { userId: number }) {
  const signOut = useSignOut();
  const keepAlive = useMutation({ mutationFn: () => http.post<void>('/api/session/keep_alive') });
  const idle = useIdleTimeout(userId, () => signOut.mutate(IDLE_SIGNED_OUT_NOTICE));

  const resume = async () => {
    try {
      await keepAlive.mutateAsync();
      idle.resume();
    } catch {
      // A 401 means the session already ended; the global handler has sent the user to sign in.
    }
  };

  return (
    <Modal
      opened={idle.warning}
      onClose={() => undefined}
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
      title="Are you still there?"
      aria-describedby="idle-countdown"
    >
      <Stack gap="md">
        <Text id="idle-countdown">
          You have been inactive for a while. For your security you will be signed out in{' '}
          <Text span fw={700} role="timer">
            {idle.secondsLeft} {idle.secondsLeft === 1 ? 'second' : 'seconds'}
          </Text>
          .
        </Text>
        <Progress
          value={(idle.secondsLeft / idle.countdownSeconds) * 100}
          aria-label="Time left before sign-out"
          color="orange"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => signOut.mutate(undefined)} loading={signOut.isPending}>
            Sign out now
          </Button>
          <Button onClick={() => void resume()} loading={keepAlive.isPending} data-autofocus>
            Continue session
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
