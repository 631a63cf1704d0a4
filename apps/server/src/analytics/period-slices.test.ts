import { describe, expect, it } from 'vitest';
import { InstitutionWindow } from './institution-window.js';
import { type PeriodSlice, restateSlice, sliceFromShared } from './period-slices.js';

const N = Number.NaN;

/** A slice of two columns from rows of [institution id, column 0, column 1]. */
function slice(rows: [number, number, number][]): PeriodSlice {
  return sliceFromShared({
    ids: Int32Array.from(rows.map(([id]) => id)),
    width: 2,
    data: Float64Array.from(rows.flatMap(([, a, b]) => [a, b])),
  });
}

describe('period slices', () => {
  it('restates a row with the rows that merged into it, keeping its own gaps as gaps', () => {
    const asReported = slice([
      [1, 100, N],
      [2, 10, 7],
      [3, N, 1],
      [4, 1000, 1000],
    ]);
    const restated = restateSlice(asReported, (id) => (id === 1 ? [2, 3, 99] : []));
    const window = new InstitutionWindow([restated], 0);
    window.moveTo(1);
    expect(window.value(0, 0)).toBe(110);
    expect(window.value(1, 0)).toBeNaN();
    window.moveTo(2);
    expect(window.value(0, 0)).toBe(10);
    expect(asReported.data[0]).toBe(100);
  });

  it('reads consecutive quarters for one institution at a time, with gaps and absences as not reported', () => {
    const first = slice([
      [1, 1, 2],
      [2, 3, 4],
    ]);
    const third = slice([[2, 5, 6]]);
    const window = new InstitutionWindow([first, undefined, third], 80);
    window.moveTo(2);
    expect([window.value(0, 80), window.value(1, 82)]).toEqual([3, 6]);
    expect(window.reports(81)).toBe(false);
    expect(window.value(0, 81)).toBeNaN();
    expect(window.value(0, 79)).toBeNaN();
    expect(window.value(0, 83)).toBeNaN();
    window.moveTo(1);
    expect(window.reports(80)).toBe(true);
    expect(window.reports(82)).toBe(false);
    expect(window.value(1, 80)).toBe(2);
    window.moveTo(42);
    expect(window.reports(80)).toBe(false);
  });
});
