import { profileUpdateBodySchema, type UserProfile } from '@fin-atlas/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { describeFailure, validateWith } from '../../core/forms/field-errors';
import { useFormState } from '../../core/forms/use-form-state';
import { notifySuccess } from '../../core/notify';
import { FormAlert } from '../../ui/FormAlert';
import { useUpdateProfile } from './api';

export function ProfileSection({ profile }: { profile: UserProfile }) {
  const update = useUpdateProfile();
  const form = useFormState({ user_name: profile.user_name, company_name: profile.company_name ?? '' });
  const readOnly = !profile.can_manage_settings;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const checked = validateWith(profileUpdateBodySchema, form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      await update.mutateAsync(checked.data);
      notifySuccess();
    } catch (error) {
      const failure = describeFailure(error, ['user_name', 'company_name']);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Profile">
      <Stack gap="md" maw={480}>
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <TextInput label="E-mail" value={profile.email} readOnly description="Your sign-in address." />
        <TextInput
          label="Name"
          autoComplete="name"
          required
          value={form.values.user_name}
          onChange={(event) => form.setField('user_name', event.currentTarget.value)}
          error={form.errors.user_name}
          readOnly={readOnly}
        />
        <TextInput
          label="Company"
          autoComplete="organization"
          value={form.values.company_name}
          onChange={(event) => form.setField('company_name', event.currentTarget.value)}
          error={form.errors.company_name}
          readOnly={readOnly}
        />
        {readOnly ? null : (
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save profile
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
