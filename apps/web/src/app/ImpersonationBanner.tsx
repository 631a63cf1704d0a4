import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { notifyError } from '../core/notify';
import { useSession } from '../core/session/use-session';
import { useSignOut } from '../core/session/use-sign-in';
import { useSite } from '../core/session/use-site';
import { useEndImpersonation } from '../features/admin';

/**
 * While a FIN Admin acts as someone else, every screen says so and offers the way back; on a
 * partner site, whose menu has no admin console to return to, it also offers to log out.
 */
export function ImpersonationBanner() {
  const { user, impersonator } = useSession();
  const site = useSite();
  const end = useEndImpersonation();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!user || !impersonator) return null;
  const onPartnerSite = Boolean(site.data?.partner);

  const endImpersonation = async () => {
    try {
      await end.mutateAsync();
      await navigate('/super_admin/mock_users');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Paper radius={0} bg="orange.1" px="md" py={6} role="region" aria-label="Impersonation">
      <Group justify="center" gap="md">
        <Text fz="sm" fw={500} c="orange.9">
          You are signed in as {user.user_name} by {impersonator.user_name}.
        </Text>
        <Button
          size="compact-sm"
          color="orange"
          onClick={() => void endImpersonation()}
          loading={end.isPending}
        >
          End impersonation
        </Button>
        {onPartnerSite ? (
          <Anchor
            component="button"
            type="button"
            fz="sm"
            fw={600}
            c="orange.9"
            underline="always"
            onClick={() => signOut.mutate(undefined)}
          >
            Log out
          </Anchor>
        ) : null}
      </Group>
    </Paper>
  );
}
