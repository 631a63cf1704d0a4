import { describe, expect, it } from 'vitest';
import { decideQuerySave, decideReportSave } from './save-decision.js';

describe('decideQuerySave', () => {
  it('creates without an id', () => {
    expect(decideQuerySave({ name: 'A' })).toBe('create');
    expect(decideQuerySave({ id: null, name: 'A', savedName: 'A' })).toBe('create');
  });

  it('creates a copy when the name changed', () => {
    expect(decideQuerySave({ id: 4, name: 'B', savedName: 'A' })).toBe('create');
  });

  it('updates when the name is unchanged, ignoring surrounding spaces', () => {
    expect(decideQuerySave({ id: 4, name: ' A ', savedName: 'A' })).toBe('update');
    expect(decideQuerySave({ id: 4, name: 'A' })).toBe('update');
  });
});

describe('decideReportSave', () => {
  it('goes by the presence of an id', () => {
    expect(decideReportSave({})).toBe('create');
    expect(decideReportSave({ id: null })).toBe('create');
    expect(decideReportSave({ id: 9 })).toBe('update');
  });
});
