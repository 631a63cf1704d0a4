import { passwordPolicyMessage, passwordProblems, signUpBodySchema } from '@fin-atlas/domain';
import { Anchor, Button, Checkbox, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { describeFailure, validateWith } from '../../core/forms/field-errors';
import { useFormState } from '../../core/forms/use-form-state';
import { COMPANY_TYPE_OPTIONS } from '../../ui/company-type-options';
import { FormAlert } from '../../ui/FormAlert';
import { PublicLayout } from '../../ui/PublicLayout';
import { useSignUp } from './api';
import { verifyEmailUrl } from './identity-urls';
import { PasswordPolicyHints } from './PasswordPolicyHints';
import { usePasswordStrength } from './use-password-strength';

const FIELDS = ['user_name', 'email', 'password', 'company_type', 'company_name', 'accept_terms'];

export function SignUpPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useFormState({
    user_name: '',
    email: '',
    password: '',
    company_type: null as string | null,
    company_name: '',
    accept_terms: false,
  });
  const { values, errors, setField } = form;
  const strength = usePasswordStrength(values.password !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const checked = validateWith(signUpBodySchema, values);
    const policy = passwordPolicyMessage(
      passwordProblems(values.password, values.email, strength, values.user_name),
    );
    if (!checked.ok || policy) {
      form.setErrors({ ...(checked.ok ? {} : checked.errors), ...(policy ? { password: policy } : {}) });
      return;
    }
    try {
      const result = await signUp.mutateAsync(checked.data);
      await navigate(verifyEmailUrl(checked.data.email), { state: { notice: result.message } });
    } catch (error) {
      const failure = describeFailure(error, FIELDS);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
    }
  };

  return (
    <PublicLayout
      title="Create your account"
      subtitle="Start with FIN Atlas in a minute; we will e-mail you a code to verify your address."
      width={520}
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/sign_in">
            Sign in
          </Anchor>
        </>
      }
    >
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <form onSubmit={submit} noValidate aria-label="Create your account">
        <Stack gap="sm">
          <TextInput
            label="Full name"
            autoComplete="name"
            required
            value={values.user_name}
            onChange={(e) => setField('user_name', e.currentTarget.value)}
            error={errors.user_name}
          />
          <TextInput
            label="Work e-mail"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(e) => setField('email', e.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(e) => setField('password', e.currentTarget.value)}
            error={errors.password}
            aria-describedby="sign-up-password-hints"
          />
          <PasswordPolicyHints
            id="sign-up-password-hints"
            password={values.password}
            email={values.email}
            userName={values.user_name}
          />
          <Select
            label="Company type"
            placeholder="Choose one"
            required
            data={COMPANY_TYPE_OPTIONS}
            value={values.company_type}
            onChange={(value) => setField('company_type', value)}
            error={errors.company_type}
          />
          <TextInput
            label="Company name"
            autoComplete="organization"
            required
            value={values.company_name}
            onChange={(e) => setField('company_name', e.currentTarget.value)}
            error={errors.company_name}
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
            checked={values.accept_terms}
            onChange={(e) => setField('accept_terms', e.currentTarget.checked)}
            error={errors.accept_terms}
          />
          <Button type="submit" loading={signUp.isPending} fullWidth mt="xs">
            Create account
          </Button>
        </Stack>
      </form>
    </PublicLayout>
  );
}
