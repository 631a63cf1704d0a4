import { Alert, Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { useProfile } from '../../core/session/use-profile';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/PageLoader';
import { ApiKeySection } from './ApiKeySection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /user/settings: profile, password and (for FIN API users) the API key. */
export function SettingsPage() {
  const profile = useProfile();
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <Container size="md" py="lg">
        <FormAlert>{errorMessage(profile.error)}</FormAlert>
      </Container>
    );
  }
  const data = profile.data;
  return (
    <Container size="md" py="lg">
      <PageHeader title="Settings" description="Your profile, password and API access." />
      <Stack gap="lg">
        {data.can_manage_settings ? null : (
          <Alert color="gray" variant="light">
            Your role ({data.role.name}) can view but not change these settings. Ask your client admin for
            changes.
          </Alert>
        )}
        <Section title="Profile">
          <ProfileSection profile={data} />
        </Section>
        {data.can_manage_settings ? (
          <Section title="Password">
            <PasswordSection profile={data} />
          </Section>
        ) : null}
        {data.fin_api && data.can_manage_settings ? (
          <Section title="API key">
            <ApiKeySection />
          </Section>
        ) : null}
      </Stack>
    </Container>
  );
}
