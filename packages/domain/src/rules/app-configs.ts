import {
  APP_CONFIG_DEFAULTS,
  APP_CONFIG_KEYS,
  APP_CONFIGS,
  type AppConfigKey,
  type AppConfigValues,
} from '../constants/app-configs.js';

export type AppConfigCheck<K extends AppConfigKey> =
  | { ok: true; value: AppConfigValues[K] }
  | { ok: false; message: string };

// Control characters would print as garbage in the banner and in the audit log.
const CONTROL_CHARACTERS = /\p{Cc}/u;

export const isAppConfigKey = (key: string): key is AppConfigKey =>
  (APP_CONFIG_KEYS as readonly string[]).includes(key);

/**
 * Whether a value may be stored under a key, and the value as stored (text trimmed). The message
 * names the setting and what it accepts; the server answers it as a 422 and the console shows it
 * under the field.
 */
export function checkAppConfigValue<K extends AppConfigKey>(key: K, raw: unknown): AppConfigCheck<K> {
  const spec = APP_CONFIGS[key];
  switch (spec.kind) {
    case 'integer': {
      if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < spec.min || raw > spec.max) {
        return {
          ok: false,
          message: `${spec.label} must be a whole number from ${spec.min} to ${spec.max} ${spec.unit}.`,
        };
      }
      return { ok: true, value: raw as AppConfigValues[K] };
    }
    case 'choice': {
      const option = spec.options.find((o) => o.value === raw);
      if (!option) {
        return {
          ok: false,
          message: `${spec.label} must be one of: ${spec.options.map((o) => o.label).join(', ')}.`,
        };
      }
      return { ok: true, value: option.value as AppConfigValues[K] };
    }
    case 'text': {
      if (typeof raw !== 'string') return { ok: false, message: `${spec.label} must be text.` };
      const text = raw.trim();
      if (text.length > spec.maxLength)
        return { ok: false, message: `${spec.label} must be at most ${spec.maxLength} characters.` };
      if (CONTROL_CHARACTERS.test(text))
        return { ok: false, message: `${spec.label} must be one line of plain text.` };
      return { ok: true, value: text as AppConfigValues[K] };
    }
  }
}

/**
 * Every key's value from the stored rows: a key without a row, or whose stored value no longer
 * passes its check (a catalogue change narrowed it), has its default.
 */
export function appConfigValuesFrom(stored: ReadonlyMap<string, unknown>): AppConfigValues {
  const values: Record<string, unknown> = { ...APP_CONFIG_DEFAULTS };
  for (const key of APP_CONFIG_KEYS) {
    if (!stored.has(key)) continue;
    const checked = checkAppConfigValue(key, stored.get(key));
    if (checked.ok) values[key] = checked.value;
  }
  return values as AppConfigValues;
}
