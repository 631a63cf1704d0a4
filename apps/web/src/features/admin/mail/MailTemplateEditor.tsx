import type { MailTemplate } from '@fin-atlas/domain';
import { Button, Code, Group, Paper, Stack, Text, Textarea, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { describeFailure } from '../../../core/forms/field-errors';
import { notifyError, notifySuccess } from '../../../core/notify';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { FormAlert } from '../../../ui/FormAlert';
import { formatDateTime } from '../../../ui/format';
import { useMailTemplatePreview, useResetMailTemplate, useSaveMailTemplate } from './api';

type TemplateText = { subject: string; body: string };

/** The template's placeholders as chips: a click puts the placeholder where the cursor is in the body. */
function PlaceholderChips({
  template,
  onInsert,
}: {
  template: MailTemplate;
  onInsert: (token: string) => void;
}) {
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        Placeholders
      </Text>
      <Group gap={6} aria-label="Placeholders">
        {template.placeholders.map((p) => (
          <Tooltip key={p.name} label={p.description} multiline w={260} withArrow>
            <Button
              size="compact-xs"
              variant={p.required ? 'filled' : 'light'}
              onClick={() => onInsert(`{{${p.name}}}`)}
              aria-label={`Insert {{${p.name}}}${p.required ? ' (required)' : ''}`}
            >
              {`{{${p.name}}}`}
            </Button>
          </Tooltip>
        ))}
      </Group>
      <Text fz="xs" c="dimmed">
        Filled chips are required in the message: without them the e-mail would be useless.
      </Text>
    </Stack>
  );
}

/** The mail as it would arrive, rendered by the server with each placeholder's example. */
function Preview({ template, text }: { template: MailTemplate; text: TemplateText }) {
  const [debounced] = useDebouncedValue(text, 250);
  const preview = useMailTemplatePreview(template.key, debounced);
  const problems = preview.data?.problems ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Preview">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="md">
          Preview
        </Title>
        <Text fz="xs" c="dimmed">
          {preview.isFetching ? 'Updating…' : 'With example values'}
        </Text>
      </Group>
      {problems.length > 0 ? (
        <FormAlert title="This text cannot be saved yet">
          {problems.map((p) => (
            <div key={`${p.path}:${p.message}`}>{p.message}</div>
          ))}
        </FormAlert>
      ) : null}
      <Text fz="sm" mt="xs">
        <Text span fw={600}>
          Subject:{' '}
        </Text>
        <span data-testid="preview-subject">{preview.data?.subject ?? ''}</span>
      </Text>
      <Code block mt="xs" style={{ whiteSpace: 'pre-wrap' }} data-testid="preview-text">
        {preview.data?.text ?? ''}
      </Code>
    </Paper>
  );
}

/** One template's subject and body, with placeholder chips, a live preview, save and reset. */
export function MailTemplateEditor({ template }: { template: MailTemplate }) {
  const [text, setText] = useState<TemplateText>({ subject: template.subject, body: template.body });
  const [errors, setErrors] = useState<Partial<Record<'subject' | 'body', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const save = useSaveMailTemplate(template.key);
  const reset = useResetMailTemplate(template.key);
  const changed = text.subject !== template.subject || text.body !== template.body;

  const insert = (token: string) => {
    const area = bodyRef.current;
    const start = area?.selectionStart ?? text.body.length;
    const end = area?.selectionEnd ?? start;
    setText((t) => ({ ...t, body: `${t.body.slice(0, start)}${token}${t.body.slice(end)}` }));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = async () => {
    setErrors({});
    setFormError(null);
    try {
      await save.mutateAsync(text);
      notifySuccess();
    } catch (error) {
      const failure = describeFailure(error, ['subject', 'body']);
      setErrors(failure.fields);
      setFormError(failure.message);
      notifyError(error);
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="lg">
          {template.name}
        </Title>
        <Text fz="sm" c="dimmed">
          {template.customized
            ? `Edited ${formatDateTime(template.updated_at)}${template.updated_by ? ` by ${template.updated_by.name}` : ''}.`
            : 'Default text.'}{' '}
          {template.description}
        </Text>
      </div>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextInput
        label="Subject"
        value={text.subject}
        onChange={(e) => setText({ ...text, subject: e.currentTarget.value })}
        error={errors.subject}
      />
      <PlaceholderChips template={template} onInsert={insert} />
      <Textarea
        ref={bodyRef}
        label="Message"
        autosize
        minRows={8}
        maxRows={24}
        value={text.body}
        onChange={(e) => setText({ ...text, body: e.currentTarget.value })}
        error={errors.body}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group justify="flex-end">
        {template.customized ? (
          <ConfirmButton
            title="Reset to the default text?"
            message={`The ${template.name} e-mail goes back to FIN Atlas's default subject and text.`}
            confirmLabel="Reset"
            busy={reset.isPending}
            onConfirm={() => reset.mutateAsync().then(() => notifySuccess(), notifyError)}
          >
            Reset to default
          </ConfirmButton>
        ) : null}
        <Button
          variant="default"
          disabled={!changed}
          onClick={() => setText({ subject: template.subject, body: template.body })}
        >
          Discard changes
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending} disabled={!changed}>
          Save template
        </Button>
      </Group>
      <Preview template={template} text={text} />
    </Stack>
  );
}
