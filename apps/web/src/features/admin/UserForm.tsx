import {
  type AdminUserCreateBody,
  type AdminUserRow,
  type AdminUserUpdateBody,
  adminUserCreateBodySchema,
  adminUserUpdateBodySchema,
  type RoleName,
  roleHasAbility,
} from '@fin-atlas/domain';
import {
  Button,
  Fieldset,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { changedFields } from '../../core/forms/changed-fields';
import { describeFailure, validateWith } from '../../core/forms/field-errors';
import { useFormState } from '../../core/forms/use-form-state';
import { notifyError } from '../../core/notify';
import { useSession } from '../../core/session/use-session';
import { COMPANY_TYPE_OPTIONS } from '../../ui/company-type-options';
import { FormAlert } from '../../ui/FormAlert';
import { useAdminGroups, useClientGroups, usePartners } from './api';
import type { AdminConsole } from './consoles';
import { canChangeRole, roleChoices } from './role-choices';

const FIELDS = [
  'user_name',
  'email',
  'role',
  'company_type',
  'company_name',
  'is_fi_menu',
  'client_group_id',
  'partner_id',
  'group_ids',
];

type UserFormValues = {
  user_name: string;
  email: string;
  role: string | null;
  company_type: string | null;
  company_name: string;
  is_fi_menu: boolean;
  client_group_id: string | null;
  partner_id: string | null;
  group_ids: string[];
};

function initialValues(user: AdminUserRow | undefined): UserFormValues {
  return {
    user_name: user?.user_name ?? '',
    email: user?.email ?? '',
    role: user?.role.name ?? null,
    company_type: user?.company_type ?? null,
    company_name: user?.company_name ?? '',
    is_fi_menu: user?.is_fi_menu ?? false,
    client_group_id: user?.client_group ? String(user.client_group.id) : null,
    partner_id: user?.partner ? String(user.partner.id) : null,
    group_ids: user?.groups.map((group) => String(group.id)) ?? [],
  };
}

const toId = (value: string | null) => (value ? Number(value) : null);

type UserFormProps = {
  adminConsole: AdminConsole;
  /** Absent when inviting a new user. */
  user?: AdminUserRow;
  saving: boolean;
  /** Receives the body already checked against the create or update contract. */
  onSubmit: (body: AdminUserCreateBody | AdminUserUpdateBody) => Promise<unknown>;
};

type GroupsFieldsetProps = Pick<
  ReturnType<typeof useFormState<UserFormValues>>,
  'values' | 'errors' | 'setField'
> & {
  /** The user's groups now, kept selectable even outside the first page of groups. */
  currentGroups: readonly { id: number; name: string }[];
  isFinAdmin: boolean;
};

/** Where the user belongs: client group and partner (the FIN Admin's to set), then groups. */
function GroupsFieldset({ values, errors, setField, currentGroups, isFinAdmin }: GroupsFieldsetProps) {
  const groups = useAdminGroups({ per_page: 100 });
  const clientGroups = useClientGroups(isFinAdmin);
  const partners = usePartners(isFinAdmin);
  const groupOptions = new Map<string, string>();
  for (const group of currentGroups) groupOptions.set(String(group.id), group.name);
  for (const group of groups.data?.groups ?? []) groupOptions.set(String(group.id), group.name);
  return (
    <Fieldset legend="Groups">
      <Stack gap="sm">
        {isFinAdmin ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Client group"
              description="The customer this user belongs to; it decides the purchased modules."
              searchable
              clearable
              data={(clientGroups.data?.groups ?? []).map((g) => ({
                value: String(g.id),
                label: g.name,
              }))}
              value={values.client_group_id}
              onChange={(value) => setField('client_group_id', value)}
              error={errors.client_group_id}
              nothingFoundMessage="No client group found"
            />
            <Select
              label="Partner"
              description="Only for users of a partner site."
              clearable
              data={(partners.data?.partners ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              value={values.partner_id}
              onChange={(value) => setField('partner_id', value)}
              error={errors.partner_id}
            />
          </SimpleGrid>
        ) : null}
        <MultiSelect
          label="Groups"
          searchable
          clearable
          data={[...groupOptions].map(([value, label]) => ({ value, label }))}
          value={values.group_ids}
          onChange={(value) => setField('group_ids', value)}
          error={errors.group_ids}
          nothingFoundMessage="No group found"
        />
      </Stack>
    </Fieldset>
  );
}

/** One form for inviting and editing, in every console; what an actor may change follows their role. */
export function UserForm({ adminConsole, user, saving, onSubmit }: UserFormProps) {
  const { user: me } = useSession();
  const actorRole = me?.role.name ?? null;
  const isFinAdmin = roleHasAbility(actorRole, 'super_admin_board');
  const form = useFormState(() => initialValues(user));
  const { values, errors, setField } = form;

  // Nobody changes their own role (the server refuses it too), nor one above what they may assign.
  const roleEditable = !user || (user.id !== me?.id && canChangeRole(actorRole, user.role.name));

  const toBody = (v: UserFormValues) => ({
    user_name: v.user_name,
    company_type: v.company_type ?? undefined,
    company_name: v.company_name.trim() === '' ? (user ? null : undefined) : v.company_name,
    is_fi_menu: v.is_fi_menu,
    group_ids: v.group_ids.map(Number),
    ...(roleEditable ? { role: v.role ?? undefined } : {}),
    // Tenancy is the FIN Admin's to decide; other admins' users stay in the admin's own tenant.
    ...(isFinAdmin ? { client_group_id: toId(v.client_group_id), partner_id: toId(v.partner_id) } : {}),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const checked = user
      ? validateWith(adminUserUpdateBodySchema, changedFields(toBody(values), toBody(initialValues(user))))
      : validateWith(adminUserCreateBodySchema, { ...toBody(values), email: values.email });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      await onSubmit(checked.data);
    } catch (error) {
      const failure = describeFailure(error, FIELDS);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
      notifyError(error);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={user ? 'Edit user' : 'Invite user'}>
      <Stack gap="md">
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <Fieldset legend="Account">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Name"
              required
              value={values.user_name}
              onChange={(e) => setField('user_name', e.currentTarget.value)}
              error={errors.user_name}
            />
            <TextInput
              label="E-mail"
              type="email"
              required={!user}
              readOnly={Boolean(user)}
              variant={user ? 'filled' : 'default'}
              description={
                user
                  ? 'The e-mail address is the login and cannot be changed here.'
                  : 'We e-mail an invitation to this address.'
              }
              value={values.email}
              onChange={(e) => setField('email', e.currentTarget.value)}
              error={errors.email}
            />
            <Select
              label="Role"
              required
              data={roleChoices(actorRole, user?.role.name as RoleName | undefined)}
              value={values.role}
              onChange={(value) => setField('role', value)}
              disabled={!roleEditable}
              allowDeselect={false}
              error={errors.role}
            />
            <Switch
              label="Use the financial-institution (FI) menu"
              description="For bank and credit-union staff; vendors and advisors keep it off."
              checked={values.is_fi_menu}
              onChange={(e) => setField('is_fi_menu', e.currentTarget.checked)}
              mt="lg"
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Company">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Company type"
              required
              data={COMPANY_TYPE_OPTIONS}
              value={values.company_type}
              onChange={(value) => setField('company_type', value)}
              error={errors.company_type}
            />
            <TextInput
              label="Company name"
              value={values.company_name}
              onChange={(e) => setField('company_name', e.currentTarget.value)}
              error={errors.company_name}
            />
          </SimpleGrid>
        </Fieldset>
        <GroupsFieldset
          values={values}
          errors={errors}
          setField={setField}
          currentGroups={user?.groups ?? []}
          isFinAdmin={isFinAdmin}
        />
        <Group justify="flex-end">
          <Button component={Link} to={adminConsole.usersPath} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {user ? 'Save changes' : 'Send invitation'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
