import { passwordChangeBodySchema, type UserProfile } from '@fin-atlas/domain';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { describeFailure, validateWith } from '../../core/forms/field-errors';
import { useFormState } from '../../core/forms/use-form-state';
import { notifySuccess } from '../../core/notify';
import { FormAlert } from '../../ui/FormAlert';
import { PasswordPolicyHints } from '../identity';
import { useChangePassword } from './api';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function PasswordSection({ profile }: { profile: UserProfile }) {
  const change = useChangePassword();
  const form = useFormState(EMPTY);

  if (profile.sign_in_method === 'sso') {
    return (
      <Text c="gray.7">
        You sign in with your company’s single sign-on, so your password is managed by your identity provider.
      </Text>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const checked = validateWith(passwordChangeBodySchema, form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      const answer = await change.mutateAsync(checked.data);
      form.setValues(EMPTY);
      notifySuccess(`${answer.message} Other browsers signed in to your account were signed out.`);
    } catch (error) {
      const failure = describeFailure(error, ['current_password', 'password', 'password_confirmation']);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Change password">
      <Stack gap="md" maw={480}>
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          value={form.values.current_password}
          onChange={(event) => form.setField('current_password', event.currentTarget.value)}
          error={form.errors.current_password}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          value={form.values.password}
          onChange={(event) => form.setField('password', event.currentTarget.value)}
          error={form.errors.password}
          aria-describedby="new-password-policy"
        />
        <PasswordPolicyHints id="new-password-policy" password={form.values.password} email={profile.email} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          value={form.values.password_confirmation}
          onChange={(event) => form.setField('password_confirmation', event.currentTarget.value)}
          error={form.errors.password_confirmation}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
