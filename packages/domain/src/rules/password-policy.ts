import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/identity.js';

/**
 * Length beats composition rules for strength, but a letter and a digit stop the most common
 * dictionary picks; the e-mail's local part is refused because it is the first guess.
 */
export function passwordProblems(password: string, email?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(`at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(`at most ${PASSWORD_MAX_LENGTH} characters`);
  if (!/[A-Za-z]/.test(password)) problems.push('a letter');
  if (!/[0-9]/.test(password)) problems.push('a digit');
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && password.toLowerCase().includes(local))
    problems.push('not your e-mail name');
  return problems;
}

export function passwordPolicyMessage(problems: string[]): string {
  return problems.length === 0 ? '' : `Password needs ${problems.join(', ')}.`;
}
