/**
 * Runtime configuration a FIN Admin edits at /super_admin/app_configs: stored in the app_configs
 * table (one JSON value per key; a key without a row has its default) and read by every server node
 * through a stamped cache, so a change reaches them all within seconds, without a restart.
 */

export const BANNER_LEVELS = ['info', 'warning', 'critical'] as const;
export type BannerLevel = (typeof BANNER_LEVELS)[number];

export const BANNER_LEVEL_LABELS: Readonly<Record<BannerLevel, string>> = {
  info: 'Information',
  warning: 'Warning',
  critical: 'Critical',
};

/** Every key and the type of its value. */
export type AppConfigValues = {
  'banner.text': string;
  'banner.level': BannerLevel;
  'session.max_hours': number;
  'access_requests.per_day': number;
  'activity.retention_days': number;
};

export type AppConfigKey = keyof AppConfigValues;

type Described = { label: string; description: string };

export type AppConfigSpec<T> = [T] extends [number]
  ? Described & { kind: 'integer'; default: number; min: number; max: number; unit: string }
  : Described &
      (
        | { kind: 'text'; default: string; maxLength: number }
        | { kind: 'choice'; default: T; options: readonly { value: T; label: string }[] }
      );

export const APP_CONFIGS: { readonly [K in AppConfigKey]: AppConfigSpec<AppConfigValues[K]> } = {
  'banner.text': {
    kind: 'text',
    label: 'Site banner',
    description:
      'A notice shown at the top of every signed-in page (maintenance, new data, an outage). Empty shows no banner.',
    default: '',
    maxLength: 300,
  },
  'banner.level': {
    kind: 'choice',
    label: 'Site banner level',
    description: 'How the banner looks: information (blue), warning (yellow) or critical (red).',
    default: 'info',
    options: BANNER_LEVELS.map((value) => ({ value, label: BANNER_LEVEL_LABELS[value] })),
  },
  'session.max_hours': {
    kind: 'integer',
    label: 'Sign-in session length',
    description:
      'How long a sign-in lasts at most, however active the user is. Sessions idle for 30 minutes end sooner. A shorter value also ends older sessions within a minute.',
    default: 12,
    min: 1,
    max: 24,
    unit: 'hours',
  },
  'access_requests.per_day': {
    kind: 'integer',
    label: 'Access requests per user per day',
    description:
      'Demo and access requests one user may send in 24 hours (Request Demo and the about pages); more are refused.',
    default: 10,
    min: 1,
    max: 100,
    unit: 'requests',
  },
  'activity.retention_days': {
    kind: 'integer',
    label: 'Activity retention',
    description: 'How long recorded user activity is kept; older activity is removed.',
    default: 400,
    min: 30,
    max: 3650,
    unit: 'days',
  },
};

export const APP_CONFIG_KEYS = Object.keys(APP_CONFIGS) as [AppConfigKey, ...AppConfigKey[]];

export const APP_CONFIG_DEFAULTS = Object.fromEntries(
  APP_CONFIG_KEYS.map((key) => [key, APP_CONFIGS[key].default]),
) as AppConfigValues;
