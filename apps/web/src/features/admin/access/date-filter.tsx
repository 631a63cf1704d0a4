import { TextInput } from '@mantine/core';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date from the URL as the API takes it (YYYY-MM-DD), or nothing. */
export const dateParam = (text: string | null): string | undefined =>
  text && ISO_DATE.test(text) ? text : undefined;

/** A From or To day of a report's filters; a half-typed date waits until it is whole. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      value={value ?? ''}
      onChange={(e) => {
        const next = e.currentTarget.value;
        if (next === '' || ISO_DATE.test(next)) onChange(next);
      }}
      w={170}
    />
  );
}
