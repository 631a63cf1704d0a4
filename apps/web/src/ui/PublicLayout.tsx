import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type PublicLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
};

/** The frame of every page a visitor sees before signing in: brand, one titled card, optional links. */
export function PublicLayout({ title, subtitle, children, footer, width = 440 }: PublicLayoutProps) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={width} gap="md">
        <Anchor component={Link} to="/sign_in" underline="never" ta="center" fw={800} fz={26} c="atlasBlue.9">
          FIN Atlas
        </Anchor>
        <Paper withBorder shadow="sm" p="xl" radius="md" component="main">
          <Stack gap="md">
            <div>
              <Title order={1} fz={24}>
                {title}
              </Title>
              {subtitle ? (
                <Text c="dimmed" mt={4}>
                  {subtitle}
                </Text>
              ) : null}
            </div>
            {children}
          </Stack>
        </Paper>
        {footer ? (
          <Text ta="center" fz="sm" c="dimmed">
            {footer}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}
