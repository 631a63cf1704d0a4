import type { MailTemplate } from '@fin-atlas/domain';
import { Badge, Container, Grid, NavLink, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { useMailTemplates } from './api';
import { MailTemplateEditor } from './MailTemplateEditor';

function TemplateList({
  templates,
  selected,
  onSelect,
}: {
  templates: readonly MailTemplate[];
  selected: string;
  onSelect: (key: MailTemplate['key']) => void;
}) {
  return (
    <Paper withBorder radius="md" p={4} component="nav" aria-label="E-mail templates">
      {templates.map((t) => (
        <NavLink
          key={t.key}
          component="button"
          type="button"
          active={t.key === selected}
          label={t.name}
          description={t.description}
          onClick={() => onSelect(t.key)}
          rightSection={
            t.customized ? (
              <Badge size="xs" variant="light">
                Edited
              </Badge>
            ) : null
          }
        />
      ))}
    </Paper>
  );
}

/**
 * Super admin: the text of every e-mail the app sends (verification, reset, invitation, deliveries,
 * signal alerts), edited with placeholder chips and a live preview; saved text is what mail says.
 */
export function MailTemplatesPage() {
  const templates = useMailTemplates();
  const [selectedKey, setSelectedKey] = useState<MailTemplate['key'] | null>(null);
  const forbidden = useForbiddenRedirect(templates.error);
  if (forbidden) return null;
  const list = templates.data?.templates ?? [];
  const selected = list.find((t) => t.key === selectedKey) ?? list[0];

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="E-mail templates"
        description="The subject and text of every e-mail FIN Atlas sends. Placeholders in double braces are filled in for each message."
      />
      {templates.isPending ? <PageLoader /> : null}
      {templates.isError ? <FormAlert>{errorMessage(templates.error)}</FormAlert> : null}
      {selected ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xs">
              <TemplateList templates={list} selected={selected.key} onSelect={setSelectedKey} />
              <Text fz="xs" c="dimmed">
                A template never edited is sent with the default text shown when you open it.
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {/* Keyed by its last save: switching templates or saving starts the form afresh. */}
            <MailTemplateEditor
              key={`${selected.key}:${selected.updated_at ?? 'default'}`}
              template={selected}
            />
          </Grid.Col>
        </Grid>
      ) : null}
    </Container>
  );
}
