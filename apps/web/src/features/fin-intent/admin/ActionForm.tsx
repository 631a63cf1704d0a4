import {
  INTENT_ACTION_KIND_LABELS,
  INTENT_ACTION_KINDS,
  INTENT_LEVEL_LABELS,
  INTENT_LEVELS,
  type IntentAction,
  type IntentActionBody,
  type IntentActionKind,
  type IntentLevel,
  intentActionBodySchema,
} from '@fin-atlas/domain';
import { Button, Group, Modal, Radio, Select, Stack, Switch, TextInput } from '@mantine/core';
import { describeFailure, validateWith } from '../../../core/forms/field-errors';
import { useFormState } from '../../../core/forms/use-form-state';
import { FormAlert } from '../../../ui/FormAlert';
import { useAdminSignals, useCrmListChoices } from '../api';

type ActionDraft = {
  name: string;
  signal_id: number | null;
  level: IntentLevel;
  kind: IntentActionKind;
  org_list_id: number | null;
  is_active: boolean;
};

const draftOf = (action: IntentAction | null): ActionDraft => ({
  name: action?.name ?? '',
  signal_id: action?.signal?.id ?? null,
  level: action?.level ?? 'in_depth_research',
  kind: action?.kind ?? 'notify',
  org_list_id: action?.org_list?.id ?? null,
  is_active: action?.is_active ?? true,
});

const FIELDS = ['name', 'signal_id', 'level', 'kind', 'org_list_id'];
const ANY_SIGNAL = 'any';

type ActionFormProps = {
  /** The action edited; null creates one. */
  action: IntentAction | null;
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (body: IntentActionBody) => Promise<unknown>;
};

/** What happens when an institution reaches a level: on one signal or any, notify followers or fill a CRM list. */
export function ActionForm({ action, opened, saving, onClose, onSave }: ActionFormProps) {
  const { values, setField, errors, setErrors, formError, setFormError } = useFormState(() =>
    draftOf(action),
  );
  const signals = useAdminSignals();
  const lists = useCrmListChoices();

  const submit = async () => {
    setFormError(null);
    const checked = validateWith(intentActionBodySchema, {
      ...values,
      org_list_id: values.kind === 'crm_list' ? values.org_list_id : null,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      await onSave(checked.data);
    } catch (error) {
      const failure = describeFailure(error, FIELDS);
      setErrors(failure.fields);
      setFormError(failure.message);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={action ? `Edit ${action.name}` : 'New action'} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextInput
            label="Name"
            required
            data-autofocus
            value={values.name}
            error={errors.name}
            onChange={(e) => setField('name', e.currentTarget.value)}
          />
          <Select
            label="Signal"
            data={[
              { value: ANY_SIGNAL, label: 'Any signal' },
              ...(signals.data?.signals ?? []).map((s) => ({ value: String(s.id), label: s.name })),
            ]}
            searchable
            allowDeselect={false}
            value={values.signal_id === null ? ANY_SIGNAL : String(values.signal_id)}
            error={errors.signal_id}
            onChange={(v) => setField('signal_id', v && v !== ANY_SIGNAL ? Number(v) : null)}
          />
          <Select
            label="When an institution reaches"
            data={INTENT_LEVELS.map((l) => ({ value: l, label: INTENT_LEVEL_LABELS[l] }))}
            allowDeselect={false}
            value={values.level}
            error={errors.level}
            onChange={(v) => v && setField('level', v as IntentLevel)}
          />
          <Radio.Group
            label="Then"
            value={values.kind}
            onChange={(v) => setField('kind', v as IntentActionKind)}
            error={errors.kind}
          >
            <Stack gap={6} mt={4}>
              {INTENT_ACTION_KINDS.map((k) => (
                <Radio key={k} value={k} label={INTENT_ACTION_KIND_LABELS[k]} />
              ))}
            </Stack>
          </Radio.Group>
          {values.kind === 'crm_list' ? (
            <Select
              label="CRM list"
              required
              placeholder={lists.data?.crm_lists.length === 0 ? 'No CRM lists yet' : 'Choose a list'}
              data={(lists.data?.crm_lists ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
              searchable
              value={values.org_list_id === null ? null : String(values.org_list_id)}
              error={errors.org_list_id}
              onChange={(v) => setField('org_list_id', v ? Number(v) : null)}
            />
          ) : null}
          <Switch
            label="Active"
            checked={values.is_active}
            onChange={(e) => setField('is_active', e.currentTarget.checked)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {action ? 'Save action' : 'Create action'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
