/** Names of queries, reports and segments are trimmed before save so " Q1" and "Q1" collide. */
export function trimName(name: string): string {
  return name.trim();
}

export function isBlankName(name: string | null | undefined): boolean {
  return name == null || name.trim() === '';
}

/** Whether two names are the same once trimmed, as the duplicate-name check sees them. */
export function sameName(a: string, b: string): boolean {
  return trimName(a) === trimName(b);
}

const MAX_NAME_LENGTH = 255;

/**
 * A name for a copy that clashes with none of `taken` (compared lower-cased): the name itself when
 * free, else "name (copy)", "name (copy 2)" and so on, the name shortened so the suffix fits.
 */
export function copyName(name: string, taken: ReadonlySet<string>): string {
  const base = trimName(name);
  const free = (candidate: string) => !taken.has(candidate.toLowerCase());
  if (free(base)) return base;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const candidate = `${base.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (free(candidate)) return candidate;
  }
}
