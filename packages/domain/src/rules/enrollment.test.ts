import { describe, expect, it } from 'vitest';
import { enrollmentNoun, relabelEnrollment } from './enrollment.js';

describe('enrollment relabelling', () => {
  it('uses members for credit unions and accounts otherwise', () => {
    expect(enrollmentNoun('credit_union')).toBe('Members');
    expect(enrollmentNoun('CU')).toBe('Members');
    expect(enrollmentNoun('bank')).toBe('Accounts');
    expect(enrollmentNoun('bhc')).toBe('Accounts');
    expect(enrollmentNoun(null)).toBe('Accounts');
  });

  it('swaps the noun in enrollment names, keeping case and number', () => {
    expect(relabelEnrollment('Mobile Enrollment (% of Accounts)', 'credit_union')).toBe(
      'Mobile Enrollment (% of Members)',
    );
    expect(relabelEnrollment('Enrollment per member', 'bank')).toBe('Enrollment per account');
    expect(relabelEnrollment('ENROLLMENT ACCOUNTS', 'CU')).toBe('ENROLLMENT MEMBERS');
    expect(relabelEnrollment('Enrollment (% of Members)', 'bank')).toBe('Enrollment (% of Accounts)');
  });

  it('leaves other names alone', () => {
    expect(relabelEnrollment('Deposit Accounts', 'credit_union')).toBe('Deposit Accounts');
    expect(relabelEnrollment('Enrollment', 'credit_union')).toBe('Enrollment');
    expect(relabelEnrollment('Enrollment of membership', 'bank')).toBe('Enrollment of membership');
  });
});
