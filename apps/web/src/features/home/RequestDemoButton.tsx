import {
  type AccessRequestSource,
  DEMO_REQUEST_TOPICS,
  type DemoRequestTopic,
  demoRequestBodySchema,
} from '@fin-atlas/domain';
import { Button, type ButtonProps, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { FormEvent } from 'react';
import { describeFailure, validateWith } from '../../core/forms/field-errors';
import { useFormState } from '../../core/forms/use-form-state';
import { notifySuccess } from '../../core/notify';
import { FormAlert } from '../../ui/FormAlert';
import { useRequestDemo } from './demo-api';

type RequestDemoButtonProps = Omit<ButtonProps, 'children'> & {
  topic: DemoRequestTopic;
  /** Where the user asked, so the team's report tells home cards from about pages. */
  source: AccessRequestSource;
};

/**
 * "Request Demo": a short form stored for the FIN Atlas team, who follow it up at
 * /super_admin/user_access_request_report.
 */
export function RequestDemoButton({ topic, source, ...buttonProps }: RequestDemoButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const request = useRequestDemo();
  const form = useFormState({ message: '', phone: '' });
  const name = DEMO_REQUEST_TOPICS[topic];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const checked = validateWith(demoRequestBodySchema, { topic, source, ...form.values });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      const answer = await request.mutateAsync(checked.data);
      notifySuccess(answer.message);
      form.setValues({ message: '', phone: '' });
      close();
    } catch (error) {
      const failure = describeFailure(error, ['message', 'phone']);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };

  return (
    <>
      <Button variant="outline" {...buttonProps} onClick={open} aria-label={`Request Demo: ${name}`}>
        Request Demo
      </Button>
      <Modal opened={opened} onClose={close} title={`Request a demo of ${name}`} centered>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text fz="sm" c="gray.7">
              Our team will contact you at the e-mail address of your account to arrange a walkthrough.
            </Text>
            {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
            <TextInput
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              value={form.values.phone}
              onChange={(event) => form.setField('phone', event.currentTarget.value)}
              error={form.errors.phone}
            />
            <Textarea
              label="What would you like to see? (optional)"
              rows={4}
              maxLength={2000}
              value={form.values.message}
              onChange={(event) => form.setField('message', event.currentTarget.value)}
              error={form.errors.message}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={request.isPending}>
                Send request
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
