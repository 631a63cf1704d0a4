import { FI_TYPE_LABELS, type PeerGroupListItem } from '@fin-atlas/domain';
import { Anchor, Badge, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import {
  ANALYTICS_MODULES,
  type AnalyticsModule,
  selectPeerGroup,
  useAnalyticsSelection,
} from '../peer-groups';
import { WorkspaceEmpty, WorkspaceList, WorkspacePanel, WorkspaceRow } from './WorkspacePanel';

type PeerGroupsPanelProps = {
  groups: PeerGroupListItem[];
  total: number;
  /** The benchmark module the groups are chosen for: Reporter when bought, else Advisor. */
  module: Extract<AnalyticsModule, 'reporter' | 'advisor'>;
};

function groupDetail(group: PeerGroupListItem): string {
  const peers = `${group.peer_count.toLocaleString('en-US')} ${group.peer_count === 1 ? 'peer' : 'peers'}`;
  const type = group.fi_type ? FI_TYPE_LABELS[group.fi_type] : 'Mixed types';
  const owner = group.is_owner
    ? group.shared
      ? 'Shared with your team'
      : null
    : `Shared by ${group.owner.user_name}`;
  return [peers, type, owner].filter(Boolean).join(' · ');
}

/** The saved peer groups the user may use; a link chooses the group in the module and opens its peer group step. */
export function PeerGroupsPanel({ groups, total, module }: PeerGroupsPanelProps) {
  const config = ANALYTICS_MODULES[module];
  const path = config.selectPeerGroupPath ?? config.selectInstitutionPath;
  const [, update] = useAnalyticsSelection(module);
  const more = total > groups.length ? { label: `All ${total} peer groups`, to: path } : undefined;
  return (
    <WorkspacePanel id="peer-groups" title="Your peer groups" more={more}>
      {groups.length === 0 ? (
        <WorkspaceEmpty
          action={
            <Button component={Link} to={path} size="xs" variant="light">
              Build a peer group
            </Button>
          }
        >
          Save the institutions you benchmark against, by name or by size, growth and technology criteria, and
          use them in every report.
        </WorkspaceEmpty>
      ) : (
        <WorkspaceList label="Your peer groups">
          {groups.map((group) => (
            <WorkspaceRow
              key={group.id}
              title={
                <Group gap={6} wrap="nowrap" miw={0}>
                  <Anchor
                    component={Link}
                    to={path}
                    fw={600}
                    fz="sm"
                    truncate
                    onClick={() =>
                      update((state) =>
                        selectPeerGroup(state, {
                          id: group.id,
                          name: group.name,
                          peer_count: group.peer_count,
                        }),
                      )
                    }
                  >
                    {group.name}
                  </Anchor>
                  {group.status !== 'ready' ? (
                    <Badge size="xs" variant="light" color={group.status === 'failed' ? 'red' : 'gray'}>
                      {group.status === 'failed' ? 'Failed' : 'Computing'}
                    </Badge>
                  ) : null}
                </Group>
              }
              detail={groupDetail(group)}
            />
          ))}
        </WorkspaceList>
      )}
    </WorkspacePanel>
  );
}
