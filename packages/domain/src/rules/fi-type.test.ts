import { describe, expect, it } from 'vitest';
import { fiTypeLabel, isCreditUnion } from './fi-type.js';

describe('isCreditUnion', () => {
  it('knows credit unions by the current and the legacy code only', () => {
    expect(isCreditUnion('credit_union')).toBe(true);
    expect(isCreditUnion('CU')).toBe(true);
    for (const other of ['bank', 'bhc', 'cu', '', null, undefined]) expect(isCreditUnion(other)).toBe(false);
  });
});

describe('fiTypeLabel', () => {
  it('names every FI type the query results show, mortgage companies included', () => {
    expect(fiTypeLabel('bank')).toBe('Bank');
    expect(fiTypeLabel('bhc')).toBe('Holding Company');
    expect(fiTypeLabel('mortgage_company')).toBe('Mortgage Company');
    expect(fiTypeLabel('other')).toBe('other');
  });
});
