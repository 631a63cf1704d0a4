import type { PgBoss } from 'pg-boss';

/**
 * How pg-boss bounds a job whose work is bounded (a report run, a peer group, a profile): it may be
 * active `expireInSeconds` at most, and while its handler runs pg-boss's worker refreshes its
 * heartbeat every `heartbeatSeconds / 2`. A job that expires, whose heartbeat stops (its process
 * died: kill -9, out of memory, a lost machine) or that throws is tried again `retryDelay` seconds
 * later, up to `retryLimit` times; one that fails its last attempt goes to the queue's dead-letter
 * queue, whose worker marks the job's record failed so that whoever watches it sees why.
 */
export type BoundedJobPolicy = {
  expireInSeconds: number;
  /** pg-boss accepts 10 or more. */
  heartbeatSeconds: number;
  retryLimit: number;
  retryDelay: number;
  /** Each retry waits about twice as long as the one before (with jitter), `retryDelay` at first. */
  retryBackoff?: boolean;
  /** The longest wait between retries with backoff, in seconds. */
  retryDelayMax?: number;
};

/**
 * A report or peer group takes seconds to a minute at national scale: five minutes is ample, and a
 * dead worker is noticed within half a minute of its last heartbeat (plus pg-boss's monitoring pass).
 */
export const BOUNDED_JOB_POLICY: BoundedJobPolicy = {
  expireInSeconds: 5 * 60,
  heartbeatSeconds: 30,
  retryLimit: 1,
  retryDelay: 2,
};

/** Which attempt of a job a handler is running. */
export type Attempt = {
  /** 0 on the first attempt; a retry after a crash, an expiry or an error counts up. */
  retryCount: number;
  /** No retry follows this attempt: a failure must be shown to the user now. */
  final: boolean;
};

/** The attempt of a job run in-process (no queue): nothing retries it. */
export const ONLY_ATTEMPT: Attempt = { retryCount: 0, final: true };

/** What the queue hands each module's job registration. */
export type JobSettings = {
  policy: BoundedJobPolicy;
  /**
   * Awaited by a job after each step it reports, with the step's progress. Resolves at once, except
   * in the crash tests, which hold a job mid-computation so that the process can be killed there.
   */
  pause: (progress: number) => Promise<void>;
};

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  policy: BOUNDED_JOB_POLICY,
  pause: () => Promise.resolve(),
};

export const deadLetterQueue = (queue: string): string => `${queue}.dead`;

/** How a job's handler is run: which attempt, and the crash tests' pause (production: none). */
export type AttemptOptions = { attempt?: Attempt; pause?: JobSettings['pause'] };

/** What an attempt's progress bar says after an error when pg-boss will try again. */
export const RETRYING_STATUS = 'Interrupted by an error: trying again';

/** The part of the progress channel (modules/progress) an attempt writes to. */
type ProgressBar = { update(key: string, progress: number, status?: string): Promise<unknown> };

/**
 * The steps of one attempt on its progress key: `step` moves the bar (then runs `afterStep`, e.g. a
 * heartbeat, and the pause); `retrying` says a retry follows and leaves the bar where it was.
 */
export function attemptSteps(
  bar: ProgressBar,
  key: string,
  {
    pause = DEFAULT_JOB_SETTINGS.pause,
    afterStep,
  }: { pause?: JobSettings['pause']; afterStep?: () => Promise<unknown> },
) {
  let reached = 0;
  return {
    async step(progress: number, status: string): Promise<void> {
      reached = progress;
      await bar.update(key, progress, status);
      await afterStep?.();
      await pause(progress);
    },
    async retrying(): Promise<void> {
      await bar.update(key, reached, RETRYING_STATUS);
    },
  };
}

type BoundedQueue<T extends object> = {
  queue: string;
  policy: BoundedJobPolicy;
  /** Computes one job; must be idempotent, since a retry starts the computation again. */
  run: (data: T, attempt: Attempt) => Promise<void>;
  /** Marks the job's record failed (if it is not finished): pg-boss has given up on it. */
  giveUp: (data: T) => Promise<void>;
  /**
   * pg-boss's queue policy, fixed when the queue is created: 'exclusive' keeps at most one job per
   * singletonKey queued or active, so sending the same work twice queues it once; 'stately' keeps at
   * most one queued and one active, so work sent while a run is under way runs once after it.
   */
  queuePolicy?: 'standard' | 'exclusive' | 'stately';
  /** How many of the queue's jobs this process works at once. */
  localConcurrency?: number;
};

/**
 * Creates the queue with the policy (and brings a queue made by an older release up to it: pg-boss
 * leaves an existing queue as it was), its dead-letter queue, and works both.
 */
export async function workBoundedQueue<T extends object>(boss: PgBoss, spec: BoundedQueue<T>): Promise<void> {
  const deadLetter = deadLetterQueue(spec.queue);
  const policy = {
    expireInSeconds: spec.policy.expireInSeconds,
    heartbeatSeconds: spec.policy.heartbeatSeconds,
    retryLimit: spec.policy.retryLimit,
    retryDelay: spec.policy.retryDelay,
    ...(spec.policy.retryBackoff !== undefined && { retryBackoff: spec.policy.retryBackoff }),
    ...(spec.policy.retryDelayMax !== undefined && { retryDelayMax: spec.policy.retryDelayMax }),
  };
  await boss.createQueue(deadLetter, { retryLimit: 2, retryDelay: 5 });
  await boss.createQueue(spec.queue, {
    ...policy,
    ...(spec.queuePolicy && { policy: spec.queuePolicy }),
    deadLetter,
  });
  await boss.updateQueue(spec.queue, { ...policy, deadLetter });
  const options = {
    pollingIntervalSeconds: 0.5,
    includeMetadata: true,
    localConcurrency: spec.localConcurrency ?? 1,
  } as const;
  await boss.work<T, unknown, typeof options>(spec.queue, options, async (jobs) => {
    for (const job of jobs) {
      await spec.run(job.data, { retryCount: job.retryCount, final: job.retryCount >= job.retryLimit });
    }
  });
  await boss.work<T>(deadLetter, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await spec.giveUp(job.data);
  });
}

/**
 * Queues a job (expiry, heartbeat and retries are the queue's: `workBoundedQueue`); a process
 * started without the queue (single-process tests) runs it in the background itself, once, with the
 * same progress events.
 */
export async function sendOrRunHere<T extends object>(
  jobs: { readonly boss: PgBoss } | undefined,
  queue: string,
  job: T,
  runHere: (job: T) => Promise<void>,
  onError: (error: unknown) => void,
  options?: { singletonKey: string },
): Promise<void> {
  if (jobs) {
    await (options ? jobs.boss.send(queue, job, options) : jobs.boss.send(queue, job));
    return;
  }
  setImmediate(() => {
    runHere(job).catch(onError);
  });
}
