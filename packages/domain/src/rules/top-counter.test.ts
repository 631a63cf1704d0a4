import { describe, expect, it } from 'vitest';
import {
  applyVendorResult,
  clampTypedCount,
  commitTypedCount,
  commitTypedTopVendors,
  counterButtons,
  counterState,
  initialTopFeatures,
  initialTopVendors,
  isMaxReached,
  normaliseTopFeatures,
  normaliseTopVendors,
  resetTopVendors,
  setShowAll,
  shownFeatureCounter,
  shownVendorCounter,
  stepCount,
  typeCount,
} from './top-counter.js';

describe('normaliseTopVendors', () => {
  it('resets 0 and NaN to 15', () => {
    expect(normaliseTopVendors(0)).toBe(15);
    expect(normaliseTopVendors(Number.NaN)).toBe(15);
    expect(normaliseTopVendors(-2)).toBe(15);
  });

  it('clamps to rows returned and to the total', () => {
    expect(normaliseTopVendors(40, { rowsReturned: 12 })).toBe(12);
    expect(normaliseTopVendors(40, { totalVendors: 30 })).toBe(30);
    expect(normaliseTopVendors(0, { totalVendors: 8 })).toBe(8);
    expect(normaliseTopVendors(7, { totalVendors: 30, rowsReturned: 12 })).toBe(7);
  });

  it('drops fractions', () => {
    expect(normaliseTopVendors(7.9)).toBe(7);
  });
});

describe('normaliseTopFeatures', () => {
  it('resets to 5 and caps at 10', () => {
    expect(normaliseTopFeatures(0)).toBe(5);
    expect(normaliseTopFeatures(Number.NaN)).toBe(5);
    expect(normaliseTopFeatures(25)).toBe(10);
    expect(normaliseTopFeatures(8, { rowsReturned: 3 })).toBe(3);
  });
});

describe('typed values', () => {
  it('clamps below 0 to 0 and above max to max', () => {
    expect(clampTypedCount(-3, 40)).toBe(0);
    expect(clampTypedCount(99, 40)).toBe(40);
    expect(clampTypedCount(12, 40)).toBe(12);
    expect(clampTypedCount(Number.NaN, 40)).toBe(0);
  });

  it('turns show-all on when the typed value reaches the max', () => {
    expect(typeCount(counterState(15, 40), 40).showAll).toBe(true);
    expect(typeCount(counterState(40, 40), 39).showAll).toBe(false);
  });
});

describe('counter buttons', () => {
  it('stop minus at 1', () => {
    const state = counterState(1, 40);
    expect(counterButtons(state)).toEqual({ minusDisabled: true, plusDisabled: false });
    expect(stepCount(state, -1)).toBe(state);
    expect(stepCount(counterState(2, 40), -1).count).toBe(1);
  });

  it('disable plus and minus at the max', () => {
    const state = counterState(40, 40);
    expect(counterButtons(state)).toEqual({ minusDisabled: true, plusDisabled: true });
    expect(stepCount(state, 1)).toBe(state);
    expect(stepCount(state, -1)).toBe(state);
  });

  it('set show-all when plus reaches the max', () => {
    const next = stepCount(counterState(39, 40), 1);
    expect(next).toEqual({ count: 40, max: 40, showAll: true });
  });
});

describe('show all', () => {
  it('follows whether the max is reached', () => {
    expect(isMaxReached(40, 40)).toBe(true);
    expect(isMaxReached(39, 40)).toBe(false);
    expect(isMaxReached(0, 0)).toBe(false);
  });

  it('on sets the max, off resets to the default', () => {
    const on = setShowAll(counterState(15, 40), true, 15);
    expect(on).toEqual({ count: 40, max: 40, showAll: true });
    expect(setShowAll(on, false, 15)).toEqual({ count: 15, max: 40, showAll: false });
    expect(setShowAll(counterState(10, 10), false, 5)).toEqual({ count: 5, max: 10, showAll: false });
  });
});

describe('vendor results', () => {
  it('clamps the count to rows and sets show-all when rows cover the total', () => {
    expect(applyVendorResult(counterState(40, 50), { rowsReturned: 12, totalVendors: 12 })).toEqual({
      count: 12,
      max: 12,
      showAll: true,
    });
    expect(applyVendorResult(counterState(15, 50), { rowsReturned: 15, totalVendors: 50 })).toEqual({
      count: 15,
      max: 50,
      showAll: false,
    });
  });

  it('starts at the defaults', () => {
    expect(initialTopVendors(50)).toEqual({ count: 15, max: 50, showAll: false });
    expect(initialTopVendors(9)).toEqual({ count: 9, max: 9, showAll: true });
    expect(initialTopFeatures()).toEqual({ count: 5, max: 10, showAll: false });
    expect(initialTopFeatures(3)).toEqual({ count: 3, max: 3, showAll: true });
  });
});

describe('top vendors: reset and typed values once committed', () => {
  it('Reset to 15 goes back to the default within the max', () => {
    expect(resetTopVendors(counterState(40, 40))).toEqual({ count: 15, max: 40, showAll: false });
    expect(resetTopVendors(counterState(3, 40))).toEqual({ count: 15, max: 40, showAll: false });
    expect(resetTopVendors(counterState(4, 9))).toEqual({ count: 9, max: 9, showAll: true });
  });

  it('typed 0, a cleared box or a negative value reset to 15', () => {
    const state = counterState(22, 40);
    expect(commitTypedTopVendors(state, 0).count).toBe(15);
    expect(commitTypedTopVendors(state, Number.NaN).count).toBe(15);
    expect(commitTypedTopVendors(state, -8).count).toBe(15);
  });

  it('typed above the max becomes the max and turns show-all on', () => {
    expect(commitTypedTopVendors(counterState(15, 40), 500)).toEqual({ count: 40, max: 40, showAll: true });
  });

  it('typed within range is kept, fractions dropped', () => {
    expect(commitTypedTopVendors(counterState(15, 40), 7)).toEqual({ count: 7, max: 40, showAll: false });
    expect(commitTypedTopVendors(counterState(15, 40), 7.6).count).toBe(7);
    expect(commitTypedTopVendors(counterState(15, 40), 1).count).toBe(1);
  });

  it('minus and plus walk the count between 1 and the max, then lock at the max', () => {
    let state = counterState(2, 3);
    state = stepCount(state, -1);
    expect(state.count).toBe(1);
    expect(stepCount(state, -1).count).toBe(1);
    state = stepCount(stepCount(state, 1), 1);
    expect(state).toEqual({ count: 3, max: 3, showAll: true });
    expect(counterButtons(state)).toEqual({ minusDisabled: true, plusDisabled: true });
    // Show All off is the way back down from the max.
    expect(setShowAll(state, false, 15)).toEqual({ count: 3, max: 3, showAll: true });
    expect(setShowAll(counterState(30, 30), false, 15).count).toBe(15);
  });
});

describe('typed values of any counter', () => {
  it('reset a 0, a cleared box or a negative value to the counter default', () => {
    const features = counterState(8, 10);
    expect(commitTypedCount(features, 0, 5)).toEqual({ count: 5, max: 10, showAll: false });
    expect(commitTypedCount(features, Number.NaN, 5).count).toBe(5);
    expect(commitTypedCount(features, -2, 5).count).toBe(5);
    expect(commitTypedCount(features, 25, 5)).toEqual({ count: 10, max: 10, showAll: true });
    expect(commitTypedCount(counterState(2, 3), 0, 5)).toEqual({ count: 3, max: 3, showAll: true });
  });
});

describe('the counters as an answer shows them', () => {
  const answer = { rowsReturned: 15, totalVendors: 40 };

  it('top vendors: the choice clamped to the lines returned, show-all when they cover the total', () => {
    expect(shownVendorCounter({ count: 15, showAll: false }, answer, false)).toEqual({
      count: 15,
      max: 40,
      showAll: false,
    });
    expect(
      shownVendorCounter({ count: 30, showAll: false }, { rowsReturned: 12, totalVendors: 12 }, false),
    ).toEqual({ count: 12, max: 12, showAll: true });
    expect(shownVendorCounter({ count: 0, showAll: false }, answer, false).count).toBe(15);
    expect(shownVendorCounter({ count: 15, showAll: true }, answer, false)).toEqual({
      count: 40,
      max: 40,
      showAll: true,
    });
  });

  it('top vendors: while the next answer loads, the choice against the known max', () => {
    expect(shownVendorCounter({ count: 22, showAll: false }, answer, true)).toEqual({
      count: 22,
      max: 40,
      showAll: false,
    });
  });

  it('top features: default 5, at most 10 and never more than the features offered', () => {
    expect(shownFeatureCounter({ count: Number.NaN, showAll: false }, 20)).toEqual({
      count: 5,
      max: 10,
      showAll: false,
    });
    expect(shownFeatureCounter({ count: 7, showAll: false }, 10).count).toBe(7);
    expect(shownFeatureCounter({ count: 7, showAll: false }, 4)).toEqual({ count: 4, max: 4, showAll: true });
    expect(shownFeatureCounter({ count: 3, showAll: true }, 10)).toEqual({
      count: 10,
      max: 10,
      showAll: true,
    });
  });
});
