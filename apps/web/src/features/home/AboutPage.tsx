import { MESSAGES, type MenuModule } from '@fin-atlas/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useMenu } from '../menu';
import { ABOUT_TOPICS, type AboutTopic, type AboutTopicId } from './about-topics';
import { useHomeFigures, withFigures } from './figures';
import { RequestDemoButton } from './RequestDemoButton';

type AboutPageProps = { topic: AboutTopicId };

type Access = 'included' | 'partial' | 'not_included' | 'not_on_menu' | 'unknown';

function accessOf(topic: AboutTopic, menu: readonly MenuModule[] | undefined): Access {
  if (!menu || !topic.modulePath) return 'unknown';
  const entry = menu.find((m) => m.path === topic.modulePath && m.parent_id === null);
  if (!entry) return 'not_on_menu';
  if (!entry.enabled) return 'not_included';
  return entry.partially_enabled ? 'partial' : 'included';
}

function AccessPanel({ topic, access }: { topic: AboutTopic; access: Access }) {
  if (access === 'unknown') return null;
  if (access === 'included' || access === 'partial') {
    return (
      <Alert color="teal" variant="light" title="Included in your subscription">
        <Stack gap="xs">
          <Text fz="sm">
            {access === 'partial'
              ? `Your subscription opens part of ${topic.title}: the Digital Channels and Bank Profile sections.`
              : `Your company’s subscription includes ${topic.title}.`}
          </Text>
          {topic.startPath ? (
            <Button component={Link} to={topic.startPath} w="fit-content" size="sm">
              Open {topic.title}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  if (access === 'not_on_menu') {
    return (
      <Alert color="gray" variant="light" title="Not on your menu">
        <Text fz="sm">
          {topic.title} serves a different kind of company than yours, so it is not part of your menu. Contact
          us if you think it should be.
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="orange" variant="light" title="Not part of your subscription">
      <Text fz="sm">{MESSAGES.subscription.notSubscribed.replace(' Click to learn more.', '')}</Text>
    </Alert>
  );
}

function AreaModules({ topic, menu }: { topic: AboutTopic; menu: readonly MenuModule[] | undefined }) {
  if (!topic.areaModules) return null;
  const entries = topic.areaModules.flatMap((path) => {
    const entry = menu?.find((m) => m.path === path && m.parent_id === null);
    return entry ? [entry] : [];
  });
  if (entries.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="area-modules">
      <Title order={2} fz="lg" id="area-modules">
        Modules in {topic.title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {entries.map((entry) => (
          <Card key={entry.id} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{entry.name}</Text>
              <Badge color={entry.enabled ? 'teal' : 'gray'} variant="light">
                {entry.enabled ? 'Included' : 'Not subscribed'}
              </Badge>
            </Group>
            <Button
              component={Link}
              to={entry.enabled ? entry.path : (entry.about_path ?? entry.path)}
              variant="subtle"
              size="compact-sm"
              mt="xs"
              w="fit-content"
            >
              {entry.enabled ? `Open ${entry.name}` : `About ${entry.name}`}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * A module's about page (spec section 2): what it does, the data behind it and how to get it.
 */
export function AboutPage({ topic: topicId }: AboutPageProps) {
  const topic = ABOUT_TOPICS[topicId];
  const menu = useMenu();
  const figures = useHomeFigures();
  const access = accessOf(topic, menu.data);
  const fill = (text: string) => withFigures(text, figures.data);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <Text fz="sm" fw={600} c="atlasBlue.8" tt="uppercase">
            About
          </Text>
          <Title order={1}>{topic.title}</Title>
          <Text fz="lg" c="gray.7" maw={760}>
            {fill(topic.tagline)}
          </Text>
        </Stack>
        <AccessPanel topic={topic} access={access} />
        <Stack gap="xs" component="section" aria-labelledby="about-what">
          <Title order={2} fz="lg" id="about-what">
            What it does
          </Title>
          <Text maw={820}>{fill(topic.summary)}</Text>
          <List spacing={4} maw={820}>
            {topic.capabilities.map((line) => (
              <List.Item key={line}>{fill(line)}</List.Item>
            ))}
          </List>
        </Stack>
        <AreaModules topic={topic} menu={menu.data} />
        <Stack gap="xs" component="section" aria-labelledby="about-data">
          <Title order={2} fz="lg" id="about-data">
            The data behind it
          </Title>
          <List spacing={4} maw={820}>
            {topic.data.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="about-access">
          <Title order={2} fz="lg" id="about-access">
            How to get access
          </Title>
          <Text maw={820}>
            {topic.modulePath
              ? `${topic.title} is a module your company subscribes to. If your company already has it, ask your client admin to add you to a group that includes it. If not, request a demo and our team will show you ${topic.title} on your own institutions and prospects.`
              : `${topic.title} is made of the modules above; each is subscribed to on its own. Your client admin can tell you which ones your company has, and our team can show you the others.`}
          </Text>
          <Group>
            <RequestDemoButton topic={topic.demoTopic} source="access_panel" />
            <Button component={Link} to="/dashboard" variant="subtle">
              Back to home
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}
