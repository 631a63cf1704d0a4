import {
  type DataStatus,
  ENTERPRISE_PERMISSIONS,
  type EnabledModulesResponse,
  type HomeFigures,
  type HomeWorkspace,
  type MenuModule,
  PURCHASED_MODULE_FLAGS,
  ROLE_IDS,
  type RoleName,
  type SessionResponse,
  type UserProfile,
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

type MenuEntry = MenuModule;

const entry = (
  id: number,
  name: string,
  path: string,
  parent: number | null,
  extra: Partial<MenuEntry> = {},
): MenuEntry => ({
  id,
  name,
  icon: null,
  path,
  display_type: parent === null ? (id === 1 ? 'home' : 'module') : 'page',
  parent_id: parent,
  display_order: id,
  partially_enabled: false,
  user_guide_url: null,
  enabled: true,
  about_path: null,
  module_flag: null,
  ...extra,
});

/** A small menu like the server's: Technographics (with an unbought CRM child), Advisor unbought, Reporter. */
export function menuFixture(): MenuEntry[] {
  return [
    entry(1, 'Home', '/dashboard', null),
    entry(10, 'Technographics', '/technographics', null, {
      about_path: '/fi_prospect/about_technographics',
      module_flag: 'fin_technographics',
      user_guide_url: '/guides/technographics.pdf',
    }),
    entry(11, 'Product Search', '/technographics/product/search', 10, {
      about_path: '/fi_prospect/about_technographics',
      module_flag: 'fin_technographics',
    }),
    entry(16, 'CRM Data Enrichment', '/technographics/crm_data', 10, {
      enabled: false,
      about_path: '/technographics/fin_query/about_crm',
      module_flag: 'fin_crm',
    }),
    entry(50, 'Advisor', '/analytics/advisor', null, {
      enabled: false,
      about_path: '/analytics/about_advisor',
      module_flag: 'fin_advisor',
    }),
    entry(51, 'Select Institution', '/analytics/advisor/select_institution', 50, {
      enabled: false,
      about_path: '/analytics/about_advisor',
      module_flag: 'fin_advisor',
    }),
    entry(60, 'Reporter', '/analytics/reporter', null, {
      about_path: '/analytics/about_reporter',
      module_flag: 'fin_reporter',
    }),
  ];
}

export function enabledModulesFixture(): EnabledModulesResponse {
  const enabled = menuFixture().filter((m) => m.enabled);
  return {
    ui_modules: enabled.map(({ enabled: _e, about_path: _a, module_flag: _f, ...rest }) => rest),
    enabled_paths: enabled.map((m) => m.path),
  };
}

export function profileFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 7,
    user_name: 'Vera Vendor',
    email: 'vendor@demo.finatlas.test',
    company_name: 'Summit Ridge Software',
    company_type: 'Vendor',
    role: { id: ROLE_IDS.User, name: 'User' },
    sign_in_method: 'password',
    can_manage_settings: true,
    fin_api: false,
    ...overrides,
  };
}

export function figuresFixture(): HomeFigures {
  return {
    solutions: { value: 400, text: '400+', source: 'catalogue' },
    performance_themes: { value: 15, text: '15', source: 'data' },
    specialty_business_lines: { value: 20, text: '20+', source: 'catalogue' },
    vendor_fit_variables: { value: 101, text: 'over 100', source: 'catalogue' },
    institutions: { value: 9512, text: '9,512', source: 'data' },
  };
}

export function dataStatusFixture(): DataStatus {
  return {
    latest_period: '2026-09-30',
    is_demo: true,
    institutions: { bank: 4_400, bhc: 980, credit_union: 4_300 },
    sources: [],
    refresh_enabled: false,
    by_source: [],
  };
}

/** A new user's home workspace: every analytics module bought, nothing opened yet, demo data loaded. */
export function workspaceFixture(overrides: Partial<HomeWorkspace> = {}): HomeWorkspace {
  return {
    access: { reporter: true, advisor: true, profile: true },
    recent_reports: [],
    recent_institutions: [],
    peer_groups: [],
    peer_group_count: 0,
    data_as_of: [
      {
        source: 'fdic_call_reports',
        name: 'FDIC call reports',
        period: '2026-09-30',
        loaded_at: '2026-11-20T10:00:00.000Z',
        is_demo: true,
      },
      {
        source: 'ncua_5300',
        name: 'NCUA 5300 call reports',
        period: '2026-09-30',
        loaded_at: '2026-11-20T10:00:00.000Z',
        is_demo: true,
      },
      {
        source: 'summary_of_deposits',
        name: 'Summary of Deposits',
        period: '2026-06-30',
        loaded_at: '2026-11-20T10:00:00.000Z',
        is_demo: true,
      },
      {
        source: 'technographics',
        name: 'Technographics',
        period: null,
        loaded_at: '2026-11-20T10:00:00.000Z',
        is_demo: true,
      },
    ],
    ...overrides,
  };
}
