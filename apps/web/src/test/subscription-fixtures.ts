import type { AdminSubscriptionRow, SubscriptionDelivery, SubscriptionView } from '@fin-atlas/domain';

export function deliveryFixture(overrides: Partial<SubscriptionDelivery> = {}): SubscriptionDelivery {
  return {
    id: 31,
    period_key: '2026-11',
    status: 'delivered',
    attempts: 1,
    row_count: 1_284,
    byte_size: 412_000,
    file_name: 'texas-banks-2026-11.csv',
    format: 'csv',
    error: null,
    delivered_via: 'app_link',
    fingerprint: 'fp-31',
    started_at: '2026-11-01T06:00:00.000Z',
    finished_at: '2026-11-01T06:00:09.000Z',
    seen_at: null,
    download_url: '/api/subscriptions/4/deliveries/31/file',
    ...overrides,
  };
}

export function subscriptionFixture(overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    id: 4,
    advanced_query_id: 5,
    report_id: null,
    target_name: 'Texas banks',
    target_kind: 'query',
    schedule: 'monthly',
    delivery_mode: 'app_link',
    delivery_format: 'csv',
    subscription_source: 'saved_queries',
    status: 'active',
    stop_reason: null,
    next_run_at: '2026-12-01T06:00:00.000Z',
    last_run_at: '2026-11-01T06:00:00.000Z',
    created_at: '2026-10-20T09:30:00.000Z',
    deliveries: [deliveryFixture()],
    ...overrides,
  };
}

export function adminRowFixture(overrides: Partial<AdminSubscriptionRow> = {}): AdminSubscriptionRow {
  return {
    ...subscriptionFixture(),
    user: { id: 7, user_name: 'Vera Vendor', email: 'vendor@demo.finatlas.test' },
    group: { id: 3, name: 'Summit Ridge Software' },
    ...overrides,
  };
}
