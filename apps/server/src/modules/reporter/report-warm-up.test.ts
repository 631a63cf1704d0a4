import { DEFAULT_METRIC_SET_ID, DEFAULT_SPAN_ID } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetricService } from '../../analytics/metric-service.js';
import type { Database } from '../../db/database.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { reportPeriods } from './report-values.js';
import { warmReportQuarters } from './report-warm-up.js';

/** The database as the service sees it, noting the quarters whose national call reports it reads. */
function recording(database: Database) {
  const quartersRead: string[] = [];
  const seen: Database = Object.create(database);
  seen.query = (sql: string, params?: unknown[]) => {
    if (/values\[1:\d+\]::text as values from financials/.test(sql)) quartersRead.push(String(params?.[0]));
    return database.query(sql, params);
  };
  return { seen, quartersRead };
}

describe('the Reporter’s start-up warm-up', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase({ dataSet: true });
  });
  afterAll(async () => database.drop());

  it('reads the quarters a default bank report needs before anyone asks, and again once new data is noticed', async () => {
    const { seen, quartersRead } = recording(database);
    const service = createMetricService(seen);
    const done = new Promise<void>((resolve) =>
      service.keepWarm(async () => {
        await warmReportQuarters(seen, service);
        resolve();
      }),
    );
    await done;
    const periods = await reportPeriods(database, 'bank');
    const bankQuarters = new Set(quartersRead);
    // Five report quarters, and the T12 span and the year-on-year growth reach back two years more.
    expect(bankQuarters.has(periods[0] as string)).toBe(true);
    expect(bankQuarters.has(periods[4] as string)).toBe(true);
    expect(quartersRead.length).toBeGreaterThanOrEqual(13);

    // A report at the default span over those quarters reads nothing more from the call reports.
    const [bank] = await database.query<{ id: number }>(
      "select id from institutions where fi_type = 'bank' and latest_period is not null order by id limit 1",
    );
    const before = quartersRead.length;
    for (const period of periods)
      await service.compute({
        metricIds: ['roa', 'total_assets'],
        institutions: [{ id: bank?.id as number, fiType: 'bank' }],
        periods: [period],
        span: DEFAULT_SPAN_ID,
        set: DEFAULT_METRIC_SET_ID,
        national: true,
      });
    expect(quartersRead.length).toBe(before);

    // New data (any node's load) empties the caches; the warm-up runs again by itself.
    await database.query(
      `insert into data_loads (source, period, started_at) values ('fdic-sdi', $1::date, now())`,
      [periods[4]],
    );
    await service.compute({
      metricIds: ['roa'],
      institutions: [{ id: bank?.id as number, fiType: 'bank' }],
      periods: [periods[4] as string],
      span: DEFAULT_SPAN_ID,
      set: DEFAULT_METRIC_SET_ID,
    });
    await expect.poll(() => quartersRead.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 13);
  });
});
