import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AnalyticsModuleConfig } from './selection-modules';
import type { AnalyticsSelection } from './selection-state';

/** Where the user stands in the module: the institution(s) and peer group chosen so far. */
export function SelectionSummary({
  module,
  selection,
}: {
  module: AnalyticsModuleConfig;
  selection: AnalyticsSelection;
}) {
  const [first, ...others] = selection.institutions;
  return (
    <Paper withBorder p="sm" radius="md" mb="lg" component="section" aria-label="Current selection">
      <Group gap="xl" wrap="wrap">
        <div>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {module.multipleInstitutions ? 'Institutions' : 'Institution'}
          </Text>
          <Group gap="xs">
            <Text fw={500} data-testid="selected-institution">
              {first ? first.name : 'None selected'}
              {others.length > 0 ? ` and ${others.length} more` : ''}
            </Text>
            <Anchor component={Link} to={module.selectInstitutionPath} fz="sm">
              Change
            </Anchor>
          </Group>
        </div>
        {module.selectPeerGroupPath ? (
          <div>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              Peer group
            </Text>
            <Group gap="xs">
              <Text fw={500} data-testid="selected-peer-group">
                {selection.peerGroup
                  ? `${selection.peerGroup.name} (${selection.peerGroup.peer_count.toLocaleString('en-US')} peers)`
                  : 'None selected'}
              </Text>
              <Anchor component={Link} to={module.selectPeerGroupPath} fz="sm">
                Change
              </Anchor>
            </Group>
          </div>
        ) : null}
      </Group>
    </Paper>
  );
}
