import type { Random } from './random.js';

/**
 * What a demo institution's app is called in the stores: its short brand ("Riverbend FCU", "First
 * National Bank of Ames" → "FNBA Mobile" for long names) in the patterns banks use. A
 * relaunched app takes a name from the second list, so the new listing is told from the old one.
 */

const SHORTENED: readonly (readonly [RegExp, string])[] = [
  [/^The /, ''],
  [/,? N\.?A\.?$/, ''],
  [/,? National Association$/, ''],
  [/ Federal Credit Union$/, ' FCU'],
  [/ Credit Union$/, ' CU'],
  [/ and Trust Company$| & Trust$| Trust Company$/, ''],
];

/** The institution's name as its app would show it. */
export function brandOf(name: string): string {
  let brand = name.trim();
  for (const [pattern, replacement] of SHORTENED) brand = brand.replace(pattern, replacement);
  return brand || name;
}

/** The initials of a brand of three or more words ("First National Bank of Ames" → "FNBA"). */
function initialsOf(brand: string): string | null {
  const words = brand.split(/\s+/).filter((w) => /^[A-Z]/.test(w));
  return words.length >= 3 ? words.map((w) => w[0]).join('') : null;
}

const FIRST_PATTERNS = [
  '{brand} Mobile',
  '{brand} Mobile Banking',
  '{brand}',
  '{initials} Mobile',
  '{brand} App',
];
const RELAUNCH_PATTERNS = ['{brand} Digital', '{brand} Go', '{initials} Digital Banking', '{brand} Mobile+'];

/** An app name for the institution, never `previous` (the listing a relaunch replaces). */
export function appNameOf(
  name: string,
  random: Random,
  kind: 'first' | 'relaunch',
  previous: string | null = null,
): string {
  const brand = brandOf(name);
  const initials = initialsOf(brand);
  const patterns = (kind === 'first' ? FIRST_PATTERNS : RELAUNCH_PATTERNS).filter(
    (p) => initials !== null || !p.includes('{initials}'),
  );
  const names = patterns
    .map((p) => p.replace('{brand}', brand).replace('{initials}', initials ?? ''))
    .filter((n) => n !== previous);
  return names.length > 0 ? random.pick(names) : `${brand} Mobile ${kind === 'first' ? 'App' : 'Banking'}`;
}
