import { Button, Group, Paper, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useEndImpersonation } from '../features/admin/api';
import { notifyError } from './notify';
import { useSession } from './session/use-session';

/** While a FIN Admin acts as someone else, every screen says so and offers the way back. */
export function ImpersonationBanner() {
  const { user, impersonator } = useSession();
  const end = useEndImpersonation();
  const navigate = useNavigate();
  if (!user || !impersonator) return null;

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
      </Group>
    </Paper>
  );
}
