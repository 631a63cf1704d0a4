import { peerGroupCriteriaSchema, progressKey } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/database.js';
import { peerGroups } from '../../db/schema/index.js';
import {
  type AttemptOptions,
  attemptSteps,
  DEFAULT_JOB_SETTINGS,
  type JobSettings,
  ONLY_ATTEMPT,
  sendOrRunHere,
  workBoundedQueue,
} from '../../jobs/bounded-job.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { progressChannelFor } from '../progress/index.js';
import { evaluateCriteria } from './criteria-evaluator.js';
import { createPeerGroupStore, membersFiType } from './peer-group-store.js';
import { peerUniverseFor } from './peer-universe.js';

export const PEER_GROUP_QUEUE = 'analytics.peer_group';

export type PeerGroupJob = { peerGroupId: number; revision: number };

export const PEER_GROUP_FAILED = 'The peer group could not be computed. Please try again.';

const RESTARTED = 'Starting again after an interruption: reading institutions';
/** What the progress of a computation that pg-boss gave up on (its process died, twice) says. */
export const PEER_GROUP_INTERRUPTED =
  'Computing the peer group stopped before it finished. Please save it again.';

/**
 * Computes and stores the members of a saved peer group, streaming progress on peer_group/{id}:
 * reading institutions, each filter in turn, saving, then 100 with the peer count. A computation
 * for an older revision of the criteria stores nothing: the newer one is already queued. A retry
 * (after a crash, an expiry or an error) computes again from the start; storing replaces the
 * members, so it never duplicates them.
 */
export async function computePeerGroup(
  database: Database,
  job: PeerGroupJob,
  { attempt = ONLY_ATTEMPT, pause }: AttemptOptions = {},
): Promise<void> {
  const channel = progressChannelFor(database);
  const key = progressKey.peerGroup(job.peerGroupId);
  const store = createPeerGroupStore(database);
  const [row] = await database.db.select().from(peerGroups).where(eq(peerGroups.id, job.peerGroupId));
  if (!row || row.revision !== job.revision) return;
  const { step, retrying } = attemptSteps(channel, key, { pause });
  try {
    await step(5, attempt.retryCount > 0 ? RESTARTED : 'Reading institutions');
    const criteria = peerGroupCriteriaSchema.parse(row.criteria);
    const evaluation = await evaluateCriteria(
      database,
      await peerUniverseFor(database).snapshot(),
      criteria,
      (fraction, status) => step(10 + fraction * 75, status),
    );
    await step(90, 'Saving members');
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
    // pg-boss tries again: the bar says so and stays where it was until the retry moves it.
    if (attempt.final) await failPeerGroup(database, job, PEER_GROUP_FAILED);
    else await retrying();
    throw error;
  }
}

/** Marks this revision's computation failed, with the message on its progress. */
async function failPeerGroup(database: Database, job: PeerGroupJob, message: string): Promise<void> {
  await createPeerGroupStore(database).markFailed(job.peerGroupId, job.revision);
  const key = progressKey.peerGroup(job.peerGroupId);
  const channel = progressChannelFor(database);
  if ((await channel.read(key))?.state === 'running') await channel.fail(key, message);
}

export async function registerPeerGroupJob(
  boss: PgBoss,
  database: Database,
  settings: JobSettings = DEFAULT_JOB_SETTINGS,
): Promise<void> {
  await workBoundedQueue<PeerGroupJob>(boss, {
    queue: PEER_GROUP_QUEUE,
    policy: settings.policy,
    run: (job, attempt) => computePeerGroup(database, job, { attempt, pause: settings.pause }),
    giveUp: async (job) => {
      const [row] = await database.db.select().from(peerGroups).where(eq(peerGroups.id, job.peerGroupId));
      if (row?.revision === job.revision && row.status === 'computing') {
        await failPeerGroup(database, job, PEER_GROUP_INTERRUPTED);
      }
    },
  });
}

/**
 * Queues the computation (expiry, heartbeat and retries are the queue's: `workBoundedQueue`); a
 * process started without the queue (single-process tests) runs it in the background itself, with
 * the same progress events.
 */
export async function enqueuePeerGroup(
  jobs: JobQueue | undefined,
  database: Database,
  job: PeerGroupJob,
  onError: (error: unknown) => void,
): Promise<void> {
  await sendOrRunHere(jobs, PEER_GROUP_QUEUE, job, (j) => computePeerGroup(database, j), onError);
}
