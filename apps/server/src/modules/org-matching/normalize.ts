/**
 * Institution names as comparable tokens. Regulators, CRMs and badge lists write the same bank many
 * ways ("Prairie FCU", "Prairie Federal Credit Union", "PRAIRIE FED. C.U."), so names are reduced
 * to canonical words before any comparison.
 */

// Written short, meant long: each abbreviation becomes the words the regulators' names use.
const ABBREVIATIONS: Record<string, readonly string[]> = {
  fcu: ['federal', 'credit', 'union'],
  cu: ['credit', 'union'],
  fsb: ['federal', 'savings', 'bank'],
  ssb: ['state', 'savings', 'bank'],
  sb: ['savings', 'bank'],
  natl: ['national'],
  assn: ['association'],
  assoc: ['association'],
  bk: ['bank'],
  bnk: ['bank'],
  bancorporation: ['bancorp'],
  svgs: ['savings'],
  svg: ['savings'],
  sav: ['savings'],
  savs: ['savings'],
  co: ['company'],
  corp: ['corporation'],
  cmnty: ['community'],
  cmty: ['community'],
  fin: ['financial'],
  finl: ['financial'],
  fed: ['federal'],
  intl: ['international'],
  mt: ['mount'],
  ft: ['fort'],
  tr: ['trust'],
  emp: ['employees'],
  empl: ['employees'],
  hldg: ['holding'],
  hldgs: ['holdings'],
  grp: ['group'],
  '1st': ['first'],
  '2nd': ['second'],
  '3rd': ['third'],
};

// No identity in these: articles, joiners and legal forms. "N.A." (National Association) is the
// legal form of a national bank and is left off as often as it is written.
const DROPPED = new Set([
  'a',
  'the',
  'of',
  'and',
  'at',
  'for',
  'in',
  'inc',
  'incorporated',
  'llc',
  'ltd',
  'na',
]);

function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Canonical tokens of an organisation or institution name, in order. */
export function nameTokens(name: string): string[] {
  const text = plain(name)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[&+]/g, ' and ')
    .replace(/['’`]/g, '')
    // Dotted initials ("N.A.", "U.S.") close up into one word; other dots separate words.
    .replace(/\b([a-z])\.(?=[a-z]\b)/g, '$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (!text) return [];
  // Runs of single letters are spaced initials ("j p morgan", "n a"): join them.
  const joined: string[] = [];
  let run = '';
  for (const token of text.split(' ')) {
    if (token.length === 1 && token >= 'a' && token <= 'z') {
      run += token;
      continue;
    }
    if (run) joined.push(run);
    run = '';
    joined.push(token);
  }
  if (run) joined.push(run);
  const out: string[] = [];
  for (const token of joined) {
    const expanded = ABBREVIATIONS[token] ?? [token];
    for (const word of expanded) out.push(word);
  }
  // "National Association" written out is the same legal form as "N.A."; a closing "Company" is
  // the legal form of "Bank and Trust Company", which is as often written "Bank & Trust".
  const kept: string[] = [];
  for (let i = 0; i < out.length; i++) {
    const word = out[i] as string;
    if (word === 'national' && out[i + 1] === 'association' && i + 2 === out.length) break;
    if (word === 'company' && i + 1 === out.length && i > 1) break;
    if (!DROPPED.has(word)) kept.push(word);
  }
  return kept;
}

/** The name's tokens joined without spaces: what trigram similarity compares. */
export const compactKey = (tokens: readonly string[]): string => tokens.join('');

/** Different readings of what someone typed in an organisation field, best one wins. */
export function nameVariants(organization: string): string[] {
  const variants = new Set<string>();
  const whole = organization.trim();
  if (!whole) return [];
  variants.add(whole);
  for (const inner of whole.matchAll(/\(([^)]+)\)/g)) {
    const text = inner[1]?.trim();
    if (text && text.split(/\s+/).length >= 2) variants.add(text);
  }
  const parts = whole.split(/\s+(?:-|–|—|\||\/|d\/b\/a|dba|aka)\s+|,\s*(?:d\/b\/a|dba)\s+/i);
  if (parts.length > 1) for (const part of parts) if (part.trim()) variants.add(part.trim());
  return [...variants];
}

/** City names compared loosely: "St. Louis" = "Saint Louis", "Ft Worth" = "Fort Worth". */
export function cityKey(city: string | null | undefined): string | null {
  if (!city) return null;
  const words = plain(city)
    .replace(/['’`.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => (w === 'saint' ? 'st' : w === 'fort' ? 'ft' : w === 'mount' ? 'mt' : w));
  const key = words.join('');
  return key || null;
}
