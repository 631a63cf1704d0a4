import { describe, expect, it } from 'vitest';
import { historyByQuarter, switchCount } from './digital-history';

const point = (
  period: string,
  channel: 'mobile' | 'online',
  vendor: string | null,
  rating: number | null = null,
) => ({
  period,
  channel,
  vendor_name: vendor,
  product_name: null,
  rating,
  rating_count: rating === null ? null : 10,
  feature_count: 3,
});

describe('historyByQuarter', () => {
  it('puts both channels of a quarter in one row, newest first, and marks each vendor switch', () => {
    const rows = historyByQuarter([
      point('2026-09-30', 'mobile', 'Nova'),
      point('2026-03-31', 'mobile', 'Acme'),
      point('2026-06-30', 'mobile', 'Acme'),
      point('2026-03-31', 'online', 'Webco'),
      point('2026-09-30', 'online', 'Webco'),
    ]);
    expect(rows.map((r) => r.period)).toEqual(['2026-09-30', '2026-06-30', '2026-03-31']);
    expect(rows[0]?.mobile?.switchedFrom).toBe('Acme');
    expect(rows[0]?.online?.switchedFrom).toBeNull();
    expect(rows[1]?.mobile?.switchedFrom).toBeNull();
    // Online was not tracked that quarter: the next known quarter compares with the one before.
    expect(rows[1]?.online).toBeUndefined();
    expect(rows[2]?.mobile?.switchedFrom).toBeNull();
    expect(switchCount(rows, 'mobile')).toBe(1);
    expect(switchCount(rows, 'online')).toBe(0);
  });

  it('counts a move from an in-house app to a vendor as a switch', () => {
    const rows = historyByQuarter([
      point('2026-03-31', 'mobile', null),
      point('2026-06-30', 'mobile', 'Acme'),
    ]);
    expect(rows[0]?.mobile?.switchedFrom).toBe('Unknown / In-House');
  });
});
