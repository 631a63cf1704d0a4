import { type PricingSchedule, type PricingScheduleBody, pricingScheduleBodySchema } from '@fin-atlas/domain';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { describeFailure, validateWith } from '../../../core/forms/field-errors';
import { useFormState } from '../../../core/forms/use-form-state';
import { FormAlert } from '../../../ui/FormAlert';

const FIELDS = [
  'name',
  'cost_per_fi_per_element',
  'minimum_price',
  'discount_percent',
  'token_value',
  'tiers',
];

type Tier = { key: number; min_fis: number | string; discount_percent: number | string };

type TermsValues = {
  name: string;
  cost_per_fi_per_element: number | string;
  minimum_price: number | string;
  discount_percent: number | string;
  token_value: number | string;
  tiers: Tier[];
};

// An empty number box is sent as nothing, so the schema's message ("Enter ...") is what shows.
const numberOrNothing = (value: number | string) => (value === '' ? undefined : Number(value));

function initialValues(schedule: PricingSchedule | undefined): TermsValues {
  return {
    name: schedule?.name ?? '',
    cost_per_fi_per_element: schedule?.cost_per_fi_per_element ?? '',
    minimum_price: schedule?.minimum_price ?? 0,
    discount_percent: schedule?.discount_percent ?? 0,
    token_value: schedule?.token_value ?? 1,
    tiers: (schedule?.tiers ?? []).map((t, i) => ({ key: i, ...t })),
  };
}

const toBody = (v: TermsValues) => ({
  name: v.name,
  cost_per_fi_per_element: numberOrNothing(v.cost_per_fi_per_element),
  minimum_price: numberOrNothing(v.minimum_price),
  discount_percent: numberOrNothing(v.discount_percent),
  token_value: numberOrNothing(v.token_value),
  tiers: v.tiers.map((t) => ({
    min_fis: numberOrNothing(t.min_fis),
    discount_percent: numberOrNothing(t.discount_percent),
  })),
});

/** The first tier problem, wherever in the list it is: "tiers.1.min_fis" shows under the tiers. */
const tierError = (errors: Partial<Record<string, string>>) =>
  Object.entries(errors).find(([key]) => key === 'tiers' || key.startsWith('tiers.'))?.[1];

type ScheduleTermsFormProps = {
  /** The schedule or template edited; a new template when absent. */
  schedule?: PricingSchedule;
  submitLabel: string;
  saving: boolean;
  onSubmit: (body: PricingScheduleBody) => Promise<unknown>;
  onCancel?: () => void;
};

/**
 * A schedule's price terms: cost per institution per element, the minimum, the client discount, the
 * value of a token and the volume tiers. Checked with the server's own contract before it is sent.
 */
export function ScheduleTermsForm({
  schedule,
  submitLabel,
  saving,
  onSubmit,
  onCancel,
}: ScheduleTermsFormProps) {
  const form = useFormState(() => initialValues(schedule));
  const { values, errors, setField } = form;
  const [nextKey, setNextKey] = useState(values.tiers.length);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const checked = validateWith(pricingScheduleBodySchema, toBody(values));
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
    }
  };

  // Tier messages sit under the list ("tiers.1.min_fis"): any change to the list clears them.
  const setTiers = (tiers: Tier[]) => {
    setField('tiers', tiers);
    form.setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([k]) => !k.startsWith('tiers'))),
    );
  };
  const setTier = (key: number, change: Partial<Tier>) =>
    setTiers(values.tiers.map((t) => (t.key === key ? { ...t, ...change } : t)));

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={schedule ? `Edit ${schedule.name}` : 'New pricing template'}
    >
      <Stack gap="md">
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput
            label="Name"
            required
            value={values.name}
            onChange={(e) => setField('name', e.currentTarget.value)}
            error={errors.name}
          />
          <NumberInput
            label="Cost per institution per element"
            required
            prefix="$"
            decimalScale={4}
            min={0}
            value={values.cost_per_fi_per_element}
            onChange={(value) => setField('cost_per_fi_per_element', value)}
            error={errors.cost_per_fi_per_element}
          />
          <NumberInput
            label="Minimum price"
            prefix="$"
            decimalScale={2}
            thousandSeparator=","
            min={0}
            value={values.minimum_price}
            onChange={(value) => setField('minimum_price', value)}
            error={errors.minimum_price}
          />
          <NumberInput
            label="Client discount"
            suffix="%"
            decimalScale={2}
            min={0}
            max={100}
            value={values.discount_percent}
            onChange={(value) => setField('discount_percent', value)}
            error={errors.discount_percent}
          />
          <NumberInput
            label="Value of one token"
            prefix="$"
            decimalScale={2}
            min={0}
            value={values.token_value}
            onChange={(value) => setField('token_value', value)}
            error={errors.token_value}
          />
        </SimpleGrid>
        <Fieldset legend="Volume tiers">
          <Stack gap="xs">
            <Text fz="sm" c="dimmed">
              From a number of institutions on, a discount applies; the highest tier reached counts.
            </Text>
            {values.tiers.map((tier, i) => (
              <Group key={tier.key} align="flex-end" gap="sm">
                <NumberInput
                  label={`Tier ${i + 1}: from institutions`}
                  min={0}
                  thousandSeparator=","
                  allowDecimal={false}
                  value={tier.min_fis}
                  onChange={(value) => setTier(tier.key, { min_fis: value })}
                  w={200}
                />
                <NumberInput
                  label={`Tier ${i + 1}: discount`}
                  suffix="%"
                  decimalScale={2}
                  min={0}
                  max={100}
                  value={tier.discount_percent}
                  onChange={(value) => setTier(tier.key, { discount_percent: value })}
                  w={160}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove tier ${i + 1}`}
                  onClick={() => setTiers(values.tiers.filter((t) => t.key !== tier.key))}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            {tierError(errors) ? (
              <Text c="red" fz="sm" role="alert">
                {tierError(errors)}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="default"
                size="xs"
                onClick={() => {
                  setTiers([...values.tiers, { key: nextKey, min_fis: '', discount_percent: '' }]);
                  setNextKey(nextKey + 1);
                }}
              >
                Add a tier
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
