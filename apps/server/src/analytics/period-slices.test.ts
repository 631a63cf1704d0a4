import { describe, expect, it } from 'vitest';
import { InstitutionWindow } from './institution-window.js';
import { type PeriodSlice, pickColumns, restateSlice, sliceFromShared } from './period-slices.js';

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

  it('picks the layout’s columns out of an array in PostgreSQL’s text form, leaving NULL and absent items unreported', () => {
    // Stored positions 0..6 go to columns: position 1 → 0, 2 → 3, 3 → 1, 5 → 2, 6 → 4 (past the array's end).
    const columnAt = Int32Array.from([-1, 0, 3, 1, -1, 2, 4]);
    const data = new Float64Array(10).fill(N);
    pickColumns('{7,-1.5e+06,NULL,0.125,99,NaN}', columnAt, data, 5);
    expect([...data.subarray(0, 5)].every(Number.isNaN)).toBe(true);
    expect([...data.subarray(5)]).toEqual([-1500000, 0.125, N, N, N]);
    pickColumns('{1,Infinity,-Infinity,-0}', columnAt, data, 0);
    expect([...data.subarray(0, 4)]).toEqual([Infinity, -0, N, -Infinity]);
    pickColumns('{}', columnAt, data, 0);
    expect(data[0]).toBe(Infinity);
    // Past fifteen digits an integer is left to Number, which rounds it as JavaScript rounds the literal.
    pickColumns('{0,-42,12345678901234567,2048,NULL,-0.5}', columnAt, data, 0);
    expect([...data.subarray(0, 4)]).toEqual([-42, 2048, -0.5, Number('12345678901234567')]);
  });
});
