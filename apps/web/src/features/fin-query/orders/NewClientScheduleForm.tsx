import {
  type ClientScheduleCreate,
  clientScheduleCreateSchema,
  type PricingSchedule,
} from '@fin-atlas/domain';
import { Button, Group, NumberInput, Select } from '@mantine/core';
import type { FormEvent } from 'react';
import { describeFailure, validateWith } from '../../../core/forms/field-errors';
import { useFormState } from '../../../core/forms/use-form-state';
import { FormAlert } from '../../../ui/FormAlert';

const FIELDS = ['group_id', 'template_id', 'token_balance'];

type NewScheduleProps = {
  groups: readonly { id: number; name: string }[];
  templates: readonly PricingSchedule[];
  saving: boolean;
  onSubmit: (body: ClientScheduleCreate) => Promise<unknown>;
};

/** A client group's schedule, copied from a template, with the tokens the client prepaid. */
export function NewClientScheduleForm({ groups, templates, saving, onSubmit }: NewScheduleProps) {
  const form = useFormState<{
    group_id: string | null;
    template_id: string | null;
    token_balance: number | string;
  }>({
    group_id: null,
    template_id: null,
    token_balance: 0,
  });
  const { values, errors, setField } = form;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const missing = {
      ...(values.group_id ? {} : { group_id: 'Choose a client group.' }),
      ...(values.template_id ? {} : { template_id: 'Choose a template.' }),
    };
    const checked = validateWith(clientScheduleCreateSchema, {
      group_id: Number(values.group_id),
      template_id: Number(values.template_id),
      token_balance: values.token_balance === '' ? undefined : Number(values.token_balance),
    });
    if (Object.keys(missing).length > 0 || !checked.ok) {
      form.setErrors({ ...(checked.ok ? {} : checked.errors), ...missing });
      return;
    }
    try {
      await onSubmit(checked.data);
      form.setValues({ group_id: null, template_id: null, token_balance: 0 });
    } catch (error) {
      const failure = describeFailure(error, FIELDS);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="New client pricing schedule">
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <Group align="flex-start" gap="sm" wrap="wrap" mt={form.formError ? 'sm' : 0}>
        <Select
          label="Client group"
          placeholder={groups.length ? 'Choose a group' : 'Every client group has a schedule'}
          data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
          value={values.group_id}
          onChange={(value) => setField('group_id', value)}
          error={errors.group_id}
          searchable
          w={280}
        />
        <Select
          label="Template"
          placeholder={templates.length ? 'Choose a template' : 'Create a template first'}
          data={templates.map((t) => ({ value: String(t.id), label: t.name }))}
          value={values.template_id}
          onChange={(value) => setField('template_id', value)}
          error={errors.template_id}
          w={240}
        />
        <NumberInput
          label="Prepaid tokens"
          min={0}
          allowDecimal={false}
          thousandSeparator=","
          value={values.token_balance}
          onChange={(value) => setField('token_balance', value)}
          error={errors.token_balance}
          w={160}
        />
        <Button type="submit" loading={saving} mt={25}>
          Create schedule
        </Button>
      </Group>
    </form>
  );
}
