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

/** Why a stopped subscription stopped: the server records it in words ("The saved query was deleted."). */
export const stopReasonText = (reason: string | null): string => reason ?? 'Stopped by FIN Atlas.';

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
