import { describe, expect, it } from 'vitest';
import { adminRowFixture, deliveryFixture } from '../../test/subscription-fixtures';
import { stillAwaited } from './awaited-runs';

describe('a Run now awaited in the FIN Admin list', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const run = { id: 4, latestBefore: 31, until: now + 60_000 };

  it('is awaited while the row still shows the delivery it showed before', () => {
    expect(stillAwaited([run], [adminRowFixture()], now)).toBe(true);
    expect(stillAwaited([{ ...run, latestBefore: null }], [adminRowFixture({ deliveries: [] })], now)).toBe(
      true,
    );
  });

  it('is no longer awaited once a new delivery shows, time is up, or the row left the page', () => {
    const delivered = adminRowFixture({ deliveries: [deliveryFixture({ id: 32 }), deliveryFixture()] });
    expect(stillAwaited([run], [delivered], now)).toBe(false);
    expect(stillAwaited([run], [adminRowFixture()], now + 60_000)).toBe(false);
    expect(stillAwaited([run], [adminRowFixture({ id: 5 })], now)).toBe(false);
  });
});
