import type { JobProgress, ProfileSection } from '@fin-atlas/domain';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { useSession } from '../../core/session/use-session';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { InstitutionLogo } from '../institutions';
import {
  ANALYTICS_MODULES,
  missingSelection,
  type SelectedInstitution,
  useAnalyticsSelection,
} from '../peer-groups';
import { JobProgressBar, jobProgressKey } from '../progress';
import { useReportProgress } from './api';
import { BankProfileSection } from './BankProfileSection';
import { ContactsSection } from './ContactsSection';
import { DepositShareSection } from './DepositShareSection';
import { DigitalChannelsSection } from './DigitalChannelsSection';
import { EnforcementActionsSection, MergerHistorySection } from './HistorySections';
import { canOpenDigitalChannels, profileSectionsFor, SECTION_TITLES } from './profile-sections';
import { OfferingsSection, TechnographicVendorsSection } from './TechnologySections';

const MODULE = ANALYTICS_MODULES.fin_profile;

/** /analytics/fin_profile/custom_profile: the selected institution's profile. */
export function CustomProfilePage() {
  const [selection] = useAnalyticsSelection('fin_profile');
  const gap = missingSelection(selection, MODULE);
  const institution = selection.institutions[0];
  if (gap || !institution) {
    return (
      <Container size="lg" py="lg">
        <PageHeader title="Custom Profile" />
        <FormAlert tone="info">
          {gap?.message}{' '}
          <Anchor component={Link} to={gap?.path ?? MODULE.selectInstitutionPath}>
            Select an institution
          </Anchor>
        </FormAlert>
      </Container>
    );
  }
  return <Profile key={institution.id} institution={institution} />;
}

function SectionCard({ section, children }: { section: ProfileSection; children: ReactNode }) {
  const headingId = `profile-${section}`;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={headingId}
      data-section={section}
    >
      <Title order={2} fz="lg" mb="sm" id={headingId}>
        {SECTION_TITLES[section]}
      </Title>
      {children}
    </Paper>
  );
}

function Profile({ institution }: { institution: SelectedInstitution }) {
  const { user } = useSession();
  const [, update] = useAnalyticsSelection('fin_profile');
  const sections = user ? profileSectionsFor(user, institution.fi_type) : [];
  // The preparation job serves the full profile; a partially enabled one shows its sections at once.
  const needsPreparation = sections.includes('deposit_share');
  const progress = useReportProgress(institution.id, needsPreparation);
  const [finished, setFinished] = useState<JobProgress | null>(null);
  const ready =
    !needsPreparation || progress.data?.state === 'done' || (finished !== null && finished.state === 'done');

  const onFinished = (snapshot: JobProgress) => {
    setFinished(snapshot);
    const token = progress.data?.report_token ?? null;
    update((s) => ({ ...s, reportToken: token, reportProgress: snapshot.progress }));
  };

  const render = (section: ProfileSection): ReactNode => {
    switch (section) {
      case 'bank_profile':
        return <BankProfileSection institutionId={institution.id} />;
      case 'offerings':
        return <OfferingsSection institutionId={institution.id} />;
      case 'technographic_vendors':
        return <TechnographicVendorsSection institutionId={institution.id} />;
      case 'merger_history':
        return <MergerHistorySection institutionId={institution.id} />;
      case 'enforcement_actions':
        return <EnforcementActionsSection institutionId={institution.id} />;
      case 'deposit_share':
        return <DepositShareSection institutionId={institution.id} fiType={institution.fi_type} />;
      case 'contacts':
        return <ContactsSection institutionId={institution.id} />;
      case 'digital_channels':
        return (
          <DigitalChannelsSection
            institutionId={institution.id}
            canOpen={user ? canOpenDigitalChannels(user) : false}
          />
        );
    }
  };

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title={institution.name}
        leading={<InstitutionLogo id={institution.id} name={institution.name} />}
        description={[institution.city, institution.state].filter(Boolean).join(', ') || undefined}
        actions={
          <Button component={Link} to={MODULE.selectInstitutionPath} variant="default" size="sm">
            Change institution
          </Button>
        }
      />
      {sections.length === 0 ? (
        <FormAlert>You are not authorized. Please contact admin.</FormAlert>
      ) : progress.error ? (
        <FormAlert>{errorMessage(progress.error)}</FormAlert>
      ) : !ready ? (
        <Paper withBorder p="md" radius="md" maw={520}>
          <Text fw={600} mb="xs">
            Preparing the profile
          </Text>
          {progress.data ? (
            <JobProgressBar
              progressKey={jobProgressKey(progress.data)}
              label="Profile preparation progress"
              onFinished={onFinished}
              restart={progress.dataUpdatedAt}
            />
          ) : (
            <Text fz="sm" c="dimmed" role="status">
              Preparing...
            </Text>
          )}
          {finished?.state === 'failed' ? (
            <Button
              mt="sm"
              size="xs"
              variant="light"
              onClick={() => {
                setFinished(null);
                void progress.refetch();
              }}
            >
              Try again
            </Button>
          ) : null}
        </Paper>
      ) : (
        <Stack gap="md">
          <Group gap="md" component="nav" aria-label="Profile sections">
            {sections.map((s) => (
              <Anchor key={s} href={`#profile-${s}`} fz="sm">
                {SECTION_TITLES[s]}
              </Anchor>
            ))}
          </Group>
          {sections.map((s) => (
            <SectionCard key={s} section={s}>
              {render(s)}
            </SectionCard>
          ))}
        </Stack>
      )}
    </Container>
  );
}
