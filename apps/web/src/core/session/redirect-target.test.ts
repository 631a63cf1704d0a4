import { describe, expect, it } from 'vitest';
import { rememberRedirectTarget, safeRedirectTarget, takeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/admin/users?q=smith&page=2', '/admin/users?q=smith&page=2'],
    ['/analytics/reporter/metrics#peers', '/analytics/reporter/metrics#peers'],
    ['/a/../super_admin/mailbox', '/super_admin/mailbox'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['dashboard'],
    ['https://evil.example/steal'],
    ['//evil.example/steal'],
    ['/\\evil.example'],
    ['\\/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['javascript:alert(1)'],
    [' /dashboard'],
    ['/redirect?to=/redirect'],
  ])('refuses %j and falls back to the dashboard', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/dashboard');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectTarget('//x', '/sign_in')).toBe('/sign_in');
  });
});

describe('remembered target', () => {
  it('is used once and sanitised on the way out', () => {
    rememberRedirectTarget('/admin/users?page=3');
    expect(takeRedirectTarget()).toBe('/admin/users?page=3');
    expect(takeRedirectTarget()).toBe('/dashboard');
  });

  it('never remembers a public page, so sign-in does not return to itself', () => {
    rememberRedirectTarget('/sign_in?silent=1');
    expect(takeRedirectTarget()).toBe('/dashboard');
  });

  it('ignores a tampered stored value', () => {
    window.sessionStorage.setItem('fin-atlas:redirect_after_sign_in', '//evil.example');
    expect(takeRedirectTarget()).toBe('/dashboard');
  });
});
