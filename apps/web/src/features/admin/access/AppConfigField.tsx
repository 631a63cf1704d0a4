import { APP_CONFIGS, type AppConfigKey, type AppConfigRow, checkAppConfigValue } from '@fin-atlas/domain';
import { Badge, Button, Card, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { describeFailure } from '../../../core/forms/field-errors';
import { notifySuccess } from '../../../core/notify';
import { formatDateTime } from '../../../ui/format';
import { useResetAppConfig, useSaveAppConfig } from './api';

type Draft = string | number | '';

function defaultText(key: AppConfigKey): string {
  const spec = APP_CONFIGS[key];
  if (spec.kind === 'integer') return `${spec.default} ${spec.unit}`;
  if (spec.kind === 'choice')
    return spec.options.find((o) => o.value === spec.default)?.label ?? String(spec.default);
  return spec.default === '' ? 'empty' : `“${spec.default}”`;
}

function Input({
  configKey,
  value,
  error,
  onChange,
}: {
  configKey: AppConfigKey;
  value: Draft;
  error: string | undefined;
  onChange: (value: Draft) => void;
}) {
  const spec = APP_CONFIGS[configKey];
  const label = spec.label;
  if (spec.kind === 'integer') {
    return (
      <NumberInput
        label={label}
        value={value}
        onChange={(v) => onChange(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
        min={spec.min}
        max={spec.max}
        allowDecimal={false}
        suffix={` ${spec.unit}`}
        error={error}
        w={220}
      />
    );
  }
  if (spec.kind === 'choice') {
    return (
      <Select
        label={label}
        data={spec.options.map((o) => ({ value: String(o.value), label: o.label }))}
        value={String(value)}
        onChange={(v) => v !== null && onChange(v)}
        allowDeselect={false}
        error={error}
        w={220}
      />
    );
  }
  return (
    <TextInput
      label={label}
      value={String(value)}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={spec.maxLength}
      error={error}
      style={{ flex: 1, minWidth: 280 }}
    />
  );
}

/** One setting: its value checked as the server checks it, saved or put back to its default. */
export function AppConfigField({ row }: { row: AppConfigRow }) {
  const spec = APP_CONFIGS[row.key];
  const [draft, setDraft] = useState<Draft>(row.value);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveAppConfig();
  const reset = useResetAppConfig();
  // A saved or reset value (here or by another admin) replaces the draft.
  useEffect(() => setDraft(row.value), [row.value]);
  const changed = draft !== row.value;

  const submit = async () => {
    const checked = checkAppConfigValue(row.key, draft);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync({ key: row.key, value: checked.value });
      notifySuccess(`${spec.label} saved.`);
    } catch (failure) {
      const described = describeFailure(failure, ['value']);
      setError(described.fields.value ?? described.message ?? undefined);
    }
  };

  const restore = async () => {
    try {
      await reset.mutateAsync(row.key);
      setError(undefined);
      notifySuccess(`${spec.label} is back to its default.`);
    } catch (failure) {
      setError(describeFailure(failure, []).message ?? undefined);
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-label={spec.label}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fz="sm" c="gray.7" maw={720}>
            {spec.description}
          </Text>
          <Badge variant="light" color={row.is_default ? 'gray' : 'blue'} style={{ flexShrink: 0 }}>
            {row.is_default ? 'Default' : 'Changed'}
          </Badge>
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Input configKey={row.key} value={draft} error={error} onChange={setDraft} />
          <Button onClick={() => void submit()} disabled={!changed} loading={save.isPending}>
            Save
          </Button>
          {!row.is_default ? (
            <Button variant="default" onClick={() => void restore()} loading={reset.isPending}>
              Reset to default
            </Button>
          ) : null}
        </Group>
        <Text fz="xs" c="dimmed">
          Key <code>{row.key}</code> · default {defaultText(row.key)}
          {row.updated_at
            ? ` · changed ${formatDateTime(row.updated_at)}${row.updated_by ? ` by ${row.updated_by.email}` : ''}`
            : ''}
        </Text>
      </Stack>
    </Card>
  );
}
