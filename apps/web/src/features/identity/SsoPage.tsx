import { emailOnlyBodySchema } from '@fin-atlas/domain';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { describeFailure, validateWith } from '../../core/forms/field-errors';
import { useFormState } from '../../core/forms/use-form-state';
import { peekRedirectTarget } from '../../core/session/redirect-target';
import { FormAlert } from '../../ui/FormAlert';
import { PublicLayout } from '../../ui/PublicLayout';
import { useSsoStart } from './api';

/** Kept separate so tests can watch the hand-off to the identity provider. */
export const leaveForProvider = {
  assign: (url: string) => window.location.assign(url),
};

export function SsoPage() {
  const start = useSsoStart();
  const form = useFormState({ email: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const checked = validateWith(emailOnlyBodySchema, form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      // The page the user wanted before sign-in survives the round trip through the provider.
      const returnTo = peekRedirectTarget() ?? undefined;
      const { authorization_url } = await start.mutateAsync({
        email: checked.data.email,
        return_to: returnTo,
      });
      leaveForProvider.assign(authorization_url);
    } catch (error) {
      const failure = describeFailure(error, ['email']);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };

  return (
    <PublicLayout
      title="Sign in with single sign-on"
      subtitle="Use your organisation's login. We will send you to your identity provider and back."
      footer={
        <Anchor component={Link} to="/sign_in">
          Sign in with a password instead
        </Anchor>
      }
    >
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <form onSubmit={submit} noValidate aria-label="Sign in with single sign-on">
        <Stack gap="sm">
          <TextInput
            label="Work e-mail"
            type="email"
            autoComplete="email"
            required
            value={form.values.email}
            onChange={(e) => form.setField('email', e.currentTarget.value)}
            error={form.errors.email}
          />
          <Button type="submit" loading={start.isPending || start.isSuccess} fullWidth>
            Continue
          </Button>
        </Stack>
      </form>
    </PublicLayout>
  );
}
