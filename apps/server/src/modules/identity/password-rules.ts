import {
  loadPasswordStrength,
  type PasswordStrength,
  passwordPolicyMessage,
  passwordProblems,
} from '@fin-atlas/domain';
import { AppError } from '../../http/app-error.js';

let strength: PasswordStrength | undefined;

/** Loads the common-password dictionaries once, at registration, so every check after is synchronous. */
export async function preparePasswordPolicy(): Promise<void> {
  strength ??= await loadPasswordStrength();
}

/**
 * Rejects a weak password with the same field-level shape as every other validation failure. Applies
 * where a password is chosen (sign-up, reset, invitation, change), never at sign-in: existing
 * accounts keep their passwords.
 */
export function assertPasswordPolicy(password: string, email: string, userName?: string): void {
  // Checking without the dictionaries would silently pass common passwords: refuse to.
  if (!strength) throw new Error('the password policy is not loaded (preparePasswordPolicy)');
  const problems = passwordProblems(password, email, strength, userName);
  if (problems.length > 0) {
    throw new AppError(422, 'validation_failed', 'Validation failed. Please check.', [
      { path: 'password', message: passwordPolicyMessage(problems) },
    ]);
  }
}
