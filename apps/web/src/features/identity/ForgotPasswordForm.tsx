import { emailOnlyBodySchema } from '@fin-atlas/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { describeFailure, validateWith } from '../../core/forms/field-errors';
import { useFormState } from '../../core/forms/use-form-state';
import { FormAlert } from '../../ui/FormAlert';
import { useForgotPassword } from './api';

type ForgotPasswordFormProps = { initialEmail: string; onBack: () => void };

export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const forgot = useForgotPassword();
  const form = useFormState({ email: initialEmail });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const checked = validateWith(emailOnlyBodySchema, form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      await forgot.mutateAsync(checked.data);
    } catch (error) {
      const failure = describeFailure(error, ['email']);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };

  return (
    <Stack gap="sm">
      {forgot.data ? <FormAlert tone="success">{forgot.data.message}</FormAlert> : null}
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <form onSubmit={submit} noValidate aria-label="Reset your password">
        <Stack gap="sm">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            required
            value={form.values.email}
            onChange={(e) => form.setField('email', e.currentTarget.value)}
            error={form.errors.email}
          />
          <Group justify="space-between">
            <Button variant="subtle" type="button" onClick={onBack} px={0}>
              Back to sign in
            </Button>
            <Button type="submit" loading={forgot.isPending}>
              Send reset link
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
