import { describe, expect, it } from 'vitest';
import { inactiveNote } from './inactive-note.js';

describe('inactiveNote', () => {
  it('names the acquirer and quarter of a merger, a failure, or the last filing', () => {
    expect(
      inactiveNote({
        last_period: '2022-12-31',
        ended: { kind: 'merger', on: '2023-02-15', acquirer_name: 'Juniper Bank' },
      }),
    ).toBe('merged into Juniper Bank, Q1 2023');
    expect(
      inactiveNote({
        last_period: '2024-03-31',
        ended: { kind: 'failure', on: '2024-05-03', acquirer_name: null },
      }),
    ).toBe('failed, Q2 2024');
    expect(inactiveNote({ last_period: '2022-12-31', ended: null })).toBe('inactive since Q4 2022');
    expect(inactiveNote({ last_period: null, ended: null })).toBe('inactive');
  });
});
