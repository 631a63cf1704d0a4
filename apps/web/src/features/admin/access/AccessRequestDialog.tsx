import {
  ACCESS_REQUEST_STATUS_IDS,
  ACCESS_REQUEST_STATUSES,
  type AccessRequestRow,
  type AccessRequestStatus,
  accessRequestUpdateSchema,
  DEMO_REQUEST_TOPICS,
} from '@fin-atlas/domain';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { FormEvent } from 'react';
import { describeFailure, validateWith } from '../../../core/forms/field-errors';
import { useFormState } from '../../../core/forms/use-form-state';
import { notifySuccess } from '../../../core/notify';
import { FormAlert } from '../../../ui/FormAlert';
import { useUpdateAccessRequest } from './api';

const STATUS_OPTIONS = ACCESS_REQUEST_STATUS_IDS.map((value) => ({
  value,
  label: ACCESS_REQUEST_STATUSES[value],
}));

/** The FIN Admin's follow-up of one request: its status and a note, recorded with who and when. */
export function AccessRequestDialog({ request }: { request: AccessRequestRow }) {
  const [opened, { open, close }] = useDisclosure(false);
  const update = useUpdateAccessRequest();
  const form = useFormState<{ status: AccessRequestStatus; follow_up: string }>({
    status: request.status,
    follow_up: request.follow_up,
  });
  const missing = request.modules.filter((m) => !m.held).length;

  const show = () => {
    form.setValues({ status: request.status, follow_up: request.follow_up });
    form.setErrors({});
    form.setFormError(null);
    open();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const checked = validateWith(accessRequestUpdateSchema, form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      await update.mutateAsync({ id: request.id, body: checked.data });
      notifySuccess(
        `Request of ${request.user.user_name} marked ${ACCESS_REQUEST_STATUSES[checked.data.status]}.`,
      );
      close();
    } catch (error) {
      const failure = describeFailure(error, ['status', 'follow_up']);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };

  return (
    <>
      <Button size="compact-sm" variant="light" onClick={show} aria-label={`Follow up request ${request.id}`}>
        Follow up
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Follow up: ${DEMO_REQUEST_TOPICS[request.topic]}`}
        centered
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text fz="sm" c="gray.7">
              {request.user.user_name} ({request.user.email})
              {missing > 0
                ? ` — their groups lack ${missing} of the ${request.modules.length} modules asked for; grant them at Authorization before marking the request granted.`
                : ' — their groups hold what they asked for.'}
            </Text>
            {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
            <Select
              label="Status"
              data={STATUS_OPTIONS}
              value={form.values.status}
              onChange={(status) => status && form.setField('status', status as AccessRequestStatus)}
              allowDeselect={false}
              error={form.errors.status}
            />
            <Textarea
              label="Follow-up note"
              rows={4}
              maxLength={2000}
              value={form.values.follow_up}
              onChange={(event) => form.setField('follow_up', event.currentTarget.value)}
              error={form.errors.follow_up}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
