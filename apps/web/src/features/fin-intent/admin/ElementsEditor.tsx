import {
  DELETED_ELEMENT_NAME,
  INTENT_ELEMENT_KIND_LABELS,
  INTENT_ELEMENT_KINDS,
  INTENT_LIMITS,
  type IntentElement,
  type IntentElementKind,
} from '@fin-atlas/domain';
import { Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FieldErrors } from '../../../core/forms/field-errors';
import { FormAlert } from '../../../ui/FormAlert';
import { elementInWords } from '../element-words';
import { decimal } from '../figures';
import { ElementParamsFields } from './ElementParamsFields';
import { type ElementDraft, newElement, withKind } from './signal-draft';

const KIND_OPTIONS = INTENT_ELEMENT_KINDS.map((k) => ({ value: k, label: INTENT_ELEMENT_KIND_LABELS[k] }));

type ElementsEditorProps = {
  elements: ElementDraft[];
  /** Elements deleted earlier that keep evidence: listed as '(Deleted)', no longer edited. */
  deleted: readonly IntentElement[];
  errors: FieldErrors;
  /** `edited` names the one field changed; without it the list itself changed (an element added or deleted). */
  onChange: (elements: ElementDraft[], edited?: string) => void;
};

/** The signal's weighted elements: each with its kind, weight and the settings its kind reads. */
export function ElementsEditor({ elements, deleted, errors, onChange }: ElementsEditorProps) {
  const replace = (index: number, next: ElementDraft, field: string) =>
    onChange(
      elements.map((e, i) => (i === index ? next : e)),
      `elements.${index}.${field}`,
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          Elements
        </Title>
        <Button
          variant="light"
          onClick={() => onChange([...elements, newElement()])}
          disabled={elements.length >= INTENT_LIMITS.elementsPerSignal}
        >
          Add element
        </Button>
      </Group>
      {errors.elements ? <FormAlert>{errors.elements}</FormAlert> : null}
      {elements.map((element, index) => (
        <Paper
          key={element.key}
          withBorder
          radius="md"
          p="sm"
          component="fieldset"
          aria-label={`Element ${index + 1}`}
          data-testid="element-row"
          style={{ margin: 0 }}
        >
          <Group align="flex-start" gap="sm" wrap="wrap" mb="sm">
            <TextInput
              label="Name"
              aria-label={`Element ${index + 1}: Name`}
              required
              w={280}
              value={element.name}
              error={errors[`elements.${index}.name`]}
              onChange={(e) => replace(index, { ...element, name: e.currentTarget.value }, 'name')}
            />
            <Select
              label="Evidence"
              aria-label={`Element ${index + 1}: Evidence`}
              w={260}
              data={KIND_OPTIONS}
              value={element.params.kind}
              allowDeselect={false}
              onChange={(kind) =>
                kind && replace(index, withKind(element, kind as IntentElementKind), 'params')
              }
            />
            <NumberInput
              label="Weight"
              aria-label={`Element ${index + 1}: Weight`}
              required
              w={110}
              min={0.1}
              max={100}
              decimalScale={1}
              value={element.weight}
              error={errors[`elements.${index}.weight`]}
              onChange={(v) =>
                replace(index, { ...element, weight: typeof v === 'number' ? v : '' }, 'weight')
              }
            />
            <Button
              variant="subtle"
              color="red"
              mt={25}
              onClick={() => onChange(elements.filter((_, i) => i !== index))}
              aria-label={`Delete element ${index + 1}${element.name ? ` (${element.name})` : ''}`}
            >
              Delete
            </Button>
          </Group>
          <ElementParamsFields
            element={element}
            index={index}
            errors={errors}
            onChange={(key, value) =>
              replace(index, { ...element, params: { ...element.params, [key]: value } }, `params.${key}`)
            }
          />
        </Paper>
      ))}
      {deleted.length > 0 ? (
        <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="deleted-elements">
          <Text fz="sm" fw={700} mb={4}>
            Deleted elements kept for their evidence
          </Text>
          {deleted.map((e) => (
            <Text key={e.id} fz="sm" c="dimmed">
              <Text span fs="italic" inherit>
                {DELETED_ELEMENT_NAME}
              </Text>{' '}
              · {INTENT_ELEMENT_KIND_LABELS[e.kind]}, weight {decimal(e.weight)}: {elementInWords(e.params)}
            </Text>
          ))}
        </Paper>
      ) : null}
      <Text fz="xs" c="dimmed">
        Deleting an element that has found evidence keeps that evidence: institutions’ history shows it as{' '}
        {DELETED_ELEMENT_NAME}. Changes apply from the next scoring.
      </Text>
    </Stack>
  );
}
