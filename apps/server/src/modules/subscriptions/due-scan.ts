import {
  type CalendarSchedule,
  calendarPeriodKey,
  dataLoadPeriodKey,
  lastRunAtOrBefore,
  nextRunAfter,
  SUBSCRIPTION_SCHEDULES,
} from '@fin-atlas/domain';
import { and, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import type { Database, Db } from '../../db/database.js';
import { dataLoads, subscriptions } from '../../db/schema/index.js';
import { startPeriodicScan } from '../../jobs/periodic-scan.js';
import type { DeliveryJob } from './deliver.js';

export const DELIVERY_QUEUE = 'subscriptions.deliver';

/** Subscriptions one transaction claims; a scan takes batches until none is left due. */
const CLAIM_BATCH = 250;

const CALENDAR: readonly CalendarSchedule[] = SUBSCRIPTION_SCHEDULES.map((s) => s.value).filter(
  (value): value is CalendarSchedule => value !== 'on_new_data',
);

/** The queue's key of one delivery: with the 'exclusive' policy, a second send of it queues nothing. */
export const deliveryKey = (job: DeliveryJob): string => `${job.subscriptionId}:${job.periodKey}`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Claimed = { ids: number[]; periodKey: string; nextRunAt: Date };

/** Sends the deliveries inside the claiming transaction: the claim and the jobs commit together. */
async function sendDeliveries(boss: PgBoss, tx: Tx, claimed: Claimed): Promise<void> {
  if (claimed.ids.length === 0) return;
  await tx
    .update(subscriptions)
    .set({ nextRunAt: claimed.nextRunAt })
    .where(inArray(subscriptions.id, claimed.ids));
  const db = fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql);
  for (const subscriptionId of claimed.ids) {
    const job: DeliveryJob = { subscriptionId, periodKey: claimed.periodKey };
    await boss.send(DELIVERY_QUEUE, job, { singletonKey: deliveryKey(job), db });
  }
}

/** Active calendar subscriptions of one schedule whose next run has come: the period of its latest run. */
async function claimCalendar(tx: Tx, schedule: CalendarSchedule, now: Date): Promise<Claimed> {
  const due = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.schedule, schedule),
        lte(subscriptions.nextRunAt, now),
      ),
    )
    .orderBy(subscriptions.nextRunAt, subscriptions.id)
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  return {
    ids: due.map((d) => d.id),
    // Missed runs (the service was down) are not made up one by one: the latest period is delivered.
    periodKey: calendarPeriodKey(schedule, lastRunAtOrBefore(schedule, now)),
    nextRunAt: nextRunAfter(schedule, now),
  };
}

/**
 * Active 'on_new_data' subscriptions that have not seen the latest data load: `next_run_at` holds
 * the finish of the last load each was given (or when it started watching), so several loads that
 * land between two scans make one delivery, of the newest.
 */
async function claimNewData(tx: Tx): Promise<Claimed> {
  const [latest] = await tx
    .select({ id: dataLoads.id, finishedAt: dataLoads.finishedAt })
    .from(dataLoads)
    .orderBy(desc(dataLoads.id))
    .limit(1);
  if (!latest) return { ids: [], periodKey: '', nextRunAt: new Date() };
  const due = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.schedule, 'on_new_data'),
        lt(subscriptions.nextRunAt, latest.finishedAt),
      ),
    )
    .orderBy(subscriptions.id)
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  return { ids: due.map((d) => d.id), periodKey: dataLoadPeriodKey(latest.id), nextRunAt: latest.finishedAt };
}

/**
 * One scan: claims the subscriptions that fell due (`for update skip locked`, so any number of
 * processes scan side by side and each subscription is claimed by one), moves their next run on and
 * queues one delivery job per subscription and period, claim and jobs in one transaction. Returns
 * how many deliveries it queued.
 */
export async function queueDueDeliveries(
  database: Database,
  boss: PgBoss,
  now = new Date(),
): Promise<number> {
  let queued = 0;
  for (const claim of [...CALENDAR.map((s) => (tx: Tx) => claimCalendar(tx, s, now)), claimNewData]) {
    for (;;) {
      const count = await database.db.transaction(async (tx) => {
        const claimed = await claim(tx);
        await sendDeliveries(boss, tx, claimed);
        return claimed.ids.length;
      });
      queued += count;
      if (count < CLAIM_BATCH) break;
    }
  }
  return queued;
}

/** Each process's scan for due deliveries (jobs/periodic-scan: at start, then every interval). */
export function startDueScan(
  database: Database,
  boss: PgBoss,
  intervalSeconds: number,
  onError: (error: unknown) => void,
): void {
  startPeriodicScan(boss, intervalSeconds, () => queueDueDeliveries(database, boss), onError);
}
