import {
  DOWNLOAD_FORMATS,
  SUBSCRIPTION_DELIVERY_MODES,
  SUBSCRIPTION_LIMITS,
  SUBSCRIPTION_SCHEDULES,
  type SubscriptionDeliveryMode,
  type SubscriptionSchedule,
} from '@fin-atlas/domain';
import { Group, Radio, Select, Stack } from '@mantine/core';
import { formatFileSize } from '../../ui/format';

export type DeliveryChoice = {
  schedule: SubscriptionSchedule;
  delivery_mode: SubscriptionDeliveryMode;
  delivery_format: (typeof DOWNLOAD_FORMATS)[number];
};

const SCHEDULE_OPTIONS = SUBSCRIPTION_SCHEDULES.map((s) => ({ value: s.value, label: s.label }));

const isSchedule = (value: string | null): value is SubscriptionSchedule =>
  SUBSCRIPTION_SCHEDULES.some((s) => s.value === value);
const isMode = (value: string): value is SubscriptionDeliveryMode =>
  SUBSCRIPTION_DELIVERY_MODES.some((m) => m.value === value);
const isFormat = (value: string): value is DeliveryChoice['delivery_format'] =>
  (DOWNLOAD_FORMATS as readonly string[]).includes(value);

const FORMAT_LABELS: Record<DeliveryChoice['delivery_format'], string> = {
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
};

const MODE_HINTS: Record<SubscriptionDeliveryMode, string> = {
  app_link: 'A download link here in FIN Atlas, with a count of new files in the account menu.',
  email: `An e-mail with the file attached when it is under ${formatFileSize(SUBSCRIPTION_LIMITS.maxAttachmentBytes)}, otherwise a link to it.`,
};

/** When, how and in which format a subscription is delivered: the subscribe dialog and the edit form. */
export function DeliveryFields({
  value,
  onChange,
  disabled = false,
}: {
  value: DeliveryChoice;
  onChange: (next: DeliveryChoice) => void;
  disabled?: boolean;
}) {
  return (
    <Stack gap="sm">
      <Select
        label="Schedule"
        data={SCHEDULE_OPTIONS}
        value={value.schedule}
        allowDeselect={false}
        disabled={disabled}
        onChange={(next) => {
          if (isSchedule(next)) onChange({ ...value, schedule: next });
        }}
      />
      <Radio.Group
        label="Delivery"
        value={value.delivery_mode}
        onChange={(next) => {
          if (isMode(next)) onChange({ ...value, delivery_mode: next });
        }}
      >
        <Stack gap={6} mt={4}>
          {SUBSCRIPTION_DELIVERY_MODES.map((mode) => (
            <Radio
              key={mode.value}
              value={mode.value}
              label={mode.label}
              description={MODE_HINTS[mode.value]}
              disabled={disabled}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group
        label="Format"
        value={value.delivery_format}
        onChange={(next) => {
          if (isFormat(next)) onChange({ ...value, delivery_format: next });
        }}
      >
        <Group gap="lg" mt={4}>
          {DOWNLOAD_FORMATS.map((format) => (
            <Radio key={format} value={format} label={FORMAT_LABELS[format]} disabled={disabled} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
