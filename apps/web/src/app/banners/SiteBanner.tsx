import { type BannerLevel, siteBannerResponseSchema } from '@fin-atlas/domain';
import { Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../core/api/http';

/** How often an open page asks again, so a banner a FIN Admin sets reaches tabs left open. */
const BANNER_REFRESH_MS = 2 * 60_000;

const LOOK: Record<BannerLevel, { bg: string; c: string }> = {
  info: { bg: 'blue.0', c: 'blue.9' },
  warning: { bg: 'yellow.1', c: 'dark.8' },
  critical: { bg: 'red.1', c: 'red.9' },
};

/** The notice FIN Admins set at /super_admin/app_configs, above every signed-in page. */
export function SiteBanner() {
  const banner = useQuery({
    queryKey: ['shell', 'site-banner'],
    queryFn: ({ signal }) => http.get('/api/site_banner', { schema: siteBannerResponseSchema, signal }),
    refetchInterval: BANNER_REFRESH_MS,
  });
  const current = banner.data?.banner;
  if (!current) return null;
  const look = LOOK[current.level];
  return (
    <Paper
      radius={0}
      bg={look.bg}
      px="md"
      py={6}
      role={current.level === 'critical' ? 'alert' : 'status'}
      aria-label="Site notice"
    >
      <Text fz="sm" fw={600} c={look.c} ta="center">
        {current.text}
      </Text>
    </Paper>
  );
}
