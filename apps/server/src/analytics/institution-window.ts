import type { ValueSource } from '../metrics/compiled-formula.js';
import type { PeriodSlice } from './period-slices.js';

/**
 * One institution's view of consecutive quarters of period slices, for compiled formulas: a value
 * is an offset into a typed array. Move it from institution to institution rather than making one
 * per institution.
 */
export class InstitutionWindow implements ValueSource {
  private readonly data: Float64Array[];
  private readonly offsets: Int32Array;

  /** `slices[i]` holds quarter index `first + i`; a gap (undefined) reads as not reported. */
  constructor(
    private readonly slices: readonly (PeriodSlice | undefined)[],
    private readonly first: number,
  ) {
    this.data = slices.map((s) => s?.data ?? new Float64Array(0));
    this.offsets = new Int32Array(slices.length).fill(-1);
  }

  moveTo(institutionId: number): this {
    for (let i = 0; i < this.slices.length; i++) {
      const slice = this.slices[i];
      const row = slice?.rows.get(institutionId);
      this.offsets[i] = slice && row !== undefined ? row * slice.width : -1;
    }
    return this;
  }

  /** Whether the institution filed for the quarter: without a filing there is no value at all. */
  reports(quarter: number): boolean {
    const i = quarter - this.first;
    return i >= 0 && i < this.offsets.length && (this.offsets[i] as number) >= 0;
  }

  value(slot: number, quarter: number): number {
    const i = quarter - this.first;
    if (i < 0 || i >= this.offsets.length) return Number.NaN;
    const offset = this.offsets[i] as number;
    return offset < 0 ? Number.NaN : ((this.data[i] as Float64Array)[offset + slot] as number);
  }
}
