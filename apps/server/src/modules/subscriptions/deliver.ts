import { type DownloadFormat, SUBSCRIPTION_LIMITS } from '@fin-atlas/domain';
import { and, eq, sql } from 'drizzle-orm';
import { activityOf } from '../../activity/activity-event.js';
import { writeActivity } from '../../activity/write-activity.js';
import type { AppConfig } from '../../config/config.js';
import type { Database, Db } from '../../db/database.js';
import { subscriptionDeliveries as deliveries, subscriptions } from '../../db/schema/index.js';
import type { Attempt, JobSettings } from '../../jobs/bounded-job.js';
import { type AwaitedMailer, createAwaitedMailer } from '../../mail/mailer.js';
import type { Actor } from '../identity/index.js';
import { type DeliveredVia, deliveryMail, type StoredFile } from './delivery-mail.js';
import { deliveryStanding, ownerOf } from './standing.js';
import { subscriptionModule } from './subscription-activity.js';
import { stopSubscription } from './subscription-store.js';
import type { SubscriptionRow } from './subscription-views.js';
import { TargetUnusable, targetOf, targetRef } from './targets.js';

/** One delivery: a subscription for one period (its idempotency key with the subscription). */
export type DeliveryJob = { subscriptionId: number; periodKey: string; manual?: boolean };

/** The progress a delivery reports once its file is stored, before it is sent (crash tests hold it there). */
export const FILE_STORED_PROGRESS = 50;

export const DELIVERY_INTERRUPTED = 'The delivery was interrupted and could not be completed.';

export type Deliverer = {
  deliver(job: DeliveryJob, attempt: Attempt): Promise<void>;
  /** pg-boss gave up on the job (its last attempt died): a delivery still running is recorded failed. */
  abandon(job: DeliveryJob): Promise<void>;
};

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'The delivery failed.';

function whereDelivery(job: DeliveryJob) {
  return and(eq(deliveries.subscriptionId, job.subscriptionId), eq(deliveries.periodKey, job.periodKey));
}

/**
 * Takes the delivery of (subscription, period): inserts its row, or resumes the row a dead or failed
 * attempt left 'running'. Null when the period was already settled (delivered, failed, skipped): a
 * delivery is never made twice, whoever sends its job again.
 */
async function claim(
  db: Db,
  job: DeliveryJob,
  format: string,
): Promise<{ id: number; hasFile: boolean } | null> {
  const [claimed] = await db
    .insert(deliveries)
    .values({
      subscriptionId: job.subscriptionId,
      periodKey: job.periodKey,
      status: 'running',
      attempts: 1,
      format,
    })
    .onConflictDoUpdate({
      target: [deliveries.subscriptionId, deliveries.periodKey],
      set: { attempts: sql`${deliveries.attempts} + 1`, error: null },
      setWhere: eq(deliveries.status, 'running'),
    })
    .returning({ id: deliveries.id, hasFile: sql<boolean>`${deliveries.file} is not null` });
  return claimed ?? null;
}

/** The row's file: produced now on the latest data and stored, or the one an earlier attempt stored. */
async function fileOf(
  database: Database,
  sub: SubscriptionRow,
  owner: Actor,
  claimed: { id: number; hasFile: boolean },
  periodKey: string,
): Promise<StoredFile> {
  const { db } = database;
  if (claimed.hasFile) {
    const [kept] = await db
      .select({
        body: deliveries.file,
        fileName: deliveries.fileName,
        format: deliveries.format,
        rowCount: deliveries.rowCount,
      })
      .from(deliveries)
      .where(eq(deliveries.id, claimed.id));
    if (kept?.body && kept.fileName) {
      return {
        deliveryId: claimed.id,
        body: kept.body,
        fileName: kept.fileName,
        format: kept.format as DownloadFormat,
        rowCount: kept.rowCount ?? 0,
      };
    }
  }
  const ref = targetRef(sub);
  const target = targetOf(ref.kind);
  if (!target) throw new TargetUnusable('Subscriptions of this kind can no longer be delivered.');
  const format = sub.deliveryFormat as DownloadFormat;
  const produced = await target.produce(database, owner, ref.id, {
    format,
    subscriptionId: sub.id,
    periodKey,
  });
  await db
    .update(deliveries)
    .set({
      file: produced.body,
      fileName: produced.fileName,
      format,
      byteSize: produced.body.length,
      rowCount: produced.rowCount,
      fingerprint: produced.fingerprint,
    })
    .where(eq(deliveries.id, claimed.id));
  return {
    deliveryId: claimed.id,
    body: produced.body,
    fileName: produced.fileName,
    format,
    rowCount: produced.rowCount,
  };
}

/**
 * Keeps the files of a subscription's latest deliveries only (as many as its history shows): older
 * rows stay as history without a download, so a monthly list does not pile up in the database.
 */
async function dropOldFiles(db: Db, subscriptionId: number): Promise<void> {
  await db.execute(sql`
    update subscription_deliveries set file = null
     where subscription_id = ${subscriptionId} and file is not null
       and id not in (select id from subscription_deliveries where subscription_id = ${subscriptionId}
                       order by started_at desc, id desc limit ${SUBSCRIPTION_LIMITS.deliveriesShown})`);
}

async function settle(
  db: Db,
  deliveryId: number,
  outcome: { status: 'delivered'; via: DeliveredVia } | { status: 'failed' | 'skipped'; error: string },
): Promise<void> {
  const now = new Date();
  await db
    .update(deliveries)
    .set({
      status: outcome.status,
      finishedAt: now,
      ...(outcome.status === 'delivered'
        ? { deliveredVia: outcome.via, error: null }
        : { error: outcome.error }),
    })
    .where(eq(deliveries.id, deliveryId));
}

/**
 * The delivery job's work. A subscription paused or stopped after its job was queued is left alone
 * (unless a FIN Admin asked for the run); one whose owner or target may no longer be used stops with
 * the reason and records nothing else. Otherwise the file is produced as the owner on the latest data
 * and stored before it is sent, so an attempt that dies after storing it sends the same file (and
 * logs no second download); a failure is retried with backoff by the queue and recorded 'failed' with
 * its message on the last attempt.
 */
export function createDeliverer(
  database: Database,
  deps: { mailer: AwaitedMailer; baseUrl: string; pause: JobSettings['pause'] },
): Deliverer {
  const { db } = database;
  return {
    async deliver(job, attempt) {
      const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, job.subscriptionId));
      if (!sub) return;
      const [existing] = await db
        .select({ id: deliveries.id, status: deliveries.status })
        .from(deliveries)
        .where(whereDelivery(job));
      if (existing && existing.status !== 'running') return;
      if (!existing && sub.status !== 'active' && !job.manual) return;
      const owner = await ownerOf(database, sub);
      const standing = await deliveryStanding(database, sub, owner);
      if (!owner || !standing.usable) {
        const reason = standing.usable ? '' : standing.reason;
        await stopSubscription(db, sub.id, reason);
        if (existing) await settle(db, existing.id, { status: 'skipped', error: reason });
        return;
      }
      const claimed = await claim(db, job, sub.deliveryFormat);
      if (!claimed) return;
      try {
        const file = await fileOf(database, sub, owner, claimed, job.periodKey);
        await deps.pause(FILE_STORED_PROGRESS);
        let via: DeliveredVia = 'app_link';
        if (sub.deliveryMode === 'email') {
          const composed = await deliveryMail(db, deps.mailer, owner.user, {
            targetName: standing.name,
            periodKey: job.periodKey,
            file,
            baseUrl: deps.baseUrl,
          });
          await deps.mailer.send(composed.mail);
          via = composed.via;
        }
        await db.transaction(async (tx) => {
          await settle(tx, claimed.id, { status: 'delivered', via });
          // In the transaction that settles it: a delivery is counted once, as it is made once.
          await writeActivity(tx, [
            activityOf(owner, {
              kind: 'subscription_delivered',
              module: subscriptionModule(sub),
              target: file.fileName,
              details: { subscription_id: sub.id, period_key: job.periodKey, via },
            }),
          ]);
          await tx.update(subscriptions).set({ lastRunAt: new Date() }).where(eq(subscriptions.id, sub.id));
          await dropOldFiles(tx, sub.id);
        });
      } catch (error) {
        if (error instanceof TargetUnusable) {
          await stopSubscription(db, sub.id, error.reason);
          await settle(db, claimed.id, { status: 'skipped', error: error.reason });
          return;
        }
        if (attempt.final) {
          await settle(db, claimed.id, { status: 'failed', error: messageOf(error) });
          return;
        }
        await db
          .update(deliveries)
          .set({ error: messageOf(error) })
          .where(eq(deliveries.id, claimed.id));
        throw error;
      }
    },

    async abandon(job) {
      await db
        .update(deliveries)
        .set({ status: 'failed', error: DELIVERY_INTERRUPTED, finishedAt: new Date() })
        .where(and(whereDelivery(job), eq(deliveries.status, 'running')));
    },
  };
}

/** The deliverer of a process, sending mail as its configuration says. */
export function deliverer(
  database: Database,
  config: Pick<AppConfig, 'smtpUrl' | 'baseUrl'>,
  pause: JobSettings['pause'] = () => Promise.resolve(),
): Deliverer {
  return createDeliverer(database, {
    mailer: createAwaitedMailer({ db: database.db, smtpUrl: config.smtpUrl }),
    baseUrl: config.baseUrl,
    pause,
  });
}
