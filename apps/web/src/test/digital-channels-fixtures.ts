import {
  APP_TYPES,
  ASSET_BANDS,
  CLIENT_SIZE_METRICS,
  DATE_LEVELS,
  DIGITAL_CHANNELS_FILTERS,
  DIGITAL_CHANNELS_REPORTS,
  type DigitalChannelsFilter,
  type DigitalChannelsFilterKey,
  type DigitalChannelsOverview,
  type DigitalChannelsReport,
  type DigitalChannelsResult,
  type DigitalChannelsRow,
  FI_TYPE_FILTERS,
  MARKET_MEASURES,
  MB_AGE_GROUPS,
  quarterLabel,
  SATISFACTION_MEASURES,
  VENDOR_BRANDED_OPTIONS,
} from '@fin-atlas/domain';

export const DC_MODULE_MENU = {
  id: 90,
  name: 'Digital Channels',
  icon: null,
  path: '/digital_channels',
  display_type: 'module' as const,
  parent_id: null,
  display_order: 90,
  partially_enabled: false,
  user_guide_url: null,
};

/** The shell calls of a user whose company bought digital channels. */
export const DC_SHELL = {
  'GET /api/ui_modules': {
    body: {
      ui_modules: [
        { ...DC_MODULE_MENU, enabled: true, about_path: null, module_flag: 'fin_digital_channels' },
      ],
    },
  },
  'GET /api/users/enabled_modules': {
    body: { ui_modules: [DC_MODULE_MENU], enabled_paths: ['/digital_channels'] },
  },
};

export const DC_PERIODS = ['2026-06-30', '2026-03-31', '2025-12-31', '2025-09-30', '2025-06-30'];

const VENDORS = [
  { id: -1, name: 'Unknown / In-House' },
  { id: 11, name: 'Alkami' },
  { id: 12, name: 'Q2' },
  { id: 13, name: 'Jack Henry' },
  { id: 14, name: 'Fiserv' },
];

const OPTIONS: Record<DigitalChannelsFilterKey, readonly { id: number | string; name: string }[]> = {
  current_period: DC_PERIODS.map((p) => ({ id: p, name: quarterLabel(p) })),
  previous_period: DC_PERIODS.map((p) => ({ id: p, name: quarterLabel(p) })),
  beginning_period: DC_PERIODS.map((p) => ({ id: p, name: quarterLabel(p) })),
  market_measure: MARKET_MEASURES,
  client_size_metric: CLIENT_SIZE_METRICS,
  satisfaction_measure: SATISFACTION_MEASURES,
  top_vendors: [],
  top_features: [],
  fi_type: FI_TYPE_FILTERS,
  fi_asset_group: ASSET_BANDS.map((b) => ({ id: b.id, name: b.label })),
  mb_age_group: MB_AGE_GROUPS,
  feature_mb_age_group: MB_AGE_GROUPS,
  vendor: VENDORS,
  app_type: APP_TYPES,
  vendor_branded: VENDOR_BRANDED_OPTIONS,
  core_vendor_product: [
    { id: 31, name: 'Fiserv – DNA' },
    { id: 32, name: 'Jack Henry – SilverLake' },
  ],
  date_level: DATE_LEVELS,
};

const DEFAULTS: Partial<Record<DigitalChannelsFilterKey, string | number>> = {
  current_period: DC_PERIODS[0],
  previous_period: DC_PERIODS[1],
  beginning_period: DC_PERIODS[4],
  market_measure: 1,
  client_size_metric: 1,
  satisfaction_measure: 1,
  top_vendors: 15,
  top_features: 5,
  fi_type: 0,
  date_level: 1,
};

export function dcFiltersFixture(): { filters: DigitalChannelsFilter[] } {
  return {
    filters: DIGITAL_CHANNELS_FILTERS.map((f) => ({
      id: f.id,
      key: f.key,
      name: f.name,
      kind: f.kind,
      options: OPTIONS[f.key].map((o) => ({ id: o.id, name: o.name })),
      default: DEFAULTS[f.key] ?? null,
    })),
  };
}

export function dcReportsFixture(isDemo = true): {
  reports: DigitalChannelsReport[];
  is_demo: boolean;
  data_as_of: string;
} {
  return {
    reports: DIGITAL_CHANNELS_REPORTS.map((r) => ({ ...r, filter_ids: [...r.filter_ids] })),
    is_demo: isDemo,
    data_as_of: DC_PERIODS[0] ?? '',
  };
}

export const dcReport = (id: number): DigitalChannelsReport => {
  const report = dcReportsFixture().reports.find((r) => r.id === id);
  if (!report) throw new Error(`no report ${id}`);
  return report;
};

const row = (over: Partial<DigitalChannelsRow> & Record<string, unknown>): DigitalChannelsRow => ({
  vendor_name: 'Alkami',
  product_name: '-1',
  kind: 'vendor',
  vendor_id: 11,
  ...over,
});

/**
 * A market share answer over `total` vendors: the top `top` of them (vendor 1 with a named product,
 * the others with the placeholder product), then Others and Grand Total.
 */
export function dcMarketShareResult(
  reportId: number,
  top: number,
  { total = 20, isDemo = true }: { total?: number; isDemo?: boolean } = {},
): DigitalChannelsResult {
  const shown = Math.min(top, total);
  const vendors = Array.from({ length: shown }, (_, i) =>
    row({
      vendor_name: `Vendor ${i + 1}`,
      vendor_id: 100 + i,
      product_name: i === 0 ? 'Digital Banking Platform' : i % 2 === 0 ? '0' : '-1',
      clients: 40 - i,
      share: 4,
      share_previous: 3.5,
      share_beginning: 3,
      share_change: 1,
    }),
  );
  const others =
    shown < total
      ? [
          row({
            vendor_name: 'Others',
            kind: 'others',
            vendor_id: null,
            product_name: '0',
            clients: 50,
            share: 20,
            share_previous: 20,
            share_beginning: 20,
            share_change: 0,
          }),
        ]
      : [];
  return {
    report_id: reportId,
    report_data: [
      ...vendors,
      ...others,
      row({
        vendor_name: 'Grand Total',
        kind: 'grand_total',
        vendor_id: null,
        product_name: '0',
        clients: 900,
        share: 100,
        share_previous: 100,
        share_beginning: 100,
        share_change: 0,
      }),
    ],
    total_vendors: total,
    headers: ['Clients', 'Share', 'Share', 'Share', 'Share Change'],
    columns: [
      { key: 'clients', label: 'Clients', format: 'N0', group: 'Q2 2026' },
      { key: 'share', label: 'Share', format: 'P2', group: 'Q2 2026' },
      { key: 'share_previous', label: 'Share', format: 'P2', group: 'Q1 2026' },
      { key: 'share_beginning', label: 'Share', format: 'P2', group: 'Q2 2025' },
      { key: 'share_change', label: 'Share Change', format: 'P2', group: 'Change' },
    ],
    data_format: {
      clients: 'N0',
      share: 'P2',
      share_previous: 'P2',
      share_beginning: 'P2',
      share_change: 'P2',
    },
    filters: {
      current_period: DC_PERIODS[0],
      previous_period: DC_PERIODS[1],
      beginning_period: DC_PERIODS[4],
    },
    is_demo: isDemo,
  };
}

/** A feature adoption answer: `top` vendors by `features` feature columns (features head the columns). */
export function dcFeaturesResult(reportId: number, top: number, features: number): DigitalChannelsResult {
  const names = ['Mobile Check Deposit', 'Zelle Transfers', 'Card Controls', 'Biometric Login', 'Bill Pay'];
  const columns = Array.from({ length: features }, (_, i) => ({
    key: `feature_${i + 1}`,
    label: names[i % names.length] ?? `Feature ${i + 1}`,
    format: 'P1' as const,
    group: 'Q2 2026',
  }));
  const rows = Array.from({ length: top }, (_, v) =>
    row({
      vendor_name: `Vendor ${v + 1}`,
      vendor_id: 100 + v,
      ...Object.fromEntries(columns.map((c, i) => [c.key, 90 - i * 10 - v])),
    }),
  );
  return {
    report_id: reportId,
    report_data: [
      ...rows,
      row({
        vendor_name: 'Grand Total',
        kind: 'grand_total',
        vendor_id: null,
        product_name: '0',
        feature_1: 80,
      }),
    ],
    total_vendors: 20,
    total_features: 10,
    headers: columns.map((c) => c.label),
    columns,
    data_format: Object.fromEntries(columns.map((c) => [c.key, c.format])),
    filters: { current_period: DC_PERIODS[0] },
    is_demo: true,
  };
}

export function dcOverviewFixture(
  reportId: number,
  module: DigitalChannelsOverview['module'],
): DigitalChannelsOverview {
  const mobile = module === 'Retail Mobile Banking';
  return {
    report_id: reportId,
    module,
    period: DC_PERIODS[0] ?? null,
    beginning_period: DC_PERIODS[4] ?? null,
    is_demo: true,
    institutions: 1000,
    with_channel: 850,
    vendors: 24,
    vendor_branded_share: mobile ? 41.5 : null,
    weighted_rating: mobile ? 4.62 : null,
    rating_count: mobile ? 120_000 : 0,
    switches: 37,
    top_vendors: [
      { vendor_id: 11, vendor_name: 'Alkami', clients: 200, share: 23.53, share_change: 1.25 },
      { vendor_id: 12, vendor_name: 'Q2', clients: 150, share: 17.65, share_change: -0.5 },
    ],
    top_features: [{ feature_id: 1, name: 'Mobile Check Deposit', adoption: 92.5, adoption_change: 3.1 }],
    trend: DC_PERIODS.slice()
      .reverse()
      .map((period, i) => ({
        period,
        with_channel: 800 + i * 10,
        weighted_rating: mobile ? 4.5 + i * 0.02 : null,
      })),
  };
}
