import { type GroupProfile, type GroupProfileBody, groupProfileBodySchema } from '@fin-atlas/domain';
import { Button, Fieldset, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { describeFailure, validateWith } from '../../../core/forms/field-errors';
import { useFormState } from '../../../core/forms/use-form-state';
import { notifyError, notifySuccess } from '../../../core/notify';
import { COMPANY_TYPE_OPTIONS } from '../../../ui/company-type-options';
import { FormAlert } from '../../../ui/FormAlert';
import { useSaveGroupProfile } from './api';

const FIELDS = [
  'name',
  'company_type',
  'contact_name',
  'contact_email',
  'contact_phone',
  'website',
  'menu_type',
];

type Values = {
  name: string;
  company_type: string | null;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  website: string;
  menu_type: string;
};

const valuesOf = (p: GroupProfile): Values => ({
  name: p.name,
  company_type: p.company_type,
  contact_name: p.contact_name,
  contact_email: p.contact_email,
  contact_phone: p.contact_phone,
  website: p.website,
  menu_type: p.menu_type,
});

/** The company's name, type, contact, website and menu type, checked with the server's own rules. */
export function GroupProfileForm({ groupId, profile }: { groupId: number | null; profile: GroupProfile }) {
  const form = useFormState<Values>(() => valuesOf(profile));
  const { values, errors, setField } = form;
  const save = useSaveGroupProfile(groupId);

  const submit = async () => {
    form.setFormError(null);
    const checked = validateWith(groupProfileBodySchema, values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      await save.mutateAsync(checked.data as GroupProfileBody);
      notifySuccess();
    } catch (error) {
      const failure = describeFailure(error, FIELDS);
      form.setErrors(failure.fields);
      form.setFormError(failure.message);
      notifyError(error);
    }
  };
  const text = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={values[name] ?? ''}
      onChange={(e) => setField(name, e.currentTarget.value)}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <Stack gap="md" component="form" aria-label="Company profile" onSubmit={(e) => e.preventDefault()}>
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <Fieldset legend="Company">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('name', 'Company name', { required: true })}
          <Select
            label="Company type"
            required
            data={COMPANY_TYPE_OPTIONS}
            value={values.company_type}
            onChange={(value) => setField('company_type', value)}
            error={errors.company_type}
            allowDeselect={false}
          />
          {text('website', 'Website', { placeholder: 'company.com' })}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Contact">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('contact_name', 'Contact name')}
          {text('contact_email', 'Contact e-mail', { type: 'email' })}
          {text('contact_phone', 'Contact phone', { type: 'tel' })}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Menu">
        <Radio.Group
          label="Menu type"
          description="Every user of your company gets this menu and home page."
          value={values.menu_type}
          onChange={(value) => setField('menu_type', value)}
          error={errors.menu_type}
        >
          <Group mt="xs">
            <Radio value="fi" label="Financial institution (FI menu)" />
            <Radio value="vendor" label="Vendor and advisor" />
          </Group>
        </Radio.Group>
      </Fieldset>
      <Group justify="flex-end">
        <Text fz="xs" c="dimmed" mr="auto">
          Changing the menu type changes the menu of every user of the company at their next page.
        </Text>
        <Button onClick={() => void submit()} loading={save.isPending}>
          Save profile
        </Button>
      </Group>
    </Stack>
  );
}
