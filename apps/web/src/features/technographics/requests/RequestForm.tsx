import { type CoverageRequestKind, coverageRequestBodySchema } from '@fin-atlas/domain';
import { Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { describeFailure, validateWith } from '../../../core/forms/field-errors';
import { useFormState } from '../../../core/forms/use-form-state';
import { notifySuccess } from '../../../core/notify';
import { FormAlert } from '../../../ui/FormAlert';
import { useCreateCoverageRequest } from '../api';

const EMPTY: { kind: CoverageRequestKind; name: string; details: string } = {
  kind: 'vendor',
  name: '',
  details: '',
};

/** Ask for a vendor or a solution the catalog does not cover yet. */
export function RequestForm() {
  const create = useCreateCoverageRequest();
  const form = useFormState(EMPTY);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const checked = validateWith(coverageRequestBodySchema, form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      await create.mutateAsync(form.values);
      form.setValues(EMPTY);
      notifySuccess('Request sent. You will see the answer here.');
    } catch (error) {
      const failure = describeFailure(error, ['kind', 'name', 'details']);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Request coverage">
      <Stack gap="sm" maw={560}>
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <div>
          <Text fz="sm" fw={500} mb={4} id="request-kind-label">
            What should we cover?
          </Text>
          <SegmentedControl
            aria-labelledby="request-kind-label"
            data={[
              { value: 'vendor', label: 'A vendor' },
              { value: 'solution', label: 'A solution' },
            ]}
            value={form.values.kind}
            onChange={(value) => form.setField('kind', value as CoverageRequestKind)}
          />
        </div>
        <TextInput
          label={form.values.kind === 'vendor' ? 'Vendor name' : 'Solution name'}
          required
          maxLength={200}
          value={form.values.name}
          onChange={(event) => form.setField('name', event.currentTarget.value)}
          error={form.errors.name}
        />
        <Textarea
          label="Details"
          description="Products, web site, who uses it: anything that helps us find it."
          autosize
          minRows={3}
          maxLength={2000}
          value={form.values.details}
          onChange={(event) => form.setField('details', event.currentTarget.value)}
          error={form.errors.details}
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
