import { describe, expect, it } from 'vitest';
import { LARGE_MILLIONS } from '../rules/number-format.js';
import { AGE_GROUPS } from './age-groups.js';
import { ASSET_BAND_IDS, ASSET_BANDS, ASSET_UPPER_CAP } from './asset-bands.js';
import { CHART_COLOR_SERIES } from './chart.js';
import { COMPANY_TYPE_GROUPS, COMPANY_TYPES } from './company.js';
import { TOP_FEATURES, TOP_VENDORS } from './counters.js';
import { EXCEL_COLUMN_WIDTHS, EXCEL_PEER_COLUMNS, EXCEL_VALUE_COLUMN_COUNT } from './excel.js';
import { FI_TYPES, REPORT_FI_TYPES } from './fi-types.js';
import {
  INDUSTRY_REPORTER_DEFAULTS,
  INDUSTRY_REPORTER_SCOPES,
  INDUSTRY_REPORTER_SPANS,
  INDUSTRY_REPORTER_STEPS,
} from './industry-reporter.js';
import { INTENT_LEVELS } from './intent.js';
import { FILTER_COUNT_THRESHOLD, SEARCH_LIMITS, VENDOR_FIT_LIMITS } from './limits.js';
import { DEFAULT_FI_TYPE_FILTER, FI_TYPE_FILTERS, KNOWN_VENDOR, MARKET_MEASURES } from './market.js';
import {
  CLIENT_GROUP_TYPE_ID,
  DEFAULT_REPORT_MODULE,
  ENTERPRISE_PERMISSIONS,
  PURCHASED_MODULE_FLAGS,
} from './modules.js';
import { EXCEL_NUMBER_FORMATS, NUMBER_FORMAT_CODES } from './number-formats.js';
import { PUBLIC_PATHS } from './paths.js';
import { FILTER_OPERATORS, QUERY_ELEMENT_TYPES, RULE_CATEGORIES, SELF_SERVE_ELEMENT_TYPES } from './query.js';
import { PEER_PAGE_SIZE } from './report-view.js';
import {
  METRIC_ELEMENT_DEFAULTS,
  REPORT_WRITER_SCOPE_OPTIONS,
  REPORT_WRITER_SET_OPTIONS,
  REPORT_WRITER_SPAN_OPTIONS,
  TECHNOGRAPHIC_MODES,
} from './report-writer.js';
import { DEFAULT_ROLE, ROLE, ROLE_ABILITIES, ROLE_NAMES } from './roles.js';
import { DEFAULT_MARKET_SHARE_SET_ID, DEFAULT_METRIC_SET_ID, SETS } from './sets.js';
import { DEFAULT_SPAN_ID, SPANS } from './spans.js';
import { SUBSCRIPTION_DEFAULTS } from './subscription.js';
import {
  CAROUSEL_INTERVAL_MS,
  IDLE_COUNTDOWN_SECONDS,
  IDLE_TIMEOUT_MS,
  NAV_RECLICK_LOCK_MS,
  SIDEBAR_BREAKPOINTS,
  TOAST_DURATION_MS,
} from './timing.js';

describe('spans and sets', () => {
  it('numbers spans 1 Qtr, 2 T12, 3 YTD with T12 as default', () => {
    expect(SPANS).toEqual([
      { id: 1, name: 'Qtr' },
      { id: 2, name: 'T12' },
      { id: 3, name: 'YTD' },
    ]);
    expect(DEFAULT_SPAN_ID).toBe(2);
  });

  it('numbers sets 1 As Reported, 2 Merger Restated and keeps both default readings', () => {
    expect(SETS.map((set) => [set.id, set.name])).toEqual([
      [1, 'As Reported'],
      [2, 'Merger Restated'],
    ]);
    expect(DEFAULT_METRIC_SET_ID).toBe(1);
    expect(DEFAULT_MARKET_SHARE_SET_ID).toBe(2);
  });

  it('defaults metric elements to set 1, span 2, scope single', () => {
    expect(METRIC_ELEMENT_DEFAULTS).toEqual({ set: 1, span: 2, scope: 'single' });
  });
});

describe('industry reporter', () => {
  it('names spans and scopes as the spec does', () => {
    expect(INDUSTRY_REPORTER_SPANS.map((s) => s.name)).toEqual([
      'Quarterly',
      'Trailing-12 Months',
      'Year-to-Date',
    ]);
    expect(INDUSTRY_REPORTER_SCOPES.map((s) => s.name)).toEqual(['Multi-Period', 'Single-Period']);
    expect(INDUSTRY_REPORTER_STEPS).toEqual(['group', 'segmentation', 'report', 'view']);
  });

  it('opens on T12, trend, multi, graph shown, chart', () => {
    expect(INDUSTRY_REPORTER_DEFAULTS).toEqual({
      spanId: 2,
      scope: 'trend',
      metricMode: 'multi',
      showGraph: true,
      displayType: 'chart',
    });
    const t12 = INDUSTRY_REPORTER_SPANS.find((s) => s.id === INDUSTRY_REPORTER_DEFAULTS.spanId);
    expect(t12?.name).toBe('Trailing-12 Months');
  });
});

describe('report writer options', () => {
  it('lists set, span, scope and technographic mode labels', () => {
    expect(REPORT_WRITER_SET_OPTIONS.map((o) => o.label)).toEqual(['As Reported', 'Merger Restated']);
    expect(REPORT_WRITER_SPAN_OPTIONS.map((o) => o.label)).toEqual([
      'Quarterly',
      'Trailing-12 Months',
      'Yearly',
    ]);
    expect(REPORT_WRITER_SCOPE_OPTIONS.map((o) => o.label)).toEqual(['5-Period Trend', 'Current Period']);
    expect(TECHNOGRAPHIC_MODES.map((o) => o.label)).toEqual(['Default', 'Has Service', 'Vendor', 'Product']);
  });
});

describe('asset bands', () => {
  it('has six contiguous bands in thousands ending at the 3,000,000,000 cap', () => {
    expect(ASSET_UPPER_CAP).toBe(3_000_000_000);
    expect(ASSET_BAND_IDS).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ASSET_BANDS.map((b) => [b.min, b.max])).toEqual([
      [0, 100_000],
      [100_000, 500_000],
      [500_000, 1_000_000],
      [1_000_000, 10_000_000],
      [10_000_000, 100_000_000],
      [100_000_000, 3_000_000_000],
    ]);
    for (let i = 1; i < ASSET_BANDS.length; i++) {
      expect(ASSET_BANDS[i]?.min).toBe(ASSET_BANDS[i - 1]?.max);
    }
  });

  it('labels bands in dollars', () => {
    expect(ASSET_BANDS.map((b) => b.label)).toEqual([
      '<$100M',
      '$100M-$500M',
      '$500M-$1B',
      '$1B-$10B',
      '$10B-$100B',
      '>$100B',
    ]);
    expect(ASSET_BANDS.map((b) => b.range)).toEqual([
      '<100,000',
      '100,000-500,000',
      '500,000-1,000,000',
      '1,000,000-10,000,000',
      '10,000,000-100,000,000',
      '>100,000,000',
    ]);
  });
});

describe('filters and market', () => {
  it('lists age groups, measures, FI type filter and known vendor', () => {
    expect(AGE_GROUPS.map((g) => g.label)).toEqual(['<1 Year', '1-5 Years', '>5 Years', '10+ Years']);
    expect(MARKET_MEASURES).toEqual([
      { id: 1, name: 'Client Count' },
      { id: 2, name: 'Assets' },
      { id: 3, name: 'Accounts' },
    ]);
    expect(FI_TYPE_FILTERS).toEqual([
      { id: 0, name: 'All' },
      { id: 1, name: 'Banks' },
      { id: 2, name: 'Credit Unions' },
    ]);
    expect(DEFAULT_FI_TYPE_FILTER).toBe(0);
    expect(KNOWN_VENDOR).toEqual({ ALL: 0, HAS_KNOWN_VENDOR: 1 });
  });

  it('lists the seven filter operators', () => {
    expect(FILTER_OPERATORS.map((o) => o.label)).toEqual([
      'equal',
      'less',
      'less or equal',
      'greater',
      'greater or equal',
      'between',
      'not between',
    ]);
  });
});

describe('limits and timing', () => {
  it('matches the spec numbers', () => {
    expect(TOP_VENDORS.defaultCount).toBe(15);
    expect(TOP_FEATURES).toMatchObject({ defaultCount: 5, max: 10 });
    expect(SUBSCRIPTION_DEFAULTS).toEqual({
      schedule: 'monthly',
      deliveryMode: 'app_link',
      deliveryFormat: 'csv',
    });
    expect(PEER_PAGE_SIZE).toBe(500);
    expect(VENDOR_FIT_LIMITS).toEqual({ institutionList: 20, vendor: 5 });
    expect(SEARCH_LIMITS).toEqual({
      debounceMs: 100,
      vendorLimit: 5,
      serviceLimit: 7,
      expandedLimit: 1000,
    });
    expect(FILTER_COUNT_THRESHOLD).toBe(7);
    expect(IDLE_TIMEOUT_MS).toBe(840_000);
    expect(IDLE_COUNTDOWN_SECONDS).toBe(60);
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(CAROUSEL_INTERVAL_MS).toBe(2000);
    expect(NAV_RECLICK_LOCK_MS).toBe(1000);
    expect(SIDEBAR_BREAKPOINTS).toEqual({ advisorPx: 1270, defaultPx: 768 });
  });

  it('sizes Excel exports', () => {
    expect(EXCEL_COLUMN_WIDTHS).toEqual({ min: 10, value: 30, id: 10 });
    expect(EXCEL_VALUE_COLUMN_COUNT).toBe(5);
    expect(EXCEL_PEER_COLUMNS).toEqual(['Peer', 'National Percentile']);
  });
});

describe('chart colours', () => {
  it('has exactly ten distinct hex colours', () => {
    expect(CHART_COLOR_SERIES).toHaveLength(10);
    for (const colour of CHART_COLOR_SERIES) {
      expect(colour).toMatch(/^#[0-9A-F]{6}$/);
    }
    expect(new Set(CHART_COLOR_SERIES).size).toBe(10);
  });
});

describe('modules, companies and roles', () => {
  it('defaults to Retail Mobile Banking and lists flags and permissions', () => {
    expect(DEFAULT_REPORT_MODULE).toBe('Retail Mobile Banking');
    expect(PURCHASED_MODULE_FLAGS).toHaveLength(11);
    expect(PURCHASED_MODULE_FLAGS).toContain('fintech_market_reports');
    expect(ENTERPRISE_PERMISSIONS).toEqual([
      'digital_channel',
      'contact_details',
      'prospect_list',
      'market_reports',
      'fi_analytics',
      'fin_api',
      'mbc',
    ]);
    expect(CLIENT_GROUP_TYPE_ID).toBe(3);
  });

  it('groups company types and lists FI types', () => {
    expect(COMPANY_TYPE_GROUPS['Financial Institutions']).toEqual(['Bank', 'Credit Union']);
    expect(COMPANY_TYPES).toHaveLength(9);
    expect(FI_TYPES).toEqual(['bank', 'bhc', 'credit_union']);
    expect(REPORT_FI_TYPES).toContain('both');
  });

  it('gives Viewer no abilities and makes it the default', () => {
    expect(ROLE_NAMES).toHaveLength(6);
    expect(DEFAULT_ROLE).toBe('Viewer');
    expect(ROLE_ABILITIES[ROLE.VIEWER]).toEqual([]);
    expect(ROLE_ABILITIES[ROLE.FIN_ADMIN]).toEqual(
      expect.arrayContaining(['super_admin_board', 'admin_board', 'edit_client_group', 'purchase']),
    );
    expect(ROLE_ABILITIES[ROLE.CLIENT_ADMIN]).not.toContain('super_admin_board');
    expect(ROLE_ABILITIES[ROLE.PARTNER_ADMIN]).toContain('partner_admin_board');
    expect(ROLE_ABILITIES[ROLE.GUEST]).toContain('purchase');
    expect(ROLE_ABILITIES[ROLE.USER]).not.toContain('admin_board');
  });
});

describe('query vocabulary', () => {
  it('lists element types, self-serve subset and rule categories', () => {
    expect(QUERY_ELEMENT_TYPES).toHaveLength(19);
    expect(SELF_SERVE_ELEMENT_TYPES).toHaveLength(14);
    for (const type of SELF_SERVE_ELEMENT_TYPES) {
      expect(QUERY_ELEMENT_TYPES).toContain(type);
    }
    expect(RULE_CATEGORIES).toHaveLength(17);
    expect(INTENT_LEVELS).toEqual(['early_research', 'active_research', 'in_depth_research']);
  });

  it('lists the eight public paths', () => {
    expect(PUBLIC_PATHS).toHaveLength(8);
    expect(PUBLIC_PATHS).toContain('/new_password');
  });

  it('maps every number format to an Excel format', () => {
    expect(NUMBER_FORMAT_CODES).toEqual(expect.arrayContaining(['P1', 'P2', 'N0', 'N2', 'C0', 'C2']));
    for (const code of NUMBER_FORMAT_CODES) {
      expect(EXCEL_NUMBER_FORMATS[code]).toBeTruthy();
    }
    expect(EXCEL_NUMBER_FORMATS.P1).toBe('0.0%');
    expect(EXCEL_NUMBER_FORMATS.P2).toBe('0.00%');
    // A spreadsheet shows large amounts in millions without cents, as the screen does.
    const [large, negative, small] = EXCEL_NUMBER_FORMATS.C2M.split(';');
    expect(large).toBe(`[>=${LARGE_MILLIONS * 1000}]"$"#,##0,"M"`);
    expect(negative).toBe(`[<=-${LARGE_MILLIONS * 1000}]-"$"#,##0,"M"`);
    expect(small).toBe('"$"#,##0.00,"M"');
  });
});
