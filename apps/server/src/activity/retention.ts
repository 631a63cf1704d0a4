import { activityDayOf, shiftDay } from '@fin-atlas/domain';
import { lt } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { readAppConfig } from '../db/app-config-store.js';
import type { Database, Db } from '../db/database.js';
import { activityDaily, activityEvents } from '../db/schema/index.js';
import { startPeriodicScan } from '../jobs/periodic-scan.js';

/** Days activity is kept: the app configuration `activity.retention_days` (bounded by its catalogue entry). */
export async function activityRetentionDays(db: Db): Promise<number> {
  return (await readAppConfig(db))['activity.retention_days'];
}

/** Deletes events and daily counts older than the retention; returns the first day kept. */
export async function purgeOldActivity(database: Pick<Database, 'db'>, now = new Date()): Promise<string> {
  const days = await activityRetentionDays(database.db);
  const keptFrom = shiftDay(activityDayOf(now), -days);
  await database.db.transaction(async (tx) => {
    await tx.delete(activityEvents).where(lt(activityEvents.createdAt, new Date(`${keptFrom}T00:00:00Z`)));
    await tx.delete(activityDaily).where(lt(activityDaily.day, keptFrom));
  });
  return keptFrom;
}

export const ACTIVITY_RETENTION_QUEUE = 'activity.retention';
/** Each process asks hourly; the queue takes one job per UTC day cluster-wide (a singleton slot). */
const SCAN_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * The daily retention job (a JobRegistration): pg-boss's cron is off on the embedded database, so
 * every process offers the job hourly and the day's singleton slot lets only the first through.
 */
export async function registerActivityRetentionJob(boss: PgBoss, database: Database): Promise<void> {
  await boss.createQueue(ACTIVITY_RETENTION_QUEUE);
  await boss.work(ACTIVITY_RETENTION_QUEUE, async () => {
    await purgeOldActivity(database);
  });
  startPeriodicScan(
    boss,
    SCAN_SECONDS,
    () => boss.send(ACTIVITY_RETENTION_QUEUE, {}, { singletonKey: 'daily', singletonSeconds: DAY_SECONDS }),
    (error) => boss.emit('error', error instanceof Error ? error : new Error(String(error))),
  );
}
