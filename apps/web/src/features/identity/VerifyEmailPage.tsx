import {
  emailOnlyBodySchema,
  MESSAGES,
  VERIFICATION_CODE_LENGTH,
  verifyEmailBodySchema,
} from '@fin-atlas/domain';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../core/api/api-error';
import { describeFailure, validateWith } from '../../core/forms/field-errors';
import { useFormState } from '../../core/forms/use-form-state';
import type { SignInNotice } from '../../core/session/sign-in-notice';
import { FormAlert } from '../../ui/FormAlert';
import { PublicLayout } from '../../ui/PublicLayout';
import { useResendVerification, useVerifyEmail } from './api';
import { signInUrl } from './identity-urls';

function readNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice = (state as { notice: unknown }).notice;
  return typeof notice === 'string' ? notice : null;
}

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const form = useFormState({ email: params.get('email') ?? '', code: '' });
  const notice = readNotice(location.state);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    resend.reset();
    const checked = validateWith(verifyEmailBodySchema, form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      const result = await verify.mutateAsync(checked.data);
      // The spec asks for a fresh sign-in after verification, rather than signing the user in here.
      const success: SignInNotice = { kind: 'success', text: result.message };
      await navigate(signInUrl(checked.data.email), { replace: true, state: { notice: success } });
    } catch (error) {
      if (isApiError(error, 422) && error.fieldIssues.length === 0) {
        form.setErrors({ code: MESSAGES.validation.invalidToken });
        return;
      }
      const failure = describeFailure(error, ['email', 'code']);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };

  const resendCode = async () => {
    form.setFormError(null);
    const checked = validateWith(emailOnlyBodySchema, { email: form.values.email });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      await resend.mutateAsync(checked.data);
    } catch (error) {
      const failure = describeFailure(error, ['email']);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };

  return (
    <PublicLayout
      title="Verify your e-mail address"
      subtitle={`Enter the ${VERIFICATION_CODE_LENGTH}-digit code we e-mailed you.`}
      footer={
        <Anchor component={Link} to="/sign_in">
          Back to sign in
        </Anchor>
      }
    >
      {notice && !resend.data ? <FormAlert tone="info">{notice}</FormAlert> : null}
      {resend.data ? <FormAlert tone="success">{resend.data.message}</FormAlert> : null}
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <form onSubmit={submit} noValidate aria-label="Verify your e-mail address">
        <Stack gap="sm">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            value={form.values.email}
            onChange={(e) => form.setField('email', e.currentTarget.value)}
            error={form.errors.email}
          />
          <TextInput
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={VERIFICATION_CODE_LENGTH}
            value={form.values.code}
            onChange={(e) => form.setField('code', e.currentTarget.value.replace(/\D/g, ''))}
            error={form.errors.code}
            styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
          />
          <Group justify="space-between" mt="xs">
            <Button
              variant="subtle"
              type="button"
              px={0}
              onClick={() => void resendCode()}
              loading={resend.isPending}
            >
              Resend code
            </Button>
            <Button type="submit" loading={verify.isPending}>
              Verify
            </Button>
          </Group>
        </Stack>
      </form>
    </PublicLayout>
  );
}
