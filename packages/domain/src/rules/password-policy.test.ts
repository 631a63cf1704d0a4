import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, passwordPolicyMessage, passwordProblems } from './password-policy.js';
import { loadPasswordStrength } from './password-strength.js';

describe('password policy', () => {
  it('accepts a long random passphrase, with or without digits', async () => {
    const strength = await loadPasswordStrength();
    expect(passwordProblems('velvet quarry lantern orbit', 'dana@lee.test', strength)).toEqual([]);
    expect(passwordProblems('Prairie-New-2026', 'fi@bank.test', strength)).toEqual([]);
  });

  it('refuses short, common and patterned passwords and a password of spaces', async () => {
    const strength = await loadPasswordStrength();
    const problems = (password: string) => passwordProblems(password, 'dana@lee.test', strength);
    expect(problems('Password1!')).toEqual([PASSWORD_RULES.minLength, PASSWORD_RULES.notGuessable]);
    expect(problems('password12')).toEqual([PASSWORD_RULES.minLength, PASSWORD_RULES.notGuessable]);
    expect(problems('passwordpassword')).toEqual([PASSWORD_RULES.notGuessable]);
    expect(problems('Password123!')).toEqual([PASSWORD_RULES.notGuessable]);
    expect(problems('qwertyuiop123')).toEqual([PASSWORD_RULES.notGuessable]);
    expect(problems(' '.repeat(12))).toEqual([PASSWORD_RULES.noOuterSpace, PASSWORD_RULES.notGuessable]);
    expect(problems(' velvet quarry lantern orbit')).toEqual([PASSWORD_RULES.noOuterSpace]);
  });

  it('counts the user’s own name and address as guessable', async () => {
    const strength = await loadPasswordStrength();
    expect(passwordProblems('summitridge2026', 'dana@summitridge.test', strength)).toEqual([
      PASSWORD_RULES.notGuessable,
    ]);
    expect(passwordProblems('summitridge2026', 'dana@lee.test', strength)).toEqual([]);
  });

  it('applies the other rules without the dictionaries, and names every problem', () => {
    expect(passwordProblems('Password123!')).toEqual([]);
    expect(passwordProblems('short')).toEqual([PASSWORD_RULES.minLength]);
    expect(passwordProblems('x'.repeat(129))).toEqual([PASSWORD_RULES.maxLength]);
    expect(passwordPolicyMessage(passwordProblems('abc '))).toBe(
      'Password needs at least 12 characters and no space at the start or end.',
    );
    expect(passwordPolicyMessage([])).toBe('');
    expect(passwordPolicyMessage([PASSWORD_RULES.notGuessable])).toBe(
      'Password needs to be hard to guess (not a common password, word or pattern).',
    );
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblems('🔒'.repeat(11))).toEqual([PASSWORD_RULES.minLength]);
  });

  it('refuses a password built on the e-mail name', () => {
    expect(passwordProblems('jsmith-2026x-orbit', 'jsmith@bank.com')).toEqual([PASSWORD_RULES.notEmailName]);
  });
});
