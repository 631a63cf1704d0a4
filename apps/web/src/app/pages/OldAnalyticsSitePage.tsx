import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { StandaloneFrame } from '../StandaloneFrame';

/**
 * /analytics/old_site used to send the browser to the earlier analytics site. That site is retired
 * and everything it offered lives in FI Analytics, so the route explains where to go instead of
 * leaving the user on a dead link.
 */
export function OldAnalyticsSitePage() {
  return (
    <StandaloneFrame>
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>The older analytics site has moved</Title>
          <Text>
            The earlier analytics site is retired. Its reports now live in FI Analytics, on the same
            regulatory data with merger-restated history:
          </Text>
          <List spacing={4}>
            <List.Item>Advisor for peer-group performance in profit, growth, risk and offering.</List.Item>
            <List.Item>Reporter for multi-metric, single-metric and period reports.</List.Item>
            <List.Item>FIN Profile and Industry Reporter for institution and industry views.</List.Item>
          </List>
          <Group>
            <Button component={Link} to="/analytics/analytics/about">
              Go to FI Analytics
            </Button>
            <Button component={Link} to="/dashboard" variant="default">
              Home
            </Button>
          </Group>
        </Stack>
      </Container>
    </StandaloneFrame>
  );
}
