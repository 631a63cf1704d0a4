import { peerGroupCriteriaSchema, progressKey } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/database.js';
import { peerGroups } from '../../db/schema/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { progressChannelFor } from '../progress/index.js';
import { evaluateCriteria } from './criteria-evaluator.js';
import { createPeerGroupStore, membersFiType } from './peer-group-store.js';
import { peerUniverseFor } from './peer-universe.js';

export const PEER_GROUP_QUEUE = 'analytics.peer_group';

export type PeerGroupJob = { peerGroupId: number; revision: number };

export const PEER_GROUP_FAILED = 'The peer group could not be computed. Please try again.';

/**
 * Computes and stores the members of a saved peer group, streaming progress on peer_group/{id}:
 * reading institutions, each filter in turn, saving, then 100 with the peer count. A computation
 * for an older revision of the criteria stores nothing: the newer one is already queued.
 */
export async function computePeerGroup(database: Database, job: PeerGroupJob): Promise<void> {
  const channel = progressChannelFor(database);
  const key = progressKey.peerGroup(job.peerGroupId);
  const store = createPeerGroupStore(database);
  const [row] = await database.db.select().from(peerGroups).where(eq(peerGroups.id, job.peerGroupId));
  if (!row || row.revision !== job.revision) return;
  try {
    await channel.update(key, 5, 'Reading institutions');
    const criteria = peerGroupCriteriaSchema.parse(row.criteria);
    const evaluation = await evaluateCriteria(
      database,
      await peerUniverseFor(database).snapshot(),
      criteria,
      async (fraction, status) => {
        await channel.update(key, 10 + fraction * 75, status);
      },
    );
    await channel.update(key, 90, 'Saving members');
    const ids = evaluation.members.map((m) => m.id);
    const stored = await store.storeComputed(job.peerGroupId, job.revision, {
      ids,
      fiType: membersFiType(
        criteria,
        evaluation.members.map((m) => m.fiType),
      ),
    });
    if (stored) {
      await channel.finish(key, {
        status: 'Done',
        result: { peer_count: ids.length, period: evaluation.period },
      });
    }
  } catch (error) {
    await store.markFailed(job.peerGroupId, job.revision);
    await channel.fail(key, PEER_GROUP_FAILED);
    throw error;
  }
}

export async function registerPeerGroupJob(boss: PgBoss, database: Database): Promise<void> {
  await boss.createQueue(PEER_GROUP_QUEUE);
  await boss.work<PeerGroupJob>(PEER_GROUP_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await computePeerGroup(database, job.data);
  });
}

/**
 * Queues the computation; a process started without the queue (single-process tests) runs it in
 * the background itself, with the same progress events.
 */
export async function enqueuePeerGroup(
  jobs: JobQueue | undefined,
  database: Database,
  job: PeerGroupJob,
  onError: (error: unknown) => void,
): Promise<void> {
  if (jobs) {
    // A failure is reported on the progress record; a retry would restart the bar from zero.
    await jobs.boss.send(PEER_GROUP_QUEUE, job, { retryLimit: 0 });
    return;
  }
  setImmediate(() => {
    computePeerGroup(database, job).catch(onError);
  });
}
