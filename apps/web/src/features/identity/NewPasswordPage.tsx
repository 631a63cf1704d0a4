import {
  IDENTITY_MESSAGES,
  passwordPolicyMessage,
  passwordProblems,
  resetPasswordBodySchema,
} from '@fin-atlas/domain';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, isApiError } from '../../core/api/api-error';
import { describeFailure, validateWith } from '../../core/forms/field-errors';
import { useFormState } from '../../core/forms/use-form-state';
import type { SignInNotice } from '../../core/session/sign-in-notice';
import { FormAlert } from '../../ui/FormAlert';
import { PageLoader } from '../../ui/PageLoader';
import { PublicLayout } from '../../ui/PublicLayout';
import { useResetPassword, useResetTokenInfo } from './api';
import { signInUrl } from './identity-urls';
import { PasswordPolicyHints } from './PasswordPolicyHints';
import { usePasswordStrength } from './use-password-strength';

function InvalidLink({ message }: { message: string }) {
  return (
    <PublicLayout title="Choose a new password">
      <FormAlert>{message}</FormAlert>
      <Anchor component={Link} to="/sign_in">
        Back to sign in
      </Anchor>
    </PublicLayout>
  );
}

/** Where the e-mailed reset link lands: /new_password/{token}/edit. */
export function NewPasswordPage() {
  const { id: token = '' } = useParams();
  const navigate = useNavigate();
  const info = useResetTokenInfo(token);
  const reset = useResetPassword(token);
  const form = useFormState({ password: '', password_confirmation: '' });
  const strength = usePasswordStrength(form.values.password !== '');

  if (token === '') return <InvalidLink message={IDENTITY_MESSAGES.resetLinkInvalid} />;
  if (info.isPending) return <PageLoader />;
  if (info.isError) {
    return (
      <InvalidLink
        message={isApiError(info.error, 404) ? IDENTITY_MESSAGES.resetLinkInvalid : errorMessage(info.error)}
      />
    );
  }
  const email = info.data.email;
  if (reset.isError && isApiError(reset.error, 404))
    return <InvalidLink message={IDENTITY_MESSAGES.resetLinkInvalid} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const checked = validateWith(resetPasswordBodySchema, form.values);
    const policy = passwordPolicyMessage(passwordProblems(form.values.password, email, strength));
    if (!checked.ok || policy) {
      form.setErrors({ ...(checked.ok ? {} : checked.errors), ...(policy ? { password: policy } : {}) });
      return;
    }
    try {
      const result = await reset.mutateAsync(checked.data);
      const success: SignInNotice = { kind: 'success', text: result.message };
      await navigate(signInUrl(email), { replace: true, state: { notice: success } });
    } catch (error) {
      const failure = describeFailure(error, ['password', 'password_confirmation']);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };

  return (
    <PublicLayout title="Choose a new password" subtitle="The new password replaces the old one at once.">
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <form onSubmit={submit} noValidate aria-label="Choose a new password">
        <Stack gap="sm">
          <TextInput label="E-mail" value={email} readOnly variant="filled" autoComplete="username" />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            value={form.values.password}
            onChange={(e) => form.setField('password', e.currentTarget.value)}
            error={form.errors.password}
            aria-describedby="new-password-hints"
          />
          <PasswordPolicyHints id="new-password-hints" password={form.values.password} email={email} />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            value={form.values.password_confirmation}
            onChange={(e) => form.setField('password_confirmation', e.currentTarget.value)}
            error={form.errors.password_confirmation}
          />
          <Button type="submit" loading={reset.isPending} fullWidth mt="xs">
            Save new password
          </Button>
        </Stack>
      </form>
    </PublicLayout>
  );
}
