import { INTENT_LEVEL_LABELS, INTENT_LEVELS, type IntentLevel } from '@fin-atlas/domain';
import { Button, Menu } from '@mantine/core';
import { notifyError, notifySuccess } from '../../core/notify';
import { useFollowSignal } from './api';

/**
 * Following a signal alerts the user (in the app and by e-mail) when an institution reaches the
 * chosen level or a stronger one.
 */
export function FollowMenu({ signalId, following }: { signalId: number; following: IntentLevel | null }) {
  const follow = useFollowSignal(signalId);
  const choose = (level: IntentLevel | null) =>
    follow.mutate(level, {
      onSuccess: () =>
        notifySuccess(
          level === null
            ? 'You no longer follow this signal.'
            : `You will be alerted when an institution reaches ${INTENT_LEVEL_LABELS[level]} or higher.`,
        ),
      onError: notifyError,
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant={following ? 'light' : 'default'} loading={follow.isPending}>
          {following ? `Following from ${INTENT_LEVEL_LABELS[following]}` : 'Follow'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Alert me when an institution reaches</Menu.Label>
        {INTENT_LEVELS.map((level) => (
          <Menu.Item key={level} onClick={() => choose(level)} disabled={following === level}>
            {INTENT_LEVEL_LABELS[level]}
            {level === 'in_depth_research' ? '' : ' or higher'}
          </Menu.Item>
        ))}
        {following ? (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => choose(null)}>
              Stop following
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
