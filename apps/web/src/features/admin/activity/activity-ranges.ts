import { activityDayOf, resolveActivityRange, shiftDay } from '@fin-atlas/domain';

export type RangePreset = { value: string; label: string; days: number };

/** The ranges offered at a click; any other is picked with the two dates. */
export const RANGE_PRESETS: readonly RangePreset[] = [
  { value: '7', label: 'Last 7 days', days: 7 },
  { value: '30', label: 'Last 30 days', days: 30 },
  { value: '90', label: 'Last 90 days', days: 90 },
  { value: '365', label: 'Last 12 months', days: 365 },
];

export const DEFAULT_PRESET = '30';

/** Today as activity counts it (UTC days). */
export const todayUtc = (): string => activityDayOf(new Date());

/** The days of a preset, ending today. */
export function presetRange(preset: RangePreset, today = todayUtc()): { from: string; to: string } {
  return { from: shiftDay(today, 1 - preset.days), to: today };
}

/** The preset a range is, if it is one (ending today). */
export function presetOf(range: { from: string; to: string }, today = todayUtc()): string | null {
  return (
    RANGE_PRESETS.find((p) => range.to === today && range.from === presetRange(p, today).from)?.value ?? null
  );
}

/** Why a picked range cannot be asked for, in the server's words; null when it can. */
export function rangeProblem(range: { from: string; to: string }): string | null {
  const resolved = resolveActivityRange(range, range.to);
  return 'error' in resolved ? resolved.error : null;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the URL (from, to), else the default preset's. */
export function rangeFromParams(params: URLSearchParams, today = todayUtc()): { from: string; to: string } {
  const fallback = presetRange(RANGE_PRESETS.find((p) => p.value === DEFAULT_PRESET) as RangePreset, today);
  const from = params.get('from');
  const to = params.get('to');
  return {
    from: from && isoDay.test(from) ? from : fallback.from,
    to: to && isoDay.test(to) ? to : fallback.to,
  };
}
