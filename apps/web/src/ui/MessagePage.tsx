import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type MessagePageProps = {
  code: string;
  title: string;
  message: string;
  action?: { label: string; to: string };
  children?: ReactNode;
};

/** The full-page message used by error screens (404, unauthorized). */
export function MessagePage({ code, title, message, action, children }: MessagePageProps) {
  return (
    <Center mih="100vh" p="xl" bg="gray.0">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Text fw={800} fz={72} c="atlasBlue.9" lh={1} aria-hidden>
          {code}
        </Text>
        <Title order={1} fz={28}>
          {title}
        </Title>
        <Text c="dimmed" fz="lg">
          {message}
        </Text>
        {children}
        {action ? (
          <Button component={Link} to={action.to} mt="md">
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}
