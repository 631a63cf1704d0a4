import { clientScheduleUpdateSchema } from '@fin-atlas/domain';
import { Button, Group, NumberInput, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { describeFailure, validateWith } from '../../../core/forms/field-errors';
import { useFormState } from '../../../core/forms/use-form-state';
import { FormAlert } from '../../../ui/FormAlert';

/** Tokens a client bought (or, negative, tokens given by mistake taken back); the balance never goes below zero. */
export function AddTokensForm({
  balance,
  saving,
  onSubmit,
}: {
  balance: number;
  saving: boolean;
  onSubmit: (tokens: number) => Promise<unknown>;
}) {
  const form = useFormState<{ add_tokens: number | string }>({ add_tokens: '' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const tokens = form.values.add_tokens === '' ? undefined : Number(form.values.add_tokens);
    const checked = validateWith(clientScheduleUpdateSchema, { add_tokens: tokens });
    if (!checked.ok || !tokens) {
      form.setErrors(checked.ok ? { add_tokens: 'Enter the number of tokens to add.' } : checked.errors);
      return;
    }
    if (balance + tokens < 0) {
      form.setErrors({
        add_tokens: `The balance is ${balance.toLocaleString('en-US')}: take back at most that.`,
      });
      return;
    }
    try {
      await onSubmit(tokens);
      form.setValues({ add_tokens: '' });
    } catch (error) {
      const failure = describeFailure(error, ['add_tokens']);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Add tokens">
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <Group align="flex-start" gap="sm">
        <NumberInput
          label="Tokens to add"
          description="A negative number takes tokens back."
          allowDecimal={false}
          thousandSeparator=","
          value={form.values.add_tokens}
          onChange={(value) => form.setField('add_tokens', value)}
          error={form.errors.add_tokens}
          w={220}
        />
        <Button type="submit" loading={saving} mt={46}>
          Add tokens
        </Button>
      </Group>
      <Text fz="xs" c="dimmed" mt={4}>
        Every change is recorded in the audit log with the balance before and after.
      </Text>
    </form>
  );
}
