import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMySubscriptions } from './api';
import { useMaySubscribe } from './may-subscribe';
import { USER_SUBSCRIPTIONS_PATH } from './paths';
import { SubscribeDialog } from './SubscribeDialog';

type SubscribeActionProps = { query: { id: number; name: string } };

/**
 * A saved query's Subscribe button, or "Subscribed" leading to where the subscription is managed.
 * Nothing on the partner site or for users who do not sign in with a password.
 */
export function SubscribeAction({ query }: SubscribeActionProps) {
  const maySubscribe = useMaySubscribe();
  const mine = useMySubscriptions(maySubscribe);
  const [opened, setOpened] = useState(false);
  if (!maySubscribe) return null;
  const subscribed = mine.data?.subscriptions.some((s) => s.advanced_query_id === query.id) ?? false;
  if (subscribed) {
    return (
      <Button
        component={Link}
        to={USER_SUBSCRIPTIONS_PATH}
        size="xs"
        variant="light"
        color="teal"
        aria-label={`Subscribed to ${query.name}: manage`}
      >
        Subscribed
      </Button>
    );
  }
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        onClick={() => setOpened(true)}
        aria-label={`Subscribe to ${query.name}`}
        disabled={mine.isPending}
      >
        Subscribe
      </Button>
      <SubscribeDialog query={opened ? query : null} onClose={() => setOpened(false)} />
    </>
  );
}
