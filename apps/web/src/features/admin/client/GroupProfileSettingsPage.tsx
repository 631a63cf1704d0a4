import { GROUP_LOGO_LIMITS, type GroupProfile } from '@fin-atlas/domain';
import {
  Badge,
  Button,
  Container,
  FileButton,
  Grid,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { notifySuccess } from '../../../core/notify';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { ENTERPRISE_PERMISSION_LABELS, PURCHASED_MODULE_LABELS } from '../module-labels';
import { useGroupLogo, useGroupProfile } from './api';
import { GroupProfileForm } from './GroupProfileForm';
import { useClientGroupChoice } from './use-client-group-choice';

function LogoPanel({ groupId, profile }: { groupId: number | null; profile: GroupProfile }) {
  const { upload, remove } = useGroupLogo(groupId);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (error: unknown) => setProblem(errorMessage(error));
  const pick = (file: File | null) => {
    setProblem(null);
    if (!file) return;
    if (file.size > GROUP_LOGO_LIMITS.maxBytes) {
      setProblem('The logo is larger than 1 MB.');
      return;
    }
    upload.mutate(file, { onSuccess: () => notifySuccess(), onError: failed });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Logo">
      <Title order={2} fz="md" mb="xs">
        Logo
      </Title>
      {profile.logo_url ? (
        <Image src={profile.logo_url} alt={`${profile.name} logo`} mah={96} fit="contain" w="auto" mb="sm" />
      ) : (
        <Text fz="sm" c="dimmed" mb="sm">
          No logo yet.
        </Text>
      )}
      <Group gap="xs">
        <FileButton onChange={pick} accept="image/png,image/jpeg">
          {(props) => (
            <Button {...props} size="xs" loading={upload.isPending}>
              {profile.logo_url ? 'Replace logo' : 'Upload logo'}
            </Button>
          )}
        </FileButton>
        {profile.logo_url ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => notifySuccess(), onError: failed })}
          >
            Remove
          </Button>
        ) : null}
      </Group>
      {problem ? (
        <Text fz="sm" c="red" mt="xs" role="alert">
          {problem}
        </Text>
      ) : null}
      <Text fz="xs" c="dimmed" mt="xs">
        A PNG or JPEG image of at most 1 MB.
      </Text>
    </Paper>
  );
}

/** What the company bought: shown here, changed by FIN Atlas only. */
function PurchasesPanel({ profile }: { profile: GroupProfile }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Purchased modules">
      <Title order={2} fz="md" mb="xs">
        Purchased modules
      </Title>
      <Group gap={6}>
        {profile.purchased_modules.length === 0 ? <Text fz="sm">None yet.</Text> : null}
        {profile.purchased_modules.map((m) => (
          <Badge key={m} variant="light">
            {PURCHASED_MODULE_LABELS[m]}
          </Badge>
        ))}
      </Group>
      {profile.enterprise_permissions.length > 0 ? (
        <>
          <Text fz="sm" fw={500} mt="sm">
            Enterprise permissions
          </Text>
          <Group gap={6} mt={4}>
            {profile.enterprise_permissions.map((p) => (
              <Badge key={p} variant="outline" color="gray">
                {ENTERPRISE_PERMISSION_LABELS[p]}
              </Badge>
            ))}
          </Group>
        </>
      ) : null}
      <Text fz="xs" c="dimmed" mt="sm">
        Purchases are managed by FIN Atlas. Contact your account manager to change them.
      </Text>
    </Paper>
  );
}

/** Profile Settings (client admin, /admin/group_profile_settings): the company profile and logo. */
export function GroupProfileSettingsPage() {
  const choice = useClientGroupChoice();
  const profile = useGroupProfile(choice.groupId, choice.ready);
  const forbidden = useForbiddenRedirect(profile.error);
  if (forbidden) return null;
  const data = profile.data;
  return (
    <Container size="lg" py="lg">
      <PageHeader title="Profile Settings" description="Your company as FIN Atlas knows it." />
      <Stack gap="md">
        {choice.picker}
        {profile.isError ? <FormAlert>{errorMessage(profile.error)}</FormAlert> : null}
        {choice.ready && profile.isPending ? <PageLoader /> : null}
        {data ? (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <GroupProfileForm key={data.group.id} groupId={choice.groupId} profile={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <LogoPanel groupId={choice.groupId} profile={data} />
                <PurchasesPanel profile={data} />
              </Stack>
            </Grid.Col>
          </Grid>
        ) : null}
      </Stack>
    </Container>
  );
}
