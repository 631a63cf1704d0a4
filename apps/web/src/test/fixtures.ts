import {
  ENTERPRISE_PERMISSIONS,
  PURCHASED_MODULE_FLAGS,
  ROLE_IDS,
  type RoleName,
  type SessionResponse,
} from '@fin-atlas/domain';

const allFlags = <F extends string>(flags: readonly F[], value: boolean) =>
  Object.fromEntries(flags.map((flag) => [flag, value])) as Record<F, boolean>;

/** A session exactly as the contract describes it, for a user of the given role. */
export function sessionFixture(
  role: RoleName = 'User',
  overrides: Partial<SessionResponse['user']> = {},
  impersonator: SessionResponse['impersonator'] = null,
): SessionResponse {
  return {
    csrf_token: 'csrf-token-0123456789abcdef',
    impersonator,
    user: {
      id: 7,
      user_name: 'Vera Vendor',
      email: 'vendor@demo.finatlas.test',
      company_type: 'Vendor',
      created_date: '2026-01-05T10:00:00.000Z',
      is_demo_user: true,
      role: { id: ROLE_IDS[role], name: role },
      groups: [],
      is_active: true,
      is_fi_menu: false,
      partner: false,
      module_permission: allFlags(PURCHASED_MODULE_FLAGS, true),
      ui_modules: [],
      enterprise_permissions: allFlags(ENTERPRISE_PERMISSIONS, false),
      active_client_pricing: false,
      ...overrides,
    },
  };
}
