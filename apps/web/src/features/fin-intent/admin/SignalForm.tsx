import { INTENT_SCORE_MAX, type IntentElement, type IntentSignalBody } from '@fin-atlas/domain';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo } from 'react';
import { describeFailure } from '../../../core/forms/field-errors';
import { useFormState } from '../../../core/forms/use-form-state';
import { FormAlert } from '../../../ui/FormAlert';
import { useSolutionChoices } from '../api';
import { ElementsEditor } from './ElementsEditor';
import { fieldPaths, type NumberDraft, type SignalDraft, validateDraft } from './signal-draft';

const THRESHOLDS = [
  { key: 'early', label: 'Early Research from' },
  { key: 'active', label: 'Active Research from' },
  { key: 'in_depth', label: 'In-Depth Research from' },
] as const;

type SignalFormProps = {
  initial: SignalDraft;
  deleted: readonly IntentElement[];
  saving: boolean;
  submitLabel: string;
  /** Saves the checked body; a refusal comes back to the form (422 details next to their fields). */
  onSave: (body: IntentSignalBody) => Promise<unknown>;
};

/** A signal's definition: name, solution, thresholds of the three levels and the weighted elements. */
export function SignalForm({ initial, deleted, saving, submitLabel, onSave }: SignalFormProps) {
  const { values, setValues, setField, errors, setErrors, formError, setFormError } = useFormState(initial);
  const solutions = useSolutionChoices();
  const solutionOptions = useMemo(
    () =>
      (solutions.data?.categories ?? []).map((c) => ({
        group: c.name,
        items: c.solutions.map((s) => ({ value: String(s.id), label: s.name })),
      })),
    [solutions.data],
  );
  const setThreshold = (key: keyof SignalDraft['thresholds'], value: NumberDraft) => {
    setValues((current) => ({ ...current, thresholds: { ...current.thresholds, [key]: value } }));
    setErrors(({ thresholds: _order, [`thresholds.${key}`]: _own, ...rest }) => rest);
  };

  const submit = async () => {
    setFormError(null);
    const checked = validateDraft(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await onSave(checked.body);
    } catch (error) {
      const failure = describeFailure(error, fieldPaths(values));
      setErrors(failure.fields);
      setFormError(failure.message);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group align="flex-start" gap="md" wrap="wrap">
              <TextInput
                label="Name"
                required
                w={360}
                value={values.name}
                error={errors.name}
                onChange={(e) => setField('name', e.currentTarget.value)}
              />
              <Select
                label="Solution"
                description="Contract age and vendor consolidation read the product for it"
                placeholder="Any solution"
                w={320}
                data={solutionOptions}
                searchable
                clearable
                value={values.solution_id === null ? null : String(values.solution_id)}
                error={errors.solution_id}
                onChange={(v) => setField('solution_id', v ? Number(v) : null)}
              />
              <Switch
                mt={30}
                label="Active (shown to users and scored)"
                checked={values.is_active}
                onChange={(e) => setField('is_active', e.currentTarget.checked)}
              />
            </Group>
            <Textarea
              label="Description"
              description="What the signal means for a vendor, shown under its name"
              rows={3}
              value={values.description}
              error={errors.description}
              onChange={(e) => setField('description', e.currentTarget.value)}
            />
          </Stack>
        </Paper>
        <Paper
          withBorder
          radius="md"
          p="md"
          component="fieldset"
          aria-label="Thresholds"
          style={{ margin: 0 }}
        >
          <Title order={2} fz="lg" mb={4}>
            Thresholds
          </Title>
          <Text fz="sm" c="dimmed" mb="sm">
            The score (0 to {INTENT_SCORE_MAX}) at which an institution reaches each level; each level’s
            threshold is at least the one before.
          </Text>
          <Group gap="md" align="flex-start">
            {THRESHOLDS.map(({ key, label }) => (
              <NumberInput
                key={key}
                label={label}
                required
                w={220}
                min={0}
                max={INTENT_SCORE_MAX}
                decimalScale={1}
                value={values.thresholds[key]}
                error={errors[`thresholds.${key}`]}
                onChange={(v) => setThreshold(key, typeof v === 'number' ? v : '')}
              />
            ))}
          </Group>
          {errors.thresholds ? (
            <Text c="red.8" fz="sm" mt="xs" role="alert" data-testid="thresholds-error">
              {errors.thresholds}
            </Text>
          ) : null}
        </Paper>
        <ElementsEditor
          elements={values.elements}
          deleted={deleted}
          errors={errors}
          onChange={(elements, edited) => {
            setValues((current) => ({ ...current, elements }));
            // An edit clears its own message (a new kind, all of its settings'); adding or deleting
            // renumbers the elements, so their messages go.
            setErrors((current) =>
              Object.fromEntries(
                Object.entries(current).filter(([key]) =>
                  edited ? key !== 'elements' && !key.startsWith(edited) : !key.startsWith('elements'),
                ),
              ),
            );
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
