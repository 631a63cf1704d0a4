import {
  acceptInvitationBodySchema,
  DASHBOARD_PATH,
  IDENTITY_MESSAGES,
  passwordPolicyMessage,
  passwordProblems,
} from '@fin-atlas/domain';
import { Anchor, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../core/api/api-error';
import { describeFailure, validateWith } from '../../core/forms/field-errors';
import { useFormState } from '../../core/forms/use-form-state';
import { useAdoptSession } from '../../core/session/use-sign-in';
import { FormAlert } from '../../ui/FormAlert';
import { PageLoader } from '../../ui/PageLoader';
import { PublicLayout } from '../../ui/PublicLayout';
import { useAcceptInvitation, useInvitation } from './api';
import { PasswordPolicyHints } from './PasswordPolicyHints';
import { usePasswordStrength } from './use-password-strength';

function InvalidInvitation({ message }: { message: string }) {
  return (
    <PublicLayout title="Join FIN Atlas">
      <FormAlert>{message}</FormAlert>
      <Anchor component={Link} to="/sign_in">
        Go to sign in
      </Anchor>
    </PublicLayout>
  );
}

type InvitationFormProps = { token: string; email: string; userName: string; groupName: string | null };

function InvitationForm({ token, email, userName, groupName }: InvitationFormProps) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const adoptSession = useAdoptSession();
  const form = useFormState({ user_name: userName, password: '', accept_terms: false });
  const strength = usePasswordStrength(form.values.password !== '');

  if (accept.isError && isApiError(accept.error, 404)) {
    return <InvalidInvitation message={IDENTITY_MESSAGES.invitationInvalid} />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const checked = validateWith(acceptInvitationBodySchema, form.values);
    const policy = passwordPolicyMessage(
      passwordProblems(form.values.password, email, strength, form.values.user_name),
    );
    if (!checked.ok || policy) {
      const errors = checked.ok ? {} : { ...checked.errors };
      if (errors.accept_terms) errors.accept_terms = 'Please accept the terms of service.';
      form.setErrors({ ...errors, ...(policy ? { password: policy } : {}) });
      return;
    }
    try {
      // Accepting signs the new user in: no second round of typing the password.
      adoptSession(await accept.mutateAsync(checked.data));
      await navigate(DASHBOARD_PATH, { replace: true });
    } catch (error) {
      const failure = describeFailure(error, ['user_name', 'password', 'accept_terms']);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };

  return (
    <PublicLayout
      title="Join FIN Atlas"
      subtitle={groupName ? `You were invited to join ${groupName}.` : 'You were invited to FIN Atlas.'}
    >
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <form onSubmit={submit} noValidate aria-label="Join FIN Atlas">
        <Stack gap="sm">
          <TextInput label="E-mail" value={email} readOnly variant="filled" autoComplete="username" />
          <TextInput
            label="Full name"
            autoComplete="name"
            required
            value={form.values.user_name}
            onChange={(e) => form.setField('user_name', e.currentTarget.value)}
            error={form.errors.user_name}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            value={form.values.password}
            onChange={(e) => form.setField('password', e.currentTarget.value)}
            error={form.errors.password}
            aria-describedby="invite-password-hints"
          />
          <PasswordPolicyHints
            id="invite-password-hints"
            password={form.values.password}
            email={email}
            userName={form.values.user_name}
          />
          <Checkbox
            label={
              <>
                I accept the{' '}
                <Anchor
                  component={Link}
                  to="/terms_of_service"
                  target="_blank"
                  rel="noopener"
                  underline="always"
                >
                  terms of service
                </Anchor>
              </>
            }
            checked={form.values.accept_terms}
            onChange={(e) => form.setField('accept_terms', e.currentTarget.checked)}
            error={form.errors.accept_terms}
          />
          <Button type="submit" loading={accept.isPending} fullWidth mt="xs">
            Create my account
          </Button>
        </Stack>
      </form>
    </PublicLayout>
  );
}

/** Where the invitation e-mail lands: /invite_register?token=… */
export function InviteRegisterPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const invitation = useInvitation(token);

  if (token === '') return <InvalidInvitation message={IDENTITY_MESSAGES.invitationInvalid} />;
  if (invitation.isPending) return <PageLoader />;
  if (invitation.isError) {
    const message = isApiError(invitation.error, 404)
      ? IDENTITY_MESSAGES.invitationInvalid
      : errorMessage(invitation.error);
    return <InvalidInvitation message={message} />;
  }
  const { email, user_name, group_name } = invitation.data;
  return <InvitationForm token={token} email={email} userName={user_name} groupName={group_name} />;
}
