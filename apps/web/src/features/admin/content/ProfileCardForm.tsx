import {
  CONTENT_LIMITS,
  FI_TYPE_LABELS,
  FI_TYPES,
  type FiType,
  type ProfileCardBody,
  type ProfileCardOptions,
} from '@fin-atlas/domain';
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { FormAlert } from '../../../ui/FormAlert';
import { pageNamer } from './card-labels';

const typesOf = (m: { bank: boolean; credit_union: boolean }) =>
  [m.bank ? 'banks' : null, m.credit_union ? 'credit unions' : null].filter(Boolean).join(' and ');

/** What the form can say before asking the server, which checks the same and the metrics' formulas. */
function problemOf(draft: ProfileCardBody): string | null {
  if (!draft.section) return 'Choose the page the card belongs to.';
  if (draft.metrics.length === 0) return 'Choose at least one metric.';
  if (draft.fi_types.length === 0) return 'Choose the institution types that see the card.';
  return null;
}

/** A card's page, title, metrics, order, institution types, description and status. */
export function ProfileCardForm({
  initial,
  options,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: ProfileCardBody;
  options: ProfileCardOptions;
  submitLabel: string;
  onSubmit: (body: ProfileCardBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ProfileCardBody>) => setDraft((d) => ({ ...d, ...patch }));
  const pageName = pageNamer(options);
  const submit = async () => {
    const local = problemOf(draft);
    setProblem(local);
    if (local) return;
    setBusy(true);
    try {
      await onSubmit(draft);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm" maw={720}>
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        <Select
          label="Page"
          required
          searchable
          data={options.sections.map((s) => ({ value: s.id, label: pageName(s.id) }))}
          value={draft.section || null}
          onChange={(value) => set({ section: value ?? '' })}
        />
        <TextInput
          label="Title"
          description="Leave empty to show each metric's own name."
          value={draft.title}
          maxLength={CONTENT_LIMITS.maxCardTitle}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
        <MultiSelect
          label="Metrics"
          description="Each institution type sees the first metric that has a formula for it: list a bank measure and a credit union measure to show both."
          required
          searchable
          limit={50}
          maxValues={CONTENT_LIMITS.maxCardMetrics}
          data={options.metrics.map((m) => ({
            value: m.id,
            label: `${m.name} (${typesOf(m) || 'no formula'})`,
          }))}
          value={draft.metrics}
          onChange={(metrics) => set({ metrics })}
        />
        <NumberInput
          label="Order"
          description="Cards show in ascending order; on an Advisor page the first two lead the section's Executive Brief."
          required
          min={1}
          max={CONTENT_LIMITS.maxCardOrder}
          allowDecimal={false}
          value={draft.display_order}
          onChange={(value) => set({ display_order: typeof value === 'number' ? value : Number(value) || 1 })}
          styles={{ input: { maxWidth: 200 } }}
        />
        <Checkbox.Group
          label="Shown to"
          required
          value={[...draft.fi_types]}
          onChange={(values) => set({ fi_types: FI_TYPES.filter((t) => values.includes(t)) as FiType[] })}
        >
          <Group mt={4}>
            {FI_TYPES.map((t) => (
              <Checkbox key={t} value={t} label={FI_TYPE_LABELS[t]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Textarea
          label="Description"
          description="For the admins: what the card is for."
          autosize
          minRows={2}
          value={draft.description}
          maxLength={CONTENT_LIMITS.maxCardDescription}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
        <Switch
          label="Active (shown on the page)"
          checked={draft.is_active}
          onChange={(e) => set({ is_active: e.currentTarget.checked })}
        />
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
