import { MESSAGES } from '@fin-atlas/domain';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The old technographics performance page (spec): bookmarks to it still arrive, so it says the
 * application moved on and how to get back in.
 */
export function PerformographicsNoticePage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Performographics</Title>
        <Alert color="yellow" variant="light" title={MESSAGES.page.appUpgradedRelogin}>
          <Text fz="sm">
            This page belongs to an earlier version of FIN Atlas. Refresh your browser and sign in again to
            load the current application; performographics now live in the Technographics reports.
          </Text>
        </Alert>
        <Group>
          <Button onClick={() => window.location.reload()}>Refresh</Button>
          <Button component={Link} to="/fi_prospect/about_technographics" variant="default">
            About Technographics
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
