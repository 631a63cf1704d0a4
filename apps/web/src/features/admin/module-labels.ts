import {
  ENTERPRISE_PERMISSIONS,
  type EnterprisePermission,
  GROUP_TYPES,
  PURCHASED_MODULE_FLAGS,
  type PurchasedModuleFlag,
} from '@fin-atlas/domain';

// Records over the domain's unions: adding a flag there fails the type check here until it has a label.
export const PURCHASED_MODULE_LABELS: Readonly<Record<PurchasedModuleFlag, string>> = {
  fin_technographics: 'Technographics',
  fin_query: 'FIN Query',
  fin_intent: 'FIN Intent',
  fin_crm: 'FIN CRM',
  fin_vendorfit: 'VendorFit',
  fin_advisor: 'Advisor',
  fin_reporter: 'Reporter',
  fin_profile: 'FIN Profile',
  fintech_market_reports: 'Fintech market reports',
  fin_digital_channels: 'Digital Channels',
  fin_industry_reporter: 'Industry Reporter',
};

export const ENTERPRISE_PERMISSION_LABELS: Readonly<Record<EnterprisePermission, string>> = {
  digital_channel: 'Digital channel data',
  contact_details: 'Contact details',
  prospect_list: 'Prospect lists',
  market_reports: 'Market reports',
  fi_analytics: 'FI analytics',
  fin_api: 'FIN API access',
  mbc: 'Mortgage (MBC) data',
};

export const PURCHASED_MODULE_OPTIONS = PURCHASED_MODULE_FLAGS.map((flag) => ({
  value: flag,
  label: PURCHASED_MODULE_LABELS[flag],
}));

export const ENTERPRISE_PERMISSION_OPTIONS = ENTERPRISE_PERMISSIONS.map((flag) => ({
  value: flag,
  label: ENTERPRISE_PERMISSION_LABELS[flag],
}));

const GROUP_TYPE_LABELS: Readonly<Record<(typeof GROUP_TYPES)[number]['name'], string>> = {
  internal: 'Internal',
  partner: 'Partner',
  client: 'Client',
  user_group: 'User group',
};

export const GROUP_TYPE_OPTIONS = GROUP_TYPES.map((type) => ({
  value: String(type.id),
  label: GROUP_TYPE_LABELS[type.name],
}));

export function groupTypeLabel(groupTypeId: number, fallback: string): string {
  return GROUP_TYPE_OPTIONS.find((option) => option.value === String(groupTypeId))?.label ?? fallback;
}
