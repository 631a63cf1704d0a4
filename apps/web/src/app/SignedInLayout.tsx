import { Anchor, Box, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '../ui/PageLoader';
import { AccountMenu } from './AccountMenu';
import { ImpersonationBanner } from './ImpersonationBanner';
import { useSession } from './session/use-session';
import { useSite } from './session/use-site';

/**
 * The minimal frame around signed-in pages: brand, account menu, impersonation banner. The full shell
 * (module menu, idle timeout, navigation guard) replaces it in issue 4.
 */
export function SignedInLayout() {
  const { user } = useSession();
  const site = useSite();
  // RequireSignIn renders this only with a session; the guard keeps the type honest.
  if (!user) return <PageLoader />;
  const partner = site.data?.partner ?? null;
  return (
    <Box mih="100vh" bg="gray.0">
      <ImpersonationBanner />
      <Box
        component="header"
        bg="white"
        px="md"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group h={56} justify="space-between">
          <Anchor
            component={Link}
            to="/dashboard"
            underline="never"
            fw={800}
            fz={20}
            c={partner ? undefined : 'atlasBlue.9'}
            style={partner ? { color: partner.primary_color } : undefined}
          >
            {partner?.brand_name ?? 'FIN Atlas'}
          </Anchor>
          <AccountMenu user={user} onPartnerSite={partner !== null} />
        </Group>
      </Box>
      <Box component="main">
        <Outlet />
      </Box>
    </Box>
  );
}
