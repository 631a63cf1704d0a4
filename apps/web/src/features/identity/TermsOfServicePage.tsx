import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TERMS_SECTIONS } from './terms-sections';

export function TermsOfServicePage() {
  return (
    <Container size="md" py="xl" component="main">
      <Stack gap="lg">
        <Anchor component={Link} to="/sign_in" fw={800} fz={22} c="atlasBlue.9" underline="never">
          FIN Atlas
        </Anchor>
        <div>
          <Title order={1}>Terms of service</Title>
          <Text c="dimmed" mt={4}>
            Last updated January 2026. These terms apply to every FIN Atlas subscription.
          </Text>
        </div>
        <Paper withBorder p="md" component="nav" aria-label="Contents">
          <List size="sm" spacing={2} listStyleType="none">
            {TERMS_SECTIONS.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{section.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
        {TERMS_SECTIONS.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <Title order={2} fz="lg" id={`${section.id}-title`} mb="xs">
              {section.title}
            </Title>
            <Stack gap="xs">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
              ))}
            </Stack>
          </section>
        ))}
        <Anchor component={Link} to="/sign_in">
          Back to sign in
        </Anchor>
      </Stack>
    </Container>
  );
}
