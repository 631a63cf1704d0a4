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
