import { describe, expect, it } from 'vitest';
import { passwordPolicyMessage, passwordProblems } from './password-policy.js';

describe('password policy', () => {
  it('accepts the demo password', () => {
    expect(passwordProblems('Demo-2026!')).toEqual([]);
  });
  it('names every problem', () => {
    expect(passwordProblems('short')).toEqual(['at least 10 characters', 'a digit']);
    expect(passwordProblems('1234567890')).toEqual(['a letter']);
    expect(passwordPolicyMessage(passwordProblems('abc'))).toBe(
      'Password needs at least 10 characters, a digit.',
    );
  });
  it('refuses a password built on the e-mail name', () => {
    expect(passwordProblems('jsmith-2026x', 'jsmith@bank.com')).toEqual(['not your e-mail name']);
  });
});
