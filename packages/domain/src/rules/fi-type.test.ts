import { describe, expect, it } from 'vitest';
import { isCreditUnion } from './fi-type.js';

describe('isCreditUnion', () => {
  it('knows credit unions by the current and the legacy code only', () => {
    expect(isCreditUnion('credit_union')).toBe(true);
    expect(isCreditUnion('CU')).toBe(true);
    for (const other of ['bank', 'bhc', 'cu', '', null, undefined]) expect(isCreditUnion(other)).toBe(false);
  });
});
