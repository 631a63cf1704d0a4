import { describe, expect, it } from 'vitest';
import {
  canManageUserSettings,
  canUseImportTools,
  isPublicPath,
  roleHasAbility,
  roleNotGrantableMessage,
  rolesAssignableBy,
} from './access.js';

describe('isPublicPath', () => {
  it('accepts public paths and their children', () => {
    expect(isPublicPath('/sign_in')).toBe(true);
    expect(isPublicPath('/sign_in?silent=true')).toBe(true);
    expect(isPublicPath('/new_password/42/edit')).toBe(true);
    expect(isPublicPath('/sso')).toBe(true);
  });

  it('rejects everything else', () => {
    expect(isPublicPath('/dashboard')).toBe(false);
    expect(isPublicPath('/sign_in_other')).toBe(false);
    expect(isPublicPath('/')).toBe(false);
  });
});

describe('roles', () => {
  it('follows the abilities table', () => {
    expect(roleHasAbility('FIN Admin', 'super_admin_board')).toBe(true);
    expect(roleHasAbility('Client Admin', 'admin_board')).toBe(true);
    expect(roleHasAbility('Client Admin', 'super_admin_board')).toBe(false);
    expect(roleHasAbility('Partner Admin', 'partner_admin_board')).toBe(true);
    expect(roleHasAbility('Guest', 'purchase')).toBe(true);
    expect(roleHasAbility('Viewer', 'purchase')).toBe(false);
    expect(roleHasAbility('Hacker', 'purchase')).toBe(false);
    expect(roleHasAbility(null, 'purchase')).toBe(false);
  });

  it('keeps Viewer out of user settings', () => {
    expect(canManageUserSettings('Viewer')).toBe(false);
    expect(canManageUserSettings('User')).toBe(true);
  });

  it('allows import tools for admins and users outside the FI menu', () => {
    expect(canUseImportTools('User', false)).toBe(true);
    expect(canUseImportTools('User', true)).toBe(false);
    expect(canUseImportTools('Guest', false)).toBe(false);
    expect(canUseImportTools('FIN Admin', false)).toBe(true);
    expect(canUseImportTools('Client Admin', false)).toBe(true);
    expect(canUseImportTools('Partner Admin', false)).toBe(false);
    expect(canUseImportTools('Viewer', false)).toBe(false);
  });

  it('gives CRM access to the roles that import their own lists', () => {
    expect(roleHasAbility('FIN Admin', 'crm_access')).toBe(true);
    expect(roleHasAbility('Client Admin', 'crm_access')).toBe(true);
    expect(roleHasAbility('User', 'crm_access')).toBe(true);
    expect(roleHasAbility('Guest', 'crm_access')).toBe(false);
    expect(roleHasAbility('Partner Admin', 'crm_access')).toBe(false);
    expect(roleHasAbility('Viewer', 'crm_access')).toBe(false);
  });

  it('keeps the super-admin features to FIN Admin', () => {
    expect(roleHasAbility('FIN Admin', 'super_admin_features')).toBe(true);
    for (const role of ['Client Admin', 'Partner Admin', 'User', 'Guest', 'Viewer']) {
      expect(roleHasAbility(role, 'super_admin_features')).toBe(false);
    }
  });
});

describe('roles an admin may grant', () => {
  it('never hands out more power than the admin has', () => {
    expect(rolesAssignableBy('FIN Admin')).toHaveLength(6);
    expect(rolesAssignableBy('Client Admin')).toEqual(['Client Admin', 'User', 'Guest', 'Viewer']);
    expect(rolesAssignableBy('Partner Admin')).toEqual(['User', 'Guest', 'Viewer']);
    expect(rolesAssignableBy('User')).toEqual([]);
    expect(rolesAssignableBy('Hacker')).toEqual([]);
  });

  it('names the grantable roles when refusing one', () => {
    expect(roleNotGrantableMessage('Partner Admin')).toBe(
      'Choose a role you may grant: User, Guest or Viewer.',
    );
    expect(roleNotGrantableMessage('Viewer')).toBe('You may not grant roles.');
  });
});
