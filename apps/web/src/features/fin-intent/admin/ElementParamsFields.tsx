import { MultiSelect, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors } from '../../../core/forms/field-errors';
import { ELEMENT_FIELDS, type ParamField } from './element-fields';
import type { ElementDraft } from './signal-draft';

type ParamsFieldsProps = {
  element: ElementDraft;
  /** The element's place in the list, for its error keys and field labels. */
  index: number;
  errors: FieldErrors;
  onChange: (key: string, value: unknown) => void;
};

function ParamInput({
  field,
  value,
  error,
  label,
  onChange,
}: {
  field: ParamField;
  value: unknown;
  error: string | undefined;
  label: string;
  onChange: (value: unknown) => void;
}) {
  const common = { label: field.label, error, 'aria-label': label };
  switch (field.type) {
    case 'text':
      return (
        <TextInput
          {...common}
          description={field.description}
          required={!field.optional}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          description={field.description}
          required
          min={field.min}
          max={field.max}
          step={field.step ?? 1}
          decimalScale={field.decimals ?? 0}
          thousandSeparator={field.thousands ? ',' : undefined}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
        />
      );
    case 'choice':
      return (
        <Select
          {...common}
          required
          data={[...field.choices]}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v)}
          allowDeselect={false}
        />
      );
    case 'multi':
      return (
        <MultiSelect
          {...common}
          required
          data={[...field.choices]}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(v) => onChange(v)}
        />
      );
  }
}

/** The settings of one element, the fields its kind has (intentElementParamsSchema's, per kind). */
export function ElementParamsFields({ element, index, errors, onChange }: ParamsFieldsProps) {
  const fields = ELEMENT_FIELDS[element.params.kind];
  return (
    <SimpleGrid cols={{ base: 1, md: Math.min(fields.length, 4) }} spacing="sm" data-testid="element-params">
      {fields.map((field) => (
        <ParamInput
          key={field.key}
          field={field}
          value={element.params[field.key]}
          error={errors[`elements.${index}.params.${field.key}`]}
          label={`Element ${index + 1}: ${field.label}`}
          onChange={(value) => onChange(field.key, value)}
        />
      ))}
    </SimpleGrid>
  );
}
