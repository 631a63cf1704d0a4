import { passwordPolicyMessage, passwordProblems } from '@fin-atlas/domain';
import { AppError } from '../../http/app-error.js';

/** Rejects a weak password with the same field-level shape as every other validation failure. */
export function assertPasswordPolicy(password: string, email: string): void {
  const problems = passwordProblems(password, email);
  if (problems.length > 0) {
    throw new AppError(422, 'validation_failed', 'Validation failed. Please check.', [
      { path: 'password', message: passwordPolicyMessage(problems) },
    ]);
  }
}
