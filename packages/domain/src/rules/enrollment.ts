import { isCreditUnion } from './fi-type.js';

/** Credit unions serve members; banks and holding companies serve account holders. */
export function enrollmentNoun(fiType: string | null | undefined): 'Members' | 'Accounts' {
  return isCreditUnion(fiType) ? 'Members' : 'Accounts';
}

const ACCOUNT_OR_MEMBER = /\b(account|member)(s?)\b/gi;

function matchCase(original: string, replacement: string): string {
  if (original === original.toUpperCase()) {
    return replacement.toUpperCase();
  }
  if (original[0] === original[0]?.toUpperCase()) {
    return replacement[0]?.toUpperCase() + replacement.slice(1);
  }
  return replacement;
}

/**
 * Enrollment report names are shared by banks and credit unions; the word account(s) or
 * member(s) in them is swapped to suit the FI type, keeping its case and number:
 * "Enrollment (% of Accounts)" reads "Enrollment (% of Members)" for a credit union.
 * Names that are not about enrollment are returned unchanged.
 */
export function relabelEnrollment(name: string, fiType: string | null | undefined): string {
  if (!/enrollment/i.test(name)) {
    return name;
  }
  const noun = isCreditUnion(fiType) ? 'member' : 'account';
  return name.replace(ACCOUNT_OR_MEMBER, (match: string, _word: string, plural: string) =>
    matchCase(match, `${noun}${plural.toLowerCase()}`),
  );
}
