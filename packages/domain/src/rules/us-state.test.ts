import { describe, expect, it } from 'vitest';
import { stateCode, stateFips, stateName, stateNames } from './us-state.js';

describe('U.S. states', () => {
  it('reads state names and codes', () => {
    expect(stateCode('Texas')).toBe('TX');
    expect(stateCode(' tx ')).toBe('TX');
    expect(stateCode('TX.')).toBe('TX');
    expect(stateCode('New York')).toBe('NY');
    expect(stateCode('District of Columbia')).toBe('DC');
    expect(stateCode('State of Ohio')).toBe('OH');
    expect(stateCode('US Virgin Islands')).toBe('VI');
    expect(stateCode('Ontario')).toBeNull();
    expect(stateCode('XX')).toBeNull();
  });

  it('names a code the ways addresses do, and labels it', () => {
    expect(stateNames('tx')).toEqual(['texas']);
    expect(stateNames('ZZ')).toEqual([]);
    expect(stateName('GU')).toBe('Guam');
    expect(stateName('ZZ')).toBe('ZZ');
  });

  it('gives the FIPS code counties and map boundaries are keyed by', () => {
    expect(stateFips('tx')).toBe('48');
    expect(stateFips('PR')).toBe('72');
    expect(stateFips('DC')).toBe('11');
    expect(stateFips('ZZ')).toBeNull();
  });
});
