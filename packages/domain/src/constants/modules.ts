export const DIGITAL_CHANNEL_MODULES = ['Retail Mobile Banking', 'Retail Online Banking'] as const;

export type DigitalChannelModule = (typeof DIGITAL_CHANNEL_MODULES)[number];

// Mobile is the most requested dashboard, so digital channels opens on it.
export const DEFAULT_REPORT_MODULE: DigitalChannelModule = 'Retail Mobile Banking';

// Flag names are the keys the server uses in module_permission; each gates a purchased module.
export const PURCHASED_MODULE_FLAGS = [
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
] as const;

export type PurchasedModuleFlag = (typeof PURCHASED_MODULE_FLAGS)[number];

export const ENTERPRISE_PERMISSIONS = [
  'digital_channel',
  'contact_details',
  'prospect_list',
  'market_reports',
  'fi_analytics',
  'fin_api',
  'mbc',
] as const;

export type EnterprisePermission = (typeof ENTERPRISE_PERMISSIONS)[number];

// A partially enabled FIN Profile exposes only these sections.
export const PARTIAL_PROFILE_SECTIONS = ['Digital Channels', 'Bank Profile'] as const;

export const VENDOR_FIT_SECTIONS = [
  'Financial Institution',
  'Product Fit Ranking',
  'Size',
  'Market',
  'Strategy',
  'Profit',
  'Growth',
  'Risk',
  'Productivity',
  'Technology',
] as const;

// Group type 3 marks a client's own group, as opposed to partner and internal groups.
export const CLIENT_GROUP_TYPE_ID = 3;
