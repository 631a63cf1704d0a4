import { TOAST_DURATION_MS } from '@fin-atlas/domain';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../core/query-client';
import { atlasCssVariables, atlasTheme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={atlasTheme} cssVariablesResolver={atlasCssVariables} defaultColorScheme="light">
      <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
