import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSite } from '../core/session/use-site';
import { TopBar } from './shell/TopBar';

/**
 * The header on pages outside the main shell (unauthorized, product search, the old-site notice):
 * brand and the account menu, which is a sign-in button for a visitor.
 */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  const site = useSite();
  return (
    <Box mih="100vh" bg="gray.0">
      <TopBar partner={site.data?.partner ?? null} area={null} menuButton={null} />
      <Box component="main">{children}</Box>
    </Box>
  );
}
