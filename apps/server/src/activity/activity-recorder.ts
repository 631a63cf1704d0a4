import type { Database } from '../db/database.js';
import type { ActivityEvent } from './activity-event.js';
import { writeActivity } from './write-activity.js';

/**
 * Takes activity events from requests without making them wait: `record` only queues the event;
 * the queue is written in batches (`writeActivity`) once a second, or as soon as a batch is full,
 * and on close. A batch that fails is logged and dropped: activity is never worth a failed request.
 */
export type ActivityRecorder = {
  record(event: ActivityEvent): void;
  /** Writes everything queued so far (reports call it first, so they include the caller's own latest). */
  flush(): Promise<void>;
  /** Writes what is queued and takes no more events; the database may close once it resolves. */
  close(): Promise<void>;
};

type ActivityLog = { error(details: object, message: string): void };

export type RecorderOptions = {
  log: ActivityLog;
  /** The longest an event waits before it is written (ms). */
  flushIntervalMs?: number;
  /** Events per statement; a full batch is written at once. */
  batchSize?: number;
  /**
   * Events held while the database does not take them (it is down, or slower than the traffic);
   * past it the oldest are dropped, so memory stays bounded.
   */
  maxQueued?: number;
};

export function createActivityRecorder(
  database: Pick<Database, 'db'>,
  options: RecorderOptions,
): ActivityRecorder {
  const { log, flushIntervalMs = 1000, batchSize = 500, maxQueued = 50_000 } = options;
  let queued: ActivityEvent[] = [];
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  // Batches are written one after another, in the order they were recorded.
  let writing: Promise<void> = Promise.resolve();

  const writeQueued = (): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const events = queued;
    queued = [];
    if (events.length === 0) return writing;
    writing = writing.then(async () => {
      for (let start = 0; start < events.length; start += batchSize) {
        const batch = events.slice(start, start + batchSize);
        try {
          await writeActivity(database.db, batch);
        } catch (error) {
          log.error({ err: error, events: batch.length }, 'activity batch not written');
        }
      }
    });
    return writing;
  };

  return {
    record(event) {
      if (closed) return;
      queued.push(event.at ? event : { ...event, at: new Date() });
      if (queued.length > maxQueued) {
        const dropped = queued.length - maxQueued;
        queued.splice(0, dropped);
        log.error({ events: dropped }, 'activity queue full: oldest events dropped');
      }
      if (queued.length >= batchSize) void writeQueued();
      else if (!timer) {
        timer = setTimeout(() => void writeQueued(), flushIntervalMs);
        // A quiet server with one queued event must still be able to exit.
        timer.unref();
      }
    },
    flush: writeQueued,
    async close() {
      closed = true;
      await writeQueued();
    },
  };
}
