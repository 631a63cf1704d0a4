import { type InstitutionDigitalChannels, quarterLabel } from '@fin-atlas/domain';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useInstitutionDigitalChannels } from './api';
import { MobileAppsTable, OnlinePlatform } from './DigitalApps';
import { DigitalHistory } from './DigitalHistory';
import { ElectronicServices } from './ElectronicServices';
import { DIGITAL_CHANNELS_PATH } from './profile-sections';
import { SectionState } from './SectionState';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ModuleLink({ canOpen }: { canOpen: boolean }) {
  return canOpen ? (
    <Group gap="sm">
      <Text fz="sm" c="dimmed">
        See how this institution's vendors, features and ratings compare with the market.
      </Text>
      <Button component={Link} to={DIGITAL_CHANNELS_PATH} variant="light" size="xs">
        Open Digital Channels
      </Button>
    </Group>
  ) : (
    <Text fz="sm" c="dimmed">
      Digital Channels market reports are not part of your subscription.{' '}
      <Anchor component={Link} to="/fi_vertical_strategy/about_digital_channels">
        Learn more
      </Anchor>
    </Text>
  );
}

function Channels({ data }: { data: InstitutionDigitalChannels }) {
  const { period } = data;
  return (
    <Stack gap="lg">
      <Group gap={6}>
        <Text fz="xs" c="dimmed">
          {period ? `Apps and platform as of ${quarterLabel(period)}` : 'No app snapshots on record'}
        </Text>
        {data.is_demo ? (
          <Badge size="xs" variant="filled" color="dark.6">
            Demo data
          </Badge>
        ) : null}
      </Group>
      {period ? (
        <>
          <Part title="Mobile banking apps">
            <MobileAppsTable apps={data.apps.filter((a) => a.channel === 'mobile')} period={period} />
          </Part>
          <Part title="Online banking platform">
            <OnlinePlatform platforms={data.apps.filter((a) => a.channel === 'online')} period={period} />
          </Part>
          <Part title="History">
            <DigitalHistory history={data.history} />
          </Part>
        </>
      ) : null}
      {data.electronic_services ? (
        <Part title="NCUA electronic services">
          <ElectronicServices services={data.electronic_services} />
        </Part>
      ) : null}
    </Stack>
  );
}

/**
 * FIN Profile's Digital Channels section: the institution's apps and online banking platform at its
 * newest quarter, who ran them each quarter (switches marked) and how the app rated, a credit
 * union's NCUA electronic services, and the way into the module for users who bought it.
 */
export function DigitalChannelsSection({
  institutionId,
  canOpen,
}: {
  institutionId: number;
  canOpen: boolean;
}) {
  const query = useInstitutionDigitalChannels(institutionId);
  const data = query.data;
  return (
    <Stack gap="md">
      <SectionState
        isPending={query.isPending}
        error={query.error}
        isEmpty={!data || (data.period === null && data.electronic_services === null)}
        emptyText="No digital channels data on record for this institution yet."
      >
        {data ? <Channels data={data} /> : null}
      </SectionState>
      <ModuleLink canOpen={canOpen} />
    </Stack>
  );
}
