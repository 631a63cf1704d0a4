import { describe, expect, it } from 'vitest';
import { CHARTER_CLASSES, charterClassCode } from './fin-query.js';
import { BUILT_IN_SEGMENTATIONS, CUSTOM_SEGMENTATION_FIRST_ID } from './segmentation.js';
import { US_CENSUS_REGIONS, US_STATES } from './us-states.js';

describe('built-in segment sets', () => {
  it('have ids below the custom range, unique ids and names, and unique segment names per set', () => {
    const ids = BUILT_IN_SEGMENTATIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.max(...ids)).toBeLessThan(CUSTOM_SEGMENTATION_FIRST_ID);
    const names = BUILT_IN_SEGMENTATIONS.map((s) => s.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const set of BUILT_IN_SEGMENTATIONS) {
      const segmentNames = set.segments.map((s) => s.name);
      expect(new Set(segmentNames).size, set.name).toBe(segmentNames.length);
      expect(new Set(set.segments.map((s) => s.id)).size, set.name).toBe(set.segments.length);
    }
  });

  it('put every state, DC and territory in exactly one region', () => {
    const placed = US_CENSUS_REGIONS.flatMap((r) => r.states);
    expect([...placed].sort()).toEqual(US_STATES.map((s) => s.code).sort());
    const region = BUILT_IN_SEGMENTATIONS.find((s) => s.name === 'Region');
    expect(region?.segments.map((s) => s.name)).toEqual([
      'Northeast',
      'Midwest',
      'South',
      'West',
      'U.S. Territories',
    ]);
  });

  it('test charter classes by their codes, whichever file spelled them', () => {
    const codes = new Set(CHARTER_CLASSES.map((c) => c.code));
    const charter = BUILT_IN_SEGMENTATIONS.find((s) => s.name === 'Charter');
    for (const value of charter?.segments.flatMap((s) => s.value) ?? [])
      expect(codes.has(String(value))).toBe(true);
    expect(charterClassCode('Federal')).toBe('federal');
    expect(charterClassCode(' nm ')).toBe('NM');
    expect(charterClassCode('BHC')).toBe('BHC');
    expect(charterClassCode('')).toBeNull();
  });
});
