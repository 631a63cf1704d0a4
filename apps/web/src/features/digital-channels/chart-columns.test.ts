import type { DigitalChannelsColumn } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { dcFeaturesResult, dcMarketShareResult } from '../../test/digital-channels-fixtures';
import {
  columnNames,
  featureColumns,
  featureName,
  ratingColumns,
  rowName,
  shareColumns,
  trendColumns,
} from './chart-columns';
import { reportChart } from './chart-options';

const col = (key: string, label: string, format: DigitalChannelsColumn['format'], group?: string) => ({
  key,
  label,
  format,
  ...(group ? { group } : {}),
});

describe('what each chart draws', () => {
  it('market share: the share of each period, never the change, named by period', () => {
    const columns = dcMarketShareResult(101, 5).columns;
    const picked = shareColumns(columns);
    expect(picked.map((c) => c.key)).toEqual(['share', 'share_previous', 'share_beginning']);
    expect(columnNames(picked)).toEqual(['Q2 2026', 'Q1 2026', 'Q2 2025']);
  });

  it('features: one column per feature, whether features head the columns or the groups', () => {
    expect(featureColumns(dcFeaturesResult(102, 3, 4).columns).map((c) => c.label)).toEqual([
      'Mobile Check Deposit',
      'Zelle Transfers',
      'Card Controls',
      'Biometric Login',
    ]);
    const grouped = [
      col('bp_now', 'Q2 2026', 'P1', 'Bill Pay'),
      col('bp_then', 'Q1 2026', 'P1', 'Bill Pay'),
      col('bp_change', 'Change', 'P1', 'Bill Pay'),
      col('z_now', 'Q2 2026', 'P1', 'Zelle Transfers'),
    ];
    const picked = featureColumns(grouped);
    expect(picked.map((c) => c.key)).toEqual(['bp_now', 'z_now']);
    expect(picked.map(featureName)).toEqual(['Bill Pay', 'Zelle Transfers']);
  });

  it('satisfaction: ratings, not rating counts; trend: a column per period', () => {
    const satisfaction = [
      col('rating', 'Weighted Rating', 'N2'),
      col('rating_count', 'Rating Count', 'N0'),
      col('small', 'Rating', 'N2', '<$100M'),
    ];
    expect(ratingColumns(satisfaction).map((c) => c.key)).toEqual(['rating', 'small']);
    const trend = [col('p1', 'Q3 2025', 'P1'), col('p2', 'Q4 2025', 'P1'), col('chg', 'Change', 'P1')];
    expect(trendColumns(trend).map((c) => c.key)).toEqual(['p1', 'p2']);
  });

  it('names a row by its vendor, with the product only when it is a real one', () => {
    expect(rowName({ vendor_name: 'Alkami', product_name: 'Digital Banking Platform' })).toBe(
      'Alkami · Digital Banking Platform',
    );
    expect(rowName({ vendor_name: 'Q2', product_name: '-1' })).toBe('Q2');
    expect(rowName({ vendor_name: 'Q2', product_name: 0 })).toBe('Q2');
  });

  it('draws shares in the percent points the server sends', () => {
    const result = dcMarketShareResult(101, 2);
    const chart = reportChart('market_share', result, result.report_data.slice(0, 2));
    const series = (chart.option as { series: { data: (number | null)[] }[] }).series;
    expect(series[0]?.data).toEqual([4, 4]);
    expect(series).toHaveLength(3);
    expect(reportChart('features', dcFeaturesResult(102, 2, 3), []).heatmap).toBe(true);
  });
});
