import { quarterLabel } from '@fin-atlas/domain';
import { Anchor, Badge, Button, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { notifyError } from '../../core/notify';
import { FormAlert } from '../../ui/FormAlert';
import { formatRelativeTime } from '../../ui/format';
import { useAlerts, useMarkAlertsRead } from './api';
import { LevelBadge } from './LevelBadge';
import { signalViewPath } from './paths';

/**
 * The caller's alerts: an institution reached a level on a signal they follow. Each opens that
 * institution's evidence; reading them clears the unread count.
 */
export function AlertsPanel() {
  const alerts = useAlerts();
  const markRead = useMarkAlertsRead();
  const unread = alerts.data?.unread ?? 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="intent-alerts">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={2} fz="lg" id="intent-alerts">
            Alerts
          </Title>
          {unread > 0 ? (
            <Badge color="red" variant="filled" aria-label={`${unread} unread`}>
              {unread}
            </Badge>
          ) : null}
        </Group>
        <Button
          size="xs"
          variant="subtle"
          disabled={unread === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate(undefined, { onError: notifyError })}
        >
          Mark all read
        </Button>
      </Group>
      {alerts.isError ? <FormAlert>{errorMessage(alerts.error)}</FormAlert> : null}
      {alerts.data && alerts.data.alerts.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Follow a signal to be alerted here, and by e-mail, when an institution reaches the level you choose.
        </Text>
      ) : null}
      <ScrollArea.Autosize mah={520}>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(alerts.data?.alerts ?? []).map((alert) => (
            <li key={alert.id} data-unread={!alert.read || undefined}>
              <Text fz="sm" fw={alert.read ? 400 : 700}>
                <Anchor
                  component={Link}
                  to={signalViewPath(alert.signal.id, `?institution=${alert.institution.id}`)}
                  inherit
                  underline="always"
                >
                  {alert.institution.name}
                </Anchor>{' '}
                reached
              </Text>
              <Group gap={6} mt={2}>
                <LevelBadge level={alert.level} />
                <Text fz="xs" c="dimmed">
                  on {alert.signal.name} · {quarterLabel(alert.period)} ·{' '}
                  {formatRelativeTime(alert.created_at)}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
