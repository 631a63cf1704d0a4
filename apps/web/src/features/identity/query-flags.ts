/** A bare "?silent" counts as set; only explicit false-like values turn a flag off. */
export function isFlagSet(value: string | null): boolean {
  if (value === null) return false;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}
