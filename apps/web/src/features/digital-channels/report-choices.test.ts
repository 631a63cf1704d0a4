import { digitalChannelsQuerySchema } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { DC_PERIODS, dcFiltersFixture, dcReport } from '../../test/digital-channels-fixtures';
import {
  DEFAULT_CHOICES,
  isReportChoices,
  type ReportChoices,
  reportQueryString,
  reportQueryValues,
} from './report-choices';

const { filters } = dcFiltersFixture();
const choices = (over: Partial<ReportChoices> = {}): ReportChoices => ({
  ...DEFAULT_CHOICES,
  reportId: 101,
  ...over,
});

describe('the report query', () => {
  it("sends the report's enabled filters only, with the server's defaults where nothing was chosen", () => {
    // 203 (online share trend) has no app filters: a mobile-only choice is not sent with it.
    const values = reportQueryValues(filters, dcReport(203), choices({ values: { app_type: [1] } }));
    expect(values).toEqual({
      current_period: DC_PERIODS[0],
      beginning_period: DC_PERIODS[4],
      date_level: 1,
      market_measure: 1,
      top_vendors: 15,
      fi_type: 0,
    });
  });

  it('sends lists as bracket arrays the server reads back, and leaves out a list holding every option', () => {
    const text = reportQueryString(
      filters,
      dcReport(101),
      choices({ values: { fi_asset_group: [3, 1], vendor: [-1, 12], app_type: [1, 2, 3], fi_type: 2 } }),
    );
    expect(text).toContain('fi_asset_group%5B%5D=1&fi_asset_group%5B%5D=3');
    expect(text).toContain('vendor%5B%5D=-1&vendor%5B%5D=12');
    expect(text).not.toContain('app_type');
    const parsed = digitalChannelsQuerySchema.parse(Object.fromEntries(groupParams(text)));
    expect(parsed).toMatchObject({ fi_asset_group: [1, 3], vendor: [-1, 12], fi_type: 2, top_vendors: 15 });
  });

  it('sends the counters by their rules: 0 means 15 vendors or 5 features, show-all features the max 10', () => {
    expect(
      reportQueryValues(filters, dcReport(102), choices({ topVendors: 0, topFeatures: Number.NaN })),
    ).toMatchObject({ top_vendors: 15, top_features: 5 });
    const all = reportQueryValues(
      filters,
      dcReport(102),
      choices({ topVendors: 40, showAllVendors: true, topFeatures: 3, showAllFeatures: true }),
    );
    expect(all).toMatchObject({ top_vendors: 40, show_all_vendors: true, top_features: 10 });
  });

  it('falls back to the default period when the stored one is no longer offered', () => {
    const values = reportQueryValues(
      filters,
      dcReport(101),
      choices({ values: { current_period: '2019-12-31' } }),
    );
    expect(values.current_period).toBe(DC_PERIODS[0]);
    const kept = reportQueryValues(
      filters,
      dcReport(101),
      choices({ values: { current_period: DC_PERIODS[2] ?? '' } }),
    );
    expect(kept.current_period).toBe(DC_PERIODS[2]);
  });
  it('shows the first option of a single select the server gives no default for (FI type: All)', () => {
    const noDefault = filters.map((f) => (f.key === 'fi_type' ? { ...f, default: null } : f));
    expect(reportQueryValues(noDefault, dcReport(201), choices()).fi_type).toBe(0);
  });
});

describe('stored choices', () => {
  it('keeps valid choices and drops damaged ones', () => {
    expect(
      isReportChoices(choices({ values: { fi_asset_group: [1, 2], current_period: '2026-06-30' } })),
    ).toBe(true);
    expect(isReportChoices({ ...choices(), values: { vendor: ['x'] } })).toBe(false);
    expect(isReportChoices({ ...choices(), topVendors: '15' })).toBe(false);
    expect(isReportChoices(null)).toBe(false);
  });
});

/** A query string as Fastify's parser hands it on: repeated keys become arrays. */
function groupParams(text: string): [string, string | string[]][] {
  const out = new Map<string, string | string[]>();
  for (const [key, value] of new URLSearchParams(text)) {
    const seen = out.get(key);
    out.set(key, seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]);
  }
  return [...out.entries()];
}
