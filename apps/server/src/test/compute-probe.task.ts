import { threadId } from 'node:worker_threads';
import { summarize } from '../metrics/statistics.js';

/** Which thread ran the task, and a value computed with server code loaded in that thread. */
export function probe(values: number[]): { threadId: number; median: number | null } {
  return { threadId, median: summarize(Float64Array.from(values)).median };
}

export function fail(message: string): never {
  throw new Error(message);
}
