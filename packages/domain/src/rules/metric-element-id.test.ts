import { describe, expect, it } from 'vitest';
import { metricElementId } from './metric-element-id.js';

describe('metricElementId', () => {
  it('is a positive 31-bit integer that depends only on the key', () => {
    const id = metricElementId('return_on_assets');
    expect(id).toBe(metricElementId('return_on_assets'));
    expect(Number.isInteger(id) && id > 0 && id <= 0x7fffffff).toBe(true);
    expect(metricElementId('return_on_equity')).not.toBe(id);
  });
});
