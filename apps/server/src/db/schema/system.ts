import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every background job that finished, so operators (and tests) can see the queue really works. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    jobId: text('job_id').notNull(),
    payload: jsonb('payload').$type<unknown>(),
    result: jsonb('result').$type<unknown>(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_runs_queue_completed_idx').on(t.queue, t.completedAt)],
);
