import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type SubscriptionTargetRef, useMySubscriptions } from './api';
import { useMaySubscribe } from './may-subscribe';
import { USER_SUBSCRIPTIONS_PATH } from './paths';
import { SubscribeDialog } from './SubscribeDialog';

type Named = { id: number; name: string };
type SubscribeActionProps = { query: Named } | { report: Named };

/**
 * A saved query's or saved report's Subscribe button, or "Subscribed" leading to where the
 * subscription is managed. Nothing on the partner site or for users who do not sign in with a password.
 */
export function SubscribeAction(props: SubscribeActionProps) {
  const target: SubscriptionTargetRef =
    'query' in props ? { kind: 'query', ...props.query } : { kind: 'report', ...props.report };
  const maySubscribe = useMaySubscribe();
  const mine = useMySubscriptions(maySubscribe);
  const [opened, setOpened] = useState(false);
  if (!maySubscribe) return null;
  const subscribed =
    mine.data?.subscriptions.some((s) =>
      target.kind === 'query' ? s.advanced_query_id === target.id : s.report_id === target.id,
    ) ?? false;
  if (subscribed) {
    return (
      <Button
        component={Link}
        to={USER_SUBSCRIPTIONS_PATH}
        size="xs"
        variant="light"
        color="teal"
        aria-label={`Subscribed to ${target.name}: manage`}
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
        aria-label={`Subscribe to ${target.name}`}
        disabled={mine.isPending}
      >
        Subscribe
      </Button>
      <SubscribeDialog target={opened ? target : null} onClose={() => setOpened(false)} />
    </>
  );
}
