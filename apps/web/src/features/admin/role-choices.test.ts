import { describe, expect, it } from 'vitest';
import { assignableRoles, canChangeRole, roleChoices } from './role-choices';

describe('admin role choices', () => {
  it('lets a FIN Admin assign every role', () => {
    expect(assignableRoles('FIN Admin')).toEqual([
      'FIN Admin',
      'Client Admin',
      'Partner Admin',
      'User',
      'Guest',
      'Viewer',
    ]);
  });

  it('lets a Client Admin assign Client Admin, User, Guest and Viewer', () => {
    expect(assignableRoles('Client Admin')).toEqual(['Client Admin', 'User', 'Guest', 'Viewer']);
  });

  it('lets a Partner Admin assign User, Guest and Viewer', () => {
    expect(assignableRoles('Partner Admin')).toEqual(['User', 'Guest', 'Viewer']);
  });

  it('gives non-admins and unknown callers nothing to assign', () => {
    for (const role of ['User', 'Guest', 'Viewer'] as const) expect(assignableRoles(role)).toEqual([]);
    expect(assignableRoles(null)).toEqual([]);
  });

  it("shows a user's current role even when the admin may not assign it, disabled", () => {
    expect(roleChoices('Partner Admin', 'Partner Admin')).toEqual([
      { value: 'Partner Admin', label: 'Partner Admin', disabled: true },
      { value: 'User', label: 'User' },
      { value: 'Guest', label: 'Guest' },
      { value: 'Viewer', label: 'Viewer' },
    ]);
  });

  it('does not let an admin change the role of someone above them', () => {
    expect(canChangeRole('Client Admin', 'FIN Admin')).toBe(false);
    expect(canChangeRole('Client Admin', 'User')).toBe(true);
    expect(canChangeRole('Partner Admin', 'Client Admin')).toBe(false);
    expect(canChangeRole('FIN Admin', 'FIN Admin')).toBe(true);
  });
});
