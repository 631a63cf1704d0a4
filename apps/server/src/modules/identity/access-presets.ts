import type { PurchasedModuleFlag } from '@fin-atlas/domain';
import type { Access } from './policy.js';

export const PUBLIC: Access = { public: true };
export const SIGNED_IN: Access = { signedIn: true };
/** The three admin consoles share their API; the tenant scope narrows what each one sees. */
export const ADMIN_CONSOLE: Access = {
  signedIn: true,
  anyAbility: ['super_admin_board', 'admin_board', 'partner_admin_board'],
};
export const SUPER_ADMIN: Access = { signedIn: true, ability: 'super_admin_board' };
/** Client activity reports, user groups and email templates (spec section 6). */
export const SUPER_ADMIN_FEATURES: Access = { signedIn: true, ability: 'super_admin_features' };
export const IMPERSONATING: Access = { signedIn: true, impersonating: true };

/** Peer groups and report lists serve Reporter, Advisor and FIN Profile; any one of them opens them. */
export const ANALYTICS_MODULES: readonly PurchasedModuleFlag[] = [
  'fin_advisor',
  'fin_reporter',
  'fin_profile',
];
export const ANALYTICS: Access = { signedIn: true, anyModule: ANALYTICS_MODULES };

/**
 * FIN Profile opens with FIN Profile or Advisor bought; Digital Channels buyers get it partially
 * (Bank Profile and Digital Channels sections), so only the basic profile accepts them.
 */
export const FIN_PROFILE: Access = { signedIn: true, anyModule: ['fin_profile', 'fin_advisor'] };
export const FIN_PROFILE_PARTIAL: Access = {
  signedIn: true,
  anyModule: ['fin_profile', 'fin_advisor', 'fin_digital_channels'],
};

/**
 * Institution lookups (typeahead, basics) serve every module whose user picks institutions; market
 * reports and digital channels aggregate and pick none.
 */
export const INSTITUTION_LOOKUP: Access = {
  signedIn: true,
  anyModule: [
    'fin_technographics',
    'fin_query',
    'fin_intent',
    'fin_crm',
    'fin_vendorfit',
    'fin_industry_reporter',
    ...ANALYTICS_MODULES,
  ],
};

/** Financial data (metric values, national standing, statements, metric trees) is paid analytics data. */
export const FINANCIAL_DATA: Access = {
  signedIn: true,
  anyModule: [...ANALYTICS_MODULES, 'fin_query', 'fin_industry_reporter'],
};

/** The digital channels reports and dashboard: the purchased module (the menu opens them on the same flag). */
export const DIGITAL_CHANNELS: Access = { signedIn: true, module: 'fin_digital_channels' };

/** FIN Query: building queries, their live counts and saved queries. */
export const FIN_QUERY: Access = { signedIn: true, module: 'fin_query' };
/** The prospect list itself (results, prices, downloads) is the enterprise prospect_list permission. */
export const PROSPECT_LIST: Access = { signedIn: true, module: 'fin_query', enterprise: 'prospect_list' };
/** Contacts of a prospect list's institutions: the contact_details permission on top. */
export const PROSPECT_CONTACTS: Access = {
  signedIn: true,
  module: 'fin_query',
  enterprise: 'contact_details',
};

/** FIN CRM: the CRM access ability, which also needs the fin_crm purchase. */
export const CRM: Access = { signedIn: true, ability: 'crm_access' };

export const route = (access: Access) => ({ config: { access } });

/** The modules that pick a group of institutions (peer groups, saved queries as FI groups). */
export const FI_GROUP_MODULES: readonly PurchasedModuleFlag[] = [
  ...ANALYTICS_MODULES,
  'fin_query',
  'fin_industry_reporter',
];

/** Saved queries usable as FI groups serve every module that picks a group of institutions. */
export const CUSTOM_FI_GROUPS: Access = { signedIn: true, anyModule: FI_GROUP_MODULES };
