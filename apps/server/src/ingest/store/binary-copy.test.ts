import { describe, expect, it } from 'vitest';
import { binaryCopyData } from './binary-copy.js';

/** The field bytes of a one-column binary COPY payload: after the 19-byte header, each row's field count. */
function fields(payload: Uint8Array): { length: number; bytes: number[] }[] {
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  const out: { length: number; bytes: number[] }[] = [];
  let at = 19;
  while (view.getInt16(at) !== -1) {
    at += 2;
    const length = view.getInt32(at);
    at += 4;
    out.push({ length, bytes: Array.from(payload.subarray(at, at + Math.max(length, 0))) });
    at += Math.max(length, 0);
  }
  return out;
}

describe('binary COPY payloads', () => {
  it('writes text as UTF-8 with its byte length, plain ASCII and accented names alike', () => {
    const payload = fields(binaryCopyData(['text'], [['Ames'], ['Añasco'], [''], [null]]));
    expect(payload.map((f) => f.length)).toEqual([4, 7, 0, -1]);
    expect(new TextDecoder().decode(Uint8Array.from(payload[1]?.bytes ?? []))).toBe('Añasco');
    expect(String.fromCharCode(...(payload[0]?.bytes ?? []))).toBe('Ames');
  });

  it('writes a float8[] as one dimension with NULL for missing numbers', () => {
    const [array] = fields(binaryCopyData(['float8[]'], [[new Float64Array([1.5, 0])]]));
    expect(array?.length).toBe(20 + 2 * 12);
    const view = new DataView(Uint8Array.from(array?.bytes ?? []).buffer);
    expect([view.getInt32(0), view.getInt32(4), view.getInt32(12), view.getInt32(16)]).toEqual([1, 0, 2, 1]);
    expect([view.getFloat64(24), view.getFloat64(36)]).toEqual([1.5, 0]);
    const [withNull] = fields(binaryCopyData(['float8[]'], [[[1, null]]]));
    expect(withNull?.length).toBe(20 + 12 + 4);
  });
});
