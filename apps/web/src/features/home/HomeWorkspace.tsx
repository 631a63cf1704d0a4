import { Grid, Skeleton, Stack } from '@mantine/core';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { DataFreshnessPanel } from './DataFreshnessPanel';
import { PeerGroupsPanel } from './PeerGroupsPanel';
import { RecentInstitutionsPanel, RecentReportsPanel } from './RecentWork';
import { useHomeWorkspace } from './workspace-api';

/**
 * A returning user's work above the home cards: recent reports and institutions, peer groups and
 * how current the data is. Lists of modules the user has not bought are left out, not shown empty.
 */
export function HomeWorkspace() {
  const workspace = useHomeWorkspace();
  if (workspace.isError) return <FormAlert>{errorMessage(workspace.error)}</FormAlert>;
  const data = workspace.data;
  // Which panels show depends on the answer, so the wait shows no titled panel that may not stay.
  if (data === undefined) {
    return (
      <Grid
        gap="md"
        data-testid="home-workspace"
        role="status"
        aria-busy="true"
        aria-label="Loading your workspace"
      >
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton height={220} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={220} radius="md" />
        </Grid.Col>
      </Grid>
    );
  }
  const { access } = data;
  const hasRecentWork = access.reporter || access.profile;
  const peerModule = access.reporter ? 'reporter' : access.advisor ? 'advisor' : null;
  return (
    <Grid gap="md" data-testid="home-workspace">
      {hasRecentWork ? (
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {access.reporter ? <RecentReportsPanel reports={data.recent_reports} /> : null}
            {access.profile ? <RecentInstitutionsPanel institutions={data.recent_institutions} /> : null}
          </Stack>
        </Grid.Col>
      ) : null}
      <Grid.Col span={{ base: 12, md: hasRecentWork ? 4 : 12 }}>
        <Stack gap="md">
          <DataFreshnessPanel sources={data.data_as_of} wide={!hasRecentWork} />
          {peerModule ? (
            <PeerGroupsPanel groups={data.peer_groups} total={data.peer_group_count} module={peerModule} />
          ) : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
