import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/identity.js';
import type { PasswordStrength } from './password-strength.js';

/** Each rule completes "Password needs …", in the live checklist and in the server's message. */
export const PASSWORD_RULES = {
  minLength: `at least ${PASSWORD_MIN_LENGTH} characters`,
  maxLength: `at most ${PASSWORD_MAX_LENGTH} characters`,
  noOuterSpace: 'no space at the start or end',
  notEmailName: 'to leave out your e-mail name',
  notGuessable: 'to be hard to guess (not a common password, word or pattern)',
} as const;

/** Words an attacker tries first for this user: the address, its parts and the user's name. */
export function passwordUserInputs(email?: string, userName?: string): string[] {
  const [local = '', domain = ''] = (email ?? '').toLowerCase().split('@');
  return [email ?? '', local, ...domain.split('.'), ...(userName ?? '').split(/\s+/)].filter(
    (word) => word.length >= 3,
  );
}

/**
 * Length and guessability, not composition rules (NIST SP 800-63B): a long passphrase without digits
 * is strong, `Password1!` is not. Guessability needs the loaded `strength` check; without it (the web
 * before the dictionaries arrive) the other rules still apply and the server adds the last one.
 * Length counts characters, not UTF-16 units, so an emoji is one.
 */
export function passwordProblems(
  password: string,
  email?: string,
  strength?: PasswordStrength,
  userName?: string,
): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_RULES.minLength);
  if (length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_RULES.maxLength);
  // Leading or trailing spaces are usually a paste accident the user cannot see, and a password of
  // spaces only is caught here before it reaches the dictionaries.
  if (password !== '' && password.trim() !== password) problems.push(PASSWORD_RULES.noOuterSpace);
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && password.toLowerCase().includes(local))
    problems.push(PASSWORD_RULES.notEmailName);
  // Too long a password is refused anyway; checking it would only cost time.
  if (strength && password !== '' && length <= PASSWORD_MAX_LENGTH) {
    if (strength(password, passwordUserInputs(email, userName))) problems.push(PASSWORD_RULES.notGuessable);
  }
  return problems;
}

export function passwordPolicyMessage(problems: string[]): string {
  if (problems.length === 0) return '';
  const last = problems.at(-1);
  const listed = problems.length === 1 ? last : `${problems.slice(0, -1).join(', ')} and ${last}`;
  return `Password needs ${listed}.`;
}
