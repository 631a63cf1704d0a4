/**
 * How two institution names are compared: "The Cedar State Bank, N.A." and "CEDAR STATE BANK" are one
 * name to a banker, and NCUA files credit unions without "Federal Credit Union", so a demo
 * "Tucson Federal Credit Union" is the real "TUCSON". Used to keep demo names off real institutions and
 * apart from each other.
 */
const TRAILING = [
  ' federal credit union',
  ' credit union',
  ' fcu',
  ' national association',
  ' na',
  ' incorporated',
  ' inc',
  ' ssb',
  ' fsb',
  ' a fsb',
];

export function normaliseInstitutionName(name: string): string {
  let key = ` ${name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/ saint /g, ' st ')
    .trim()}`;
  key = key.replace(/^ the /, ' ');
  for (let trimmed = true; trimmed; ) {
    trimmed = false;
    for (const suffix of TRAILING) {
      if (key.endsWith(suffix) && key.length > suffix.length + 1) {
        key = key.slice(0, -suffix.length);
        trimmed = true;
      }
    }
  }
  // Spaces go last: "O Fallon" and "O'fallon", "People's" and "Peoples" are one name.
  return key.replace(/ /g, '');
}

/** Width of one hash in the packed exclusion string. */
export const NAME_HASH_WIDTH = 6;

/** FNV-1a of a normalised name, 31 bits, in base 36 (six characters: 36^6 > 2^31). */
export function nameHash(normalised: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < normalised.length; i++) {
    hash ^= normalised.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 1) >>> 0).toString(36).padStart(NAME_HASH_WIDTH, '0');
}
