import {
  SUBSCRIPTION_DELIVERY_MODES,
  SUBSCRIPTION_SCHEDULES,
  type SubscriptionDelivery,
  type SubscriptionView,
} from '@fin-atlas/domain';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value.replace(/_/g, ' ');

export const scheduleLabel = (schedule: string) => labelOf(SUBSCRIPTION_SCHEDULES, schedule);

export const deliveryModeLabel = (mode: string) => labelOf(SUBSCRIPTION_DELIVERY_MODES, mode);

export const formatLabel = (format: string) => format.toUpperCase();

/** "Monthly · Link in the app · CSV" */
export const deliveryPlan = (s: Pick<SubscriptionView, 'schedule' | 'delivery_mode' | 'delivery_format'>) =>
  `${scheduleLabel(s.schedule)} · ${deliveryModeLabel(s.delivery_mode)} · ${formatLabel(s.delivery_format)}`;

// The server records why it stopped a subscription as a short key; people read a sentence.
const STOP_REASONS: Record<string, string> = {
  access_lost: 'Access to what it delivers was withdrawn.',
  target_deleted: 'What it delivers was deleted.',
  user_deactivated: 'The subscriber’s account was deactivated.',
};

/** Why a stopped subscription stopped, in words; a reason the server wrote as a sentence stays as it is. */
export function stopReasonText(reason: string | null): string {
  if (!reason) return 'Stopped by FIN Atlas.';
  const known = STOP_REASONS[reason];
  if (known) return known;
  return /^[a-z0-9_]+$/.test(reason) ? `${reason.replace(/_/g, ' ')}.` : reason;
}

export const STATUS_LABELS: Record<SubscriptionView['status'], string> = {
  active: 'Active',
  paused: 'Paused',
  stopped: 'Stopped',
};

export const DELIVERY_STATUS_LABELS: Record<SubscriptionDelivery['status'], string> = {
  running: 'Running',
  delivered: 'Delivered',
  failed: 'Failed',
  skipped: 'Skipped',
};

export const DELIVERED_VIA_LABELS: Record<NonNullable<SubscriptionDelivery['delivered_via']>, string> = {
  app_link: 'Link in the app',
  email_link: 'E-mailed link',
  email_attachment: 'E-mailed attachment',
};

/** A delivered file the user has not opened yet: the "new" mark and the header badge. */
export const isUnseen = (d: SubscriptionDelivery) =>
  d.status === 'delivered' && d.download_url !== null && d.seen_at === null;

/** What a subscription delivers, as its row names it. */
export function targetName(s: Pick<SubscriptionView, 'target_name' | 'target_kind'>): string {
  if (s.target_name) return s.target_name;
  return s.target_kind === 'query' ? 'Deleted saved query' : 'Deleted report';
}
