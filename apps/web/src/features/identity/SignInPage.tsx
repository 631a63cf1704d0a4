import { signInBodySchema } from '@fin-atlas/domain';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../core/api/api-error';
import { describeFailure, validateWith } from '../../core/forms/field-errors';
import { useFormState } from '../../core/forms/use-form-state';
import { takeRedirectTarget } from '../../core/session/redirect-target';
import { readSignInNotice } from '../../core/session/sign-in-notice';
import { useSignIn } from '../../core/session/use-sign-in';
import { FormAlert } from '../../ui/FormAlert';
import { PublicLayout } from '../../ui/PublicLayout';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { verifyEmailUrl } from './identity-urls';
import { isFlagSet } from './query-flags';

export function SignInPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useFormState({ email: params.get('email') ?? '', password: '' });

  const notice = readSignInNotice(location.state);
  // `silent` is for callers that already told the user why they are here (or should not).
  const showNotice = notice && (notice.kind === 'success' || !isFlagSet(params.get('silent')));
  const ssoError = params.get('sso_error');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const checked = validateWith(signInBodySchema, form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      await signIn.mutateAsync(checked.data);
      await navigate(takeRedirectTarget(), { replace: true });
    } catch (error) {
      if (isApiError(error, 423) && error.code === 'email_unverified') {
        const details = error.details as { email?: unknown } | undefined;
        const email = typeof details?.email === 'string' ? details.email : checked.data.email;
        await navigate(verifyEmailUrl(email), { state: { notice: error.message } });
        return;
      }
      const failure = describeFailure(error, ['email', 'password']);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };

  if (forgotOpen) {
    return (
      <PublicLayout
        title="Reset your password"
        subtitle="We will e-mail you a link to choose a new password."
      >
        <ForgotPasswordForm initialEmail={form.values.email} onBack={() => setForgotOpen(false)} />
      </PublicLayout>
    );
  }

  return (
    <PublicLayout
      title="Sign in"
      subtitle="Market intelligence on every U.S. bank and credit union."
      footer={
        <>
          New to FIN Atlas?{' '}
          <Anchor component={Link} to="/sign_up">
            Create an account
          </Anchor>
        </>
      }
    >
      {showNotice ? (
        <FormAlert tone={notice.kind === 'success' ? 'success' : 'info'}>{notice.text}</FormAlert>
      ) : null}
      {ssoError ? <FormAlert title="Single sign-on">{ssoError}</FormAlert> : null}
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <form onSubmit={submit} noValidate aria-label="Sign in">
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
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={form.values.password}
            onChange={(e) => form.setField('password', e.currentTarget.value)}
            error={form.errors.password}
          />
          <Group justify="space-between">
            <Anchor component="button" type="button" fz="sm" onClick={() => setForgotOpen(true)}>
              Forgot password?
            </Anchor>
            <Anchor component={Link} to="/sso" fz="sm">
              Sign in with SSO
            </Anchor>
          </Group>
          <Button type="submit" loading={signIn.isPending} fullWidth mt="xs">
            Sign in
          </Button>
        </Stack>
      </form>
      <Text fz="xs" c="dimmed">
        By signing in you agree to the{' '}
        <Anchor component={Link} to="/terms_of_service" fz="xs" underline="always">
          terms of service
        </Anchor>
        .
      </Text>
    </PublicLayout>
  );
}
