/**
 * The fields of a partial update that differ from what was loaded. Sending only those keeps a save
 * from touching things the admin did not change (and the server from refusing an unchanged field
 * the admin may not edit, such as a client group's name).
 */
export function changedFields<T extends Record<string, unknown>>(next: T, loaded: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (!sameValue(next[key], loaded[key])) changes[key] = next[key];
  }
  return changes;
}

function sameValue(a: unknown, b: unknown): boolean {
  // Id lists are sets: the order a multi-select returns them in is not a change.
  if (Array.isArray(a) && Array.isArray(b)) {
    return (
      a.length === b.length && [...a].map(String).sort().join('\n') === [...b].map(String).sort().join('\n')
    );
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) =>
      sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    );
  }
  return (a ?? null) === (b ?? null);
}
