import { Input, SegmentedControl } from '@mantine/core';

type SegmentedFieldProps = {
  label: string;
  items: readonly { id: number | string; name: string }[];
  value: number | string;
  onChange: (id: string) => void;
};

/** A labelled choice among a few options, all in view (measures, FI types), for the options panels. */
export function SegmentedField({ label, items, value, onChange }: SegmentedFieldProps) {
  return (
    <Input.Wrapper label={label}>
      <SegmentedControl
        fullWidth
        size="xs"
        aria-label={label}
        value={String(value)}
        onChange={onChange}
        data={items.map((item) => ({ value: String(item.id), label: item.name }))}
      />
    </Input.Wrapper>
  );
}
