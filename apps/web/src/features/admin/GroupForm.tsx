import {
  type AdminGroupBody,
  type AdminGroupDetail,
  adminGroupBodySchema,
  CLIENT_GROUP_TYPE_ID,
  ENTERPRISE_PERMISSIONS,
  type EnterprisePermission,
  GROUP_TYPES,
  PURCHASED_MODULE_FLAGS,
  type PurchasedModuleFlag,
  roleHasAbility,
} from '@fin-atlas/domain';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { changedFields } from '../../core/forms/changed-fields';
import { describeFailure, validateWith } from '../../core/forms/field-errors';
import { useFormState } from '../../core/forms/use-form-state';
import { notifyError } from '../../core/notify';
import { useSession } from '../../core/session/use-session';
import { FormAlert } from '../../ui/FormAlert';
import { useAdminGroups, useAdminUsers, useEveryGroup, usePartners } from './api';
import type { AdminConsole } from './consoles';
import { ENTERPRISE_PERMISSION_OPTIONS, GROUP_TYPE_OPTIONS, PURCHASED_MODULE_OPTIONS } from './module-labels';

const FIELDS = [
  'name',
  'group_type_id',
  'partner_id',
  'parent_group_id',
  'purchased_modules',
  'enterprise_permissions',
  'member_ids',
];
const USER_GROUP_TYPE = String(GROUP_TYPES.find((type) => type.name === 'user_group')?.id ?? 4);
const CLIENT_GROUP_TYPE = String(CLIENT_GROUP_TYPE_ID);

type GroupFormValues = {
  name: string;
  group_type_id: string | null;
  partner_id: string | null;
  parent_group_id: string | null;
  purchased_modules: PurchasedModuleFlag[];
  enterprise_permissions: EnterprisePermission[];
  member_ids: string[];
};

function initialValues(group: AdminGroupDetail | undefined, defaultType: string | null): GroupFormValues {
  return {
    name: group?.name ?? '',
    group_type_id: group ? String(group.group_type_id) : defaultType,
    partner_id: group?.partner ? String(group.partner.id) : null,
    parent_group_id: group?.parent_group ? String(group.parent_group.id) : null,
    purchased_modules: PURCHASED_MODULE_FLAGS.filter((flag) => group?.purchased_modules[flag]),
    enterprise_permissions: ENTERPRISE_PERMISSIONS.filter((flag) => group?.enterprise_permissions[flag]),
    member_ids: group?.members.map((member) => String(member.id)) ?? [],
  };
}

/** Checkbox lists send every flag, so switching one off is as explicit as switching it on. */
function flagRecord<F extends string>(all: readonly F[], chosen: readonly F[]): Record<F, boolean> {
  return Object.fromEntries(all.map((flag) => [flag, chosen.includes(flag)])) as Record<F, boolean>;
}

const toId = (value: string | null) => (value ? Number(value) : null);

type FlagsFieldsetProps<F extends string> = {
  legend: string;
  /** Why the boxes cannot be changed, above them. */
  note?: string | null;
  options: readonly { value: F; label: string }[];
  value: F[];
  onChange: (value: F[]) => void;
  error?: string;
  disabled: boolean;
  /** Only these may be changed (a partner grants what its partnership holds); all when absent. */
  changeable?: readonly F[];
};

/** A group's purchases or permissions as a box per flag. */
function FlagsFieldset<F extends string>({
  legend,
  note,
  options,
  value,
  onChange,
  error,
  disabled,
  changeable,
}: FlagsFieldsetProps<F>) {
  return (
    <Fieldset legend={legend}>
      {note ? (
        <Text fz="sm" c="dimmed" mb="xs">
          {note}
        </Text>
      ) : null}
      <Checkbox.Group
        aria-label={legend}
        value={value}
        onChange={(next) => onChange(next as F[])}
        error={error}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          {options.map((option) => (
            <Checkbox
              key={option.value}
              value={option.value}
              label={option.label}
              disabled={disabled || (changeable !== undefined && !changeable.includes(option.value))}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Fieldset>
  );
}

type MembersFieldsetProps = {
  members: readonly { id: number; user_name: string; email: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
};

/** The group's members, with a search over the users the admin may add. */
function MembersFieldset({ members, value, onChange, error }: MembersFieldsetProps) {
  const [memberSearch, setMemberSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(memberSearch.trim(), 300);
  const candidates = useAdminUsers({ q: debouncedSearch || undefined, per_page: 100 });
  // Current members stay listed (and selected) whatever the search returns.
  const memberOptions = new Map<string, string>();
  for (const member of members) memberOptions.set(String(member.id), `${member.user_name} (${member.email})`);
  for (const user of candidates.data?.users ?? [])
    memberOptions.set(String(user.id), `${user.user_name} (${user.email})`);
  return (
    <Fieldset legend="Members">
      <MultiSelect
        label="Members"
        description="Search by name or e-mail."
        searchable
        clearable
        searchValue={memberSearch}
        onSearchChange={setMemberSearch}
        data={[...memberOptions].map(([option, label]) => ({ value: option, label }))}
        value={value}
        onChange={onChange}
        error={error}
        nothingFoundMessage={candidates.isFetching ? 'Searching…' : 'No user found'}
      />
    </Fieldset>
  );
}

type GroupFieldsetProps = Pick<
  ReturnType<typeof useFormState<GroupFormValues>>,
  'values' | 'errors' | 'setField'
> & {
  group?: AdminGroupDetail;
  isFinAdmin: boolean;
  isPartner: boolean;
};

/**
 * Name, type and place of the group: its partner and parent are the FIN Admin's to set; a partner
 * admin's new groups are its credit unions' client groups.
 */
function GroupFieldset({ values, errors, setField, group, isFinAdmin, isPartner }: GroupFieldsetProps) {
  const partners = usePartners(isFinAdmin);
  const everyGroup = useEveryGroup(isFinAdmin);
  // Other admins only see the parent of an existing group; the list lets the select show its name.
  const ownGroups = useAdminGroups({ per_page: 100 }, { enabled: !isFinAdmin && Boolean(group) });

  const parentChoices = (isFinAdmin ? everyGroup.data?.groups : ownGroups.data?.groups) ?? [];
  const parentOptions = parentChoices
    .filter((candidate) => candidate.id !== group?.id)
    .map((candidate) => ({ value: String(candidate.id), label: candidate.name }));
  if (group?.parent_group && !parentOptions.some((o) => o.value === String(group.parent_group?.id))) {
    parentOptions.push({ value: String(group.parent_group.id), label: group.parent_group.name });
  }

  const nameLocked = !isFinAdmin && group?.group_type_id === CLIENT_GROUP_TYPE_ID;
  const ownType = isPartner ? CLIENT_GROUP_TYPE : USER_GROUP_TYPE;
  const typeOptions = isFinAdmin
    ? GROUP_TYPE_OPTIONS
    : GROUP_TYPE_OPTIONS.filter((o) => o.value === ownType || o.value === values.group_type_id);
  return (
    <Fieldset legend="Group">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Name"
          required
          disabled={nameLocked}
          description={
            nameLocked
              ? isPartner
                ? 'A client group carries its company’s name; FIN Atlas renames it.'
                : 'The client group carries your company name: change it in Profile Settings.'
              : undefined
          }
          value={values.name}
          onChange={(e) => setField('name', e.currentTarget.value)}
          error={errors.name}
        />
        <Select
          label="Type"
          required
          data={typeOptions}
          value={values.group_type_id}
          onChange={(value) => setField('group_type_id', value)}
          disabled={!isFinAdmin && Boolean(group)}
          allowDeselect={false}
          error={errors.group_type_id}
        />
        {isFinAdmin ? (
          <Select
            label="Partner"
            clearable
            data={(partners.data?.partners ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={values.partner_id}
            onChange={(value) => setField('partner_id', value)}
            error={errors.partner_id}
          />
        ) : null}
        {isFinAdmin || group ? (
          <Select
            label="Parent group"
            searchable
            clearable
            data={parentOptions}
            value={values.parent_group_id}
            onChange={(value) => setField('parent_group_id', value)}
            disabled={!isFinAdmin}
            error={errors.parent_group_id}
            nothingFoundMessage="No group found"
          />
        ) : null}
      </SimpleGrid>
    </Fieldset>
  );
}

type GroupFormProps = {
  adminConsole: AdminConsole;
  group?: AdminGroupDetail;
  saving: boolean;
  onSubmit: (body: AdminGroupBody) => Promise<unknown>;
};

export function GroupForm({ adminConsole, group, saving, onSubmit }: GroupFormProps) {
  const { user: me } = useSession();
  const actorRole = me?.role.name ?? null;
  const isFinAdmin = roleHasAbility(actorRole, 'super_admin_board');
  const isPartner = adminConsole.id === 'partner_admin';
  // Purchases are contracts: a FIN Admin changes them; a partner admin grants its credit unions what
  // the partnership holds (its own purchases); a client admin sees what the tenant bought.
  const canEditPurchases = roleHasAbility(actorRole, 'edit_client_group') || isPartner;
  const partnerHolds = isPartner
    ? {
        modules: PURCHASED_MODULE_FLAGS.filter((f) => me?.module_permission[f] === true),
        enterprise: ENTERPRISE_PERMISSIONS.filter((f) => me?.enterprise_permissions[f] === true),
      }
    : null;
  const ownType = isFinAdmin ? null : isPartner ? CLIENT_GROUP_TYPE : USER_GROUP_TYPE;
  const form = useFormState(() => initialValues(group, ownType));
  const { values, errors, setField } = form;

  const toBody = (v: GroupFormValues): AdminGroupBody => ({
    name: v.name,
    group_type_id: v.group_type_id ? Number(v.group_type_id) : undefined,
    member_ids: v.member_ids.map(Number),
    // Structure and entitlements are the FIN Admin's; a client admin's groups hang under their client group.
    ...(isFinAdmin ? { partner_id: toId(v.partner_id), parent_group_id: toId(v.parent_group_id) } : {}),
    ...(canEditPurchases
      ? {
          purchased_modules: flagRecord(PURCHASED_MODULE_FLAGS, v.purchased_modules),
          enterprise_permissions: flagRecord(ENTERPRISE_PERMISSIONS, v.enterprise_permissions),
        }
      : {}),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const body = group ? changedFields(toBody(values), toBody(initialValues(group, null))) : toBody(values);
    const checked = validateWith(adminGroupBodySchema, body);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    if (!group && checked.data.group_type_id === undefined) {
      form.setErrors({ group_type_id: 'Choose a group type.' });
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
    <form onSubmit={submit} noValidate aria-label={group ? 'Edit group' : 'New group'}>
      <Stack gap="md">
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <GroupFieldset
          values={values}
          errors={errors}
          setField={setField}
          group={group}
          isFinAdmin={isFinAdmin}
          isPartner={isPartner}
        />
        <FlagsFieldset
          legend="Purchased modules"
          note={
            partnerHolds
              ? 'You grant what your partnership includes; FIN Atlas grants the others.'
              : canEditPurchases
                ? null
                : 'Purchases are managed by FIN Atlas. Contact your account manager to change them.'
          }
          options={PURCHASED_MODULE_OPTIONS}
          value={values.purchased_modules}
          onChange={(value) => setField('purchased_modules', value)}
          error={errors.purchased_modules}
          disabled={!canEditPurchases}
          changeable={partnerHolds?.modules}
        />
        <FlagsFieldset
          legend="Enterprise permissions"
          options={ENTERPRISE_PERMISSION_OPTIONS}
          value={values.enterprise_permissions}
          onChange={(value) => setField('enterprise_permissions', value)}
          error={errors.enterprise_permissions}
          disabled={!canEditPurchases}
          changeable={partnerHolds?.enterprise}
        />
        <MembersFieldset
          members={group?.members ?? []}
          value={values.member_ids}
          onChange={(value) => setField('member_ids', value)}
          error={errors.member_ids}
        />
        <Group justify="flex-end">
          <Button component={Link} to={adminConsole.groupsPath} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {group ? 'Save changes' : 'Create group'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
