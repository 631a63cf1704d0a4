import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './api-error.js';
import { groupSchema } from './group.js';
import { institutionSchema } from './institution.js';
import { peerGroupSchema } from './peer-group.js';
import { latestRevisionSchema } from './status.js';
import { uiModuleSchema } from './ui-module.js';
import { userSchema } from './user.js';

const allFlags = <K extends string>(keys: readonly K[], value: boolean) =>
  Object.fromEntries(keys.map((key) => [key, value])) as Record<K, boolean>;

const modules = allFlags(
  [
    'fin_technographics',
    'fin_query',
    'fin_intent',
    'fin_crm',
    'fin_vendorfit',
    'fin_advisor',
    'fin_reporter',
    'fin_profile',
    'fintech_market_reports',
    'fin_digital_channels',
    'fin_industry_reporter',
  ],
  true,
);
const permissions = allFlags(
  ['digital_channel', 'contact_details', 'prospect_list', 'market_reports', 'fi_analytics', 'fin_api', 'mbc'],
  false,
);

const uiModule = {
  id: 3,
  name: 'Technographics',
  icon: 'chip',
  path: '/technographics',
  display_type: 'menu',
  parent_id: null,
  display_order: 1,
  partially_enabled: false,
  user_guide_url: 'https://docs.example.com/technographics.pdf',
};

const user = {
  id: 17,
  user_name: 'Ada Lovelace',
  email: 'ada@vendor.example',
  company_type: 'Vendor',
  created_date: '2024-03-01T09:30:00Z',
  is_demo_user: false,
  role: { id: 2, name: 'Client Admin' },
  groups: [{ id: 4, name: 'Acme', group_type: 'client', group_type_id: 3 }],
  is_active: true,
  is_fi_menu: false,
  partner: false,
  module_permission: modules,
  ui_modules: [uiModule],
  enterprise_permissions: permissions,
  active_client_pricing: true,
};

describe('userSchema', () => {
  it('accepts a realistic user', () => {
    expect(userSchema.parse(user).role.name).toBe('Client Admin');
  });

  it('rejects an unknown role, a bad e-mail and a missing module flag', () => {
    expect(userSchema.safeParse({ ...user, role: { id: 2, name: 'Root' } }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, email: 'not-an-email' }).success).toBe(false);
    const { fin_crm: _, ...partial } = modules;
    expect(userSchema.safeParse({ ...user, module_permission: partial }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, id: 0 }).success).toBe(false);
  });
});

describe('groupSchema', () => {
  it('carries purchased modules and enterprise permissions', () => {
    const group = groupSchema.parse({
      id: 4,
      name: 'Acme',
      group_type: 'client',
      group_type_id: 3,
      created_at: '2023-12-01T00:00:00.000Z',
      purchased_modules: modules,
      enterprise_permissions: permissions,
    });
    expect(group.purchased_modules.fin_query).toBe(true);
    expect(group.enterprise_permissions.mbc).toBe(false);
  });

  it('rejects a date without offset', () => {
    expect(
      groupSchema.safeParse({
        id: 4,
        name: 'Acme',
        group_type: 'client',
        group_type_id: 3,
        created_at: '2023-12-01 00:00',
        purchased_modules: modules,
        enterprise_permissions: permissions,
      }).success,
    ).toBe(false);
  });
});

describe('uiModuleSchema', () => {
  it('accepts a menu entry and rejects a relative path', () => {
    expect(uiModuleSchema.parse(uiModule).path).toBe('/technographics');
    expect(uiModuleSchema.safeParse({ ...uiModule, path: 'technographics' }).success).toBe(false);
  });
});

describe('institutionSchema', () => {
  it('normalises the legacy CU type', () => {
    expect(institutionSchema.parse({ id: 5, fi_type: 'CU' }).fi_type).toBe('credit_union');
    expect(institutionSchema.parse({ id: 5, fi_type: 'bhc' }).fi_type).toBe('bhc');
    expect(institutionSchema.safeParse({ id: 5, fi_type: 'thrift' }).success).toBe(false);
  });
});

describe('peerGroupSchema', () => {
  it('accepts members as institution ids', () => {
    expect(
      peerGroupSchema.parse({ id: 1, name: 'Peers', description: null, members: [1, 2], peer_count: 2 })
        .members,
    ).toEqual([1, 2]);
    expect(
      peerGroupSchema.safeParse({ id: 1, name: 'Peers', description: null, members: ['a'], peer_count: 2 })
        .success,
    ).toBe(false);
  });
});

describe('envelopes', () => {
  it('accepts the error envelope and the revision', () => {
    expect(
      apiErrorSchema.parse({ error: { code: 'not_found', message: 'Record not found', requestId: 'r-1' } })
        .error.code,
    ).toBe('not_found');
    expect(apiErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
    expect(latestRevisionSchema.parse({ revision: 'abc123' }).revision).toBe('abc123');
    expect(latestRevisionSchema.safeParse({ revision: '' }).success).toBe(false);
  });
});
