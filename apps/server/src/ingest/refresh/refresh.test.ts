import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type RefreshConfig } from '../../config/config.js';
import { startJobQueue } from '../../jobs/job-queue.js';
import { RegulatorMirror, zipFolder, zipXzFile } from '../../test/regulator-mirror.js';
import { sharedData, sharedDataSkipReason } from '../../test/shared-data.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { dataAsOf } from '../data-as-of.js';
import { REFRESH_QUEUE, registerRefreshJob } from './refresh-job.js';
import { type ReleaseOutcome, runRefresh } from './run-refresh.js';

const skip = sharedDataSkipReason('ncua/2023-12', 'ncua/2025-12', 'fdic/sod/sod_2023.csv.xz');

const NCUA = '/files/publications/analysis/call-report-data-';
const SOD_2023 = '/sod/ShowFileWithStats1.asp?strFileName=ALL_2023.zip';
/** The mirror's "today": NCUA's 2023-12 to 2025-12 cycles and the 2023 to 2025 surveys are due. */
const TODAY = new Date('2026-02-15T08:00:00Z');

function mirrorConfig(mirror: RegulatorMirror, dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'x'.repeat(32),
    DATA_REFRESH_SINCE: '2023-10-01',
    DATA_REFRESH_URL_FDIC_SDI: `${mirror.base}/sdi/Resource/AllReps/All_Reports_{YYYYMMDD}.zip`,
    DATA_REFRESH_URL_NCUA_5300: `${mirror.base}${NCUA}{YYYY}-{MM}.zip`,
    DATA_REFRESH_URL_FDIC_SOD: `${mirror.base}/sod/ShowFileWithStats1.asp?strFileName=ALL_{YYYY}.zip`,
    ...env,
  });
}

const by = (outcomes: ReleaseOutcome[], kind: ReleaseOutcome['outcome']) =>
  outcomes.filter((o) => o.outcome === kind).map((o) => `${o.source} ${o.release}`);

describe.skipIf(skip)(
  `scheduled regulator refresh against a local mirror${skip ? ` — skipped: ${skip}` : ''}`,
  () => {
    let database: TestDatabase;
    let mirror: RegulatorMirror;
    let dataDir: string;
    let refresh: RefreshConfig;
    let first: ReleaseOutcome[];

    const check = (sources: string[]) =>
      runRefresh(database, { config: refresh, sources, attempts: 3, backoffMs: 10, now: () => TODAY });
    const loads = (source: string) =>
      database.query<{ id: number; period: string }>(
        'select id, period::text as period from data_loads where source = $1 order by period',
        [source],
      );

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'fin-atlas-refresh-'));
      mirror = new RegulatorMirror();
      await mirror.start();
      mirror.publish(`${NCUA}2023-12.zip`, zipFolder(sharedData('ncua/2023-12')));
      mirror.publish(SOD_2023, await zipXzFile(sharedData('fdic/sod/sod_2023.csv.xz'), 'ALL_2023.csv'));
      mirror.cutOffNext(SOD_2023);
      mirror.fail('/sdi/');
      refresh = mirrorConfig(mirror, dataDir).refresh;
      database = await openTestDatabase();
      first = await check(['ncua-5300', 'fdic-sod', 'fdic-sdi']);
    }, 180_000);

    afterAll(async () => {
      await database?.drop();
      await mirror?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('finds the published releases, downloads and imports each once, and waits for the others', async () => {
      expect(by(first, 'imported')).toEqual(['ncua-5300 2023-12-31', 'fdic-sod 2023']);
      // Quarters and surveys due by today but not on the mirror are "not yet", not failures.
      expect(by(first, 'not-yet')).toContain('ncua-5300 2025-12-31');
      expect(by(first, 'not-yet')).toContain('fdic-sod 2025');
      expect(await loads('ncua-5300')).toEqual([expect.objectContaining({ period: '2023-12-31' })]);
      const [cu] = await database.query<{ n: number }>(
        "select count(*)::int as n from institutions where fi_type = 'credit_union'",
      );
      expect(cu?.n).toBe(4702);
      const releases = await database.query<{
        release_key: string;
        state: string;
        byte_size: number;
        sha256: string;
        data_load_id: number;
      }>(
        "select release_key, state, byte_size::int, sha256, data_load_id from regulator_releases where source = 'ncua-5300'",
      );
      expect(releases).toEqual([
        expect.objectContaining({
          release_key: '2023-12-31',
          state: 'imported',
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        }),
      ]);
      expect(releases[0]?.data_load_id).toBe((await loads('ncua-5300'))[0]?.id);
      expect(mirror.served.filter((s) => s.path === `${NCUA}2023-12.zip` && s.status === 200)).toHaveLength(
        1,
      );
    });

    it('resumes a download cut off halfway and imports the whole survey once, never the half', async () => {
      const sod = mirror.served.filter((s) => s.path === SOD_2023);
      expect(sod.map((s) => s.status)).toEqual([200, 206]);
      expect(sod[1]?.range).toBe(true);
      // Every branch of the survey was read (no bank is loaded here, so each is rejected as unmatched).
      const [load] = await database.query<{ n: number; period: string }>(
        "select row_count + rejected_count as n, period::text as period from data_loads where source = 'fdic-sod'",
      );
      expect(load).toEqual({ n: 77_796, period: '2023-06-30' });
      expect(await loads('fdic-sod')).toHaveLength(1);
    });

    it('retries a 503 with backoff, then shows everyone an earlier next check and FIN Admins the failure', async () => {
      const sdiRequests = mirror.served.filter(
        (s) => s.path === '/sdi/Resource/AllReps/All_Reports_20251231.zip',
      );
      expect(sdiRequests.map((s) => s.status)).toEqual([503, 503, 503]);
      const admin = (await dataAsOf(database, { admin: true, refreshEnabled: true })).by_source;
      const sdi = admin.find((s) => s.source === 'fdic-sdi');
      expect(sdi?.check_outcome).toBe('failed');
      expect(sdi?.last_failure?.error).toMatch(/answered 503/);
      expect(new Date(sdi?.next_check_at ?? 0).getTime()).toBeLessThan(TODAY.getTime() + 24 * 3_600_000);
      const ncua = admin.find((s) => s.source === 'ncua-5300');
      expect(ncua).toMatchObject({
        latest_period: '2023-12-31',
        is_demo: false,
        check_outcome: 'new',
        last_failure: null,
      });
      expect(new Date(ncua?.next_check_at ?? 0).getTime()).toBe(TODAY.getTime() + 24 * 3_600_000);
      const user = (await dataAsOf(database, { admin: false, refreshEnabled: true })).by_source;
      expect(user.find((s) => s.source === 'fdic-sdi')).toMatchObject({
        next_check_at: sdi?.next_check_at,
        check_outcome: null,
        last_failure: null,
      });
      expect(user.find((s) => s.source === 'ncua-5300')?.latest_period).toBe('2023-12-31');
    });

    it('downloads nothing when nothing changed, and picks up a release published between two checks', async () => {
      const before = mirror.served.length;
      const unchanged = await check(['ncua-5300', 'fdic-sod']);
      expect(by(unchanged, 'imported')).toEqual([]);
      expect(by(unchanged, 'unchanged')).toEqual(['ncua-5300 2023-12-31', 'fdic-sod 2023']);
      const since = mirror.served.slice(before);
      expect(since.filter((s) => s.status === 200 || s.status === 206)).toEqual([]);
      expect(since.filter((s) => s.status === 304)).toHaveLength(2);

      mirror.publish(`${NCUA}2025-12.zip`, zipFolder(sharedData('ncua/2025-12')));
      const next = await check(['ncua-5300']);
      expect(by(next, 'imported')).toEqual(['ncua-5300 2025-12-31']);
      expect((await loads('ncua-5300')).map((l) => l.period)).toEqual(['2023-12-31', '2025-12-31']);
      // Downloaded once: before it was published it answered 404 ("not yet") to both earlier checks.
      expect(mirror.served.filter((s) => s.path === `${NCUA}2025-12.zip`).map((s) => s.status)).toEqual([
        404, 404, 200,
      ]);
    }, 120_000);

    it('schedules checks with DATA_REFRESH on, and nothing with DATA_REFRESH off', async () => {
      const off = await startJobQueue(database, {
        jobs: [registerRefreshJob],
        config: mirrorConfig(mirror, dataDir, { DATA_REFRESH: 'off' }),
      });
      try {
        expect(await off.boss.getQueue(REFRESH_QUEUE)).toBeNull();
      } finally {
        await off.stop();
      }
      // NCUA restates its newest cycle: a running deployment finds it by itself and loads it again
      // (on PostgreSQL on a worker thread of its own). The older cycle is final and not asked again.
      mirror.publish(
        `${NCUA}2025-12.zip`,
        zipFolder(sharedData('ncua/2025-12'), { 'Restatement.txt': 'Corrected filings' }),
      );
      await database.query(
        "update regulator_checks set next_check_at = now() - interval '1 minute' where source = 'ncua-5300'",
      );
      const before = mirror.served.length;
      const restated = async () => (await loads('ncua-5300')).find((l) => l.period === '2025-12-31')?.id;
      const loadedFirst = await restated();
      const on = await startJobQueue(database, {
        jobs: [registerRefreshJob],
        config: mirrorConfig(mirror, dataDir, { DATA_REFRESH: 'on', DATA_REFRESH_SOURCES: 'ncua-5300' }),
      });
      try {
        expect(await on.boss.getQueue(REFRESH_QUEUE)).not.toBeNull();
        // The cycle's load is replaced by the restated one, recorded as a newer data load.
        await expect.poll(restated, { timeout: 60_000, interval: 250 }).toBeGreaterThan(loadedFirst ?? 0);
        expect((await loads('ncua-5300')).map((l) => l.period)).toEqual(['2023-12-31', '2025-12-31']);
        await expect
          .poll(
            async () =>
              (
                await database.query<{ due: boolean }>(
                  "select next_check_at > now() as due from regulator_checks where source = 'ncua-5300'",
                )
              )[0]?.due,
            { timeout: 20_000, interval: 250 },
          )
          .toBe(true);
        expect(mirror.served.slice(before).filter((s) => s.status !== 404)).toEqual([
          expect.objectContaining({ path: `${NCUA}2025-12.zip`, status: 200 }),
        ]);
      } finally {
        await on.stop();
      }
    }, 120_000);
  },
);
