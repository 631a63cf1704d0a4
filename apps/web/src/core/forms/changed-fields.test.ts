import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('keeps only what differs, treating id lists as sets and null like undefined', () => {
    expect(
      changedFields(
        { name: 'Ops', member_ids: [3, 1], parent_group_id: null, flags: { a: true, b: false } },
        { name: 'Ops', member_ids: [1, 3], parent_group_id: undefined, flags: { a: true, b: false } },
      ),
    ).toEqual({});
    expect(
      changedFields(
        { name: 'Ops 2', member_ids: [1], flags: { a: false } },
        { name: 'Ops', member_ids: [1, 3], flags: { a: true } },
      ),
    ).toEqual({
      name: 'Ops 2',
      member_ids: [1],
      flags: { a: false },
    });
  });
});
