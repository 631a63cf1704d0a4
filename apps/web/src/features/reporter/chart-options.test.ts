import { describe, expect, it } from 'vitest';
import { trendOption } from './chart-options';

type Formatter = (value: unknown) => string;

describe('report chart axes (issue 13, item 7)', () => {
  const option = trendOption(
    'bar',
    ['Q1 2025', 'Q2 2025'],
    [{ name: 'First Bank', values: [372_881_650, 23_988_800_000], format: 'C2M' }],
  ) as { yAxis: { axisLabel: { formatter: Formatter } }; tooltip: { valueFormatter: Formatter } };

  it('labels a money axis in compact units, not in millions with cents', () => {
    expect(option.yAxis.axisLabel.formatter(372_881_650)).toBe('$372.9B');
    expect(option.yAxis.axisLabel.formatter(23_988_800_000)).toBe('$24.0T');
    expect(option.yAxis.axisLabel.formatter(845_200)).toBe('$845.2M');
  });

  it('shows the same compact text in the tooltip, and NA for a gap', () => {
    expect(option.tooltip.valueFormatter(372_881_650)).toBe('$372.9B');
    expect(option.tooltip.valueFormatter(null)).toBe('NA');
  });

  it('leaves ratios as percents', () => {
    const ratio = trendOption(
      'performance',
      ['Q1 2025'],
      [{ name: 'A', values: [0.0123], format: 'P2' }],
    ) as {
      yAxis: { axisLabel: { formatter: Formatter } };
    };
    expect(ratio.yAxis.axisLabel.formatter(0.0123)).toBe('1.23%');
  });
});
