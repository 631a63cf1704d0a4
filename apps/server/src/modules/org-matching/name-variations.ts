import type { Random } from '../../ingest/demo/random.js';
import type { RegulatorInstitution } from './regulator-names.js';

/**
 * How people write an institution's name in a CRM export or a badge list, as opposed to how the
 * regulator files it: each variation is one habit seen in real uploads.
 */
export const VARIATIONS = [
  'as filed',
  'case',
  'punctuation',
  'the',
  'abbreviation',
  'typo',
  'no bank',
  'city in name',
  'legal form',
] as const;
export type Variation = (typeof VARIATIONS)[number];

const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s\-/(&.])([a-z])/g, (_, lead: string, c: string) => lead + c.toUpperCase());

/** NCUA files a credit union's name without "Credit Union"; people write it out, or shorten it. */
function creditUnionSpelling(institution: RegulatorInstitution, random: Random): string {
  const name = /[a-z]/.test(institution.name) ? institution.name : titleCase(institution.name);
  if (random.chance(0.15) || /\b(credit union|c\.?u\.?|fcu)\b/i.test(name)) return name;
  const suffix = institution.federalCharter
    ? random.weighted(
        [
          ['Federal Credit Union', 6],
          ['FCU', 3],
          ['Fed Cr Un', 0.5],
          ['Credit Union', 1],
        ] as const,
        ([, w]) => w,
      )[0]
    : random.weighted(
        [
          ['Credit Union', 8],
          ['CU', 2],
        ] as const,
        ([, w]) => w,
      )[0];
  return `${name} ${suffix}`;
}

/** The name before any habit: the bank's filed name, a credit union's name written out. */
export function writtenName(institution: RegulatorInstitution, random: Random): string {
  if (institution.source === 'ncua') return creditUnionSpelling(institution, random);
  return /[a-z]/.test(institution.name) ? institution.name : titleCase(institution.name);
}

const ABBREVIATIONS: readonly [RegExp, readonly string[]][] = [
  [/\bBank (?:and|&) Trust\b/i, ['B&T', 'Bk & Tr']],
  [/\bNational\b/i, ['Natl', 'Nat’l']],
  [/\bFederal Credit Union\b/i, ['FCU', 'Fed Cr Un', 'F.C.U.']],
  [/\bCredit Union\b/i, ['CU', 'C.U.']],
  [/\bSavings\b/i, ['Svgs', 'Sav']],
  [/\bCommunity\b/i, ['Cmnty']],
  [/\bFirst\b/i, ['1st']],
  [/\bCompany\b/i, ['Co.', 'Co']],
  [/\bBank\b/i, ['Bk']],
];

function abbreviate(name: string, random: Random): string | null {
  const applicable = ABBREVIATIONS.filter(([pattern]) => pattern.test(name));
  if (applicable.length === 0) return null;
  const [pattern, shorts] = random.pick(applicable);
  return name.replace(pattern, random.pick(shorts));
}

/** One slip of the keyboard in one longer word: a letter dropped, doubled, swapped or replaced. */
function typo(name: string, random: Random): string | null {
  const words = name.split(' ');
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => /^[A-Za-z]{5,}$/.test(w));
  if (long.length === 0) return null;
  const [word, at] = random.pick(long);
  const i = random.int(1, word.length - 2);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const kind = random.int(0, 3);
  const changed =
    kind === 0
      ? word.slice(0, i) + word.slice(i + 1)
      : kind === 1
        ? word.slice(0, i) + word[i] + word.slice(i)
        : kind === 2
          ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
          : word.slice(0, i) + random.pick([...letters].filter((c) => c !== word[i])) + word.slice(i + 1);
  if (changed.toLowerCase() === word.toLowerCase()) return null;
  words[at] = changed;
  return words.join(' ');
}

function withoutBank(name: string): string | null {
  const dropped = name
    .replace(/\bBank\b,?/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  // "Bank of the James" without "Bank" is no longer anyone's way of writing it.
  if (dropped === name.trim() || /^(of|the)\b/i.test(dropped) || dropped.split(' ').length < 2) return null;
  return dropped;
}

function withCity(name: string, city: string | null, random: Random): string | null {
  if (!city) return null;
  const place = /[a-z]/.test(city) ? city : titleCase(city);
  return random.pick([`${name} - ${place}`, `${name} (${place})`, `${name}, ${place}`, `${name} ${place}`]);
}

function withLegalForm(name: string, institution: RegulatorInstitution, random: Random): string | null {
  const bare = name.replace(/,?\s*(National Association|N\.A\.|Inc\.?)$/i, '');
  const forms = institution.source === 'ncua' ? [' Inc.', ', Inc.'] : [', N.A.', ' N.A.', ', Inc.', ' Inc'];
  return bare + random.pick(forms);
}

/** The institution's name as one person would have typed it, or null when the habit does not apply. */
export function varied(
  institution: RegulatorInstitution,
  variation: Variation,
  random: Random,
): string | null {
  const name = writtenName(institution, random);
  switch (variation) {
    case 'as filed':
      return name;
    case 'case':
      return random.chance(0.5) ? name.toUpperCase() : name.toLowerCase();
    case 'punctuation': {
      const changed = name.includes('&')
        ? name.replace(/\s*&\s*/, ' and ')
        : /\band\b/i.test(name)
          ? name.replace(/\s+and\s+/i, ' & ')
          : name.replace(/[.,'’]/g, '').replace(/-/g, ' ');
      return changed === name ? `${name}.` : changed;
    }
    case 'the':
      return /^the\s/i.test(name) ? name.replace(/^the\s+/i, '') : `The ${name}`;
    case 'abbreviation':
      return abbreviate(name, random);
    case 'typo':
      return typo(name, random);
    case 'no bank':
      return withoutBank(name);
    case 'city in name':
      return withCity(name, institution.city, random);
    case 'legal form':
      return withLegalForm(name, institution, random);
  }
}
