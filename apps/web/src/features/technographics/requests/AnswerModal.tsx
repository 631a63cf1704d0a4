import { type CoverageRequest, coverageAnswerBodySchema } from '@fin-atlas/domain';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import type { FormEvent } from 'react';
import { describeFailure, validateWith } from '../../../core/forms/field-errors';
import { useFormState } from '../../../core/forms/use-form-state';
import { notifySuccess } from '../../../core/notify';
import { FormAlert } from '../../../ui/FormAlert';
import { useAnswerCoverageRequest } from '../api';

type AnswerModalProps = { request: CoverageRequest | null; onClose: () => void };

/** A FIN Admin answers a coverage request: added to the catalog, or declined, with a text for the requester. */
export function AnswerModal({ request, onClose }: AnswerModalProps) {
  return (
    <Modal opened={request !== null} onClose={onClose} title="Answer the request" size="lg">
      {request ? <AnswerForm key={request.id} request={request} onDone={onClose} /> : null}
    </Modal>
  );
}

function AnswerForm({ request, onDone }: { request: CoverageRequest; onDone: () => void }) {
  const answer = useAnswerCoverageRequest();
  const form = useFormState<{ status: 'added' | 'declined'; answer: string }>({
    status: 'added',
    answer: '',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const checked = validateWith(coverageAnswerBodySchema, form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      await answer.mutateAsync({ id: request.id, body: checked.data });
      notifySuccess('Answer sent.');
      onDone();
    } catch (error) {
      const failure = describeFailure(error, ['status', 'answer']);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Answer the request">
      <Stack gap="sm">
        <Text fz="sm">
          {request.requester.user_name} asked for the {request.kind} <strong>{request.name}</strong>.
        </Text>
        {request.details ? (
          <Text fz="sm" c="dimmed">
            {request.details}
          </Text>
        ) : null}
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <Radio.Group
          label="Decision"
          value={form.values.status}
          onChange={(value) => form.setField('status', value as 'added' | 'declined')}
          error={form.errors.status}
        >
          <Group mt={4}>
            <Radio value="added" label="Added to the catalog" />
            <Radio value="declined" label="Declined" />
          </Group>
        </Radio.Group>
        <Textarea
          label="Answer for the requester"
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={form.values.answer}
          onChange={(event) => form.setField('answer', event.currentTarget.value)}
          error={form.errors.answer}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={answer.isPending}>
            Send answer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
