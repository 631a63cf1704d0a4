import { describe, expect, it } from 'vitest';
import { hasPeerGroupChanged } from './peer-group.js';

const saved = { name: 'Midwest', description: null, members: [3, 1, 2] };

describe('hasPeerGroupChanged', () => {
  it('ignores member order, duplicates, spaces and null description', () => {
    expect(hasPeerGroupChanged({ name: ' Midwest ', description: '', members: [1, 2, 3, 3] }, saved)).toBe(
      false,
    );
  });

  it('detects a changed name, description or membership', () => {
    expect(hasPeerGroupChanged({ ...saved, name: 'West' }, saved)).toBe(true);
    expect(hasPeerGroupChanged({ ...saved, description: 'x' }, saved)).toBe(true);
    expect(hasPeerGroupChanged({ ...saved, members: [1, 2] }, saved)).toBe(true);
    expect(hasPeerGroupChanged({ ...saved, members: [1, 2, 4] }, saved)).toBe(true);
  });
});
