import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import type { fail, probe } from '../test/compute-probe.task.js';
import { closeComputePool, computeTask, runCompute } from './worker-pool.js';

const PROBE = new URL('../test/compute-probe.task.js', import.meta.url);

describe('compute pool', () => {
  afterAll(closeComputePool);

  it('runs server code on a worker thread and returns its result', async () => {
    const result = await runCompute(computeTask<typeof probe>(PROBE, 'probe'), [5, 1, 3]);
    expect(result.median).toBe(3);
    expect(result.threadId).not.toBe(threadId);
  });

  it('hands a task’s error back to the caller', async () => {
    await expect(runCompute(computeTask<typeof fail>(PROBE, 'fail'), 'sheet unreadable')).rejects.toThrow(
      'sheet unreadable',
    );
  });

  it('names a missing task instead of hanging', async () => {
    await expect(runCompute(computeTask<(input: null) => never>(PROBE, 'nothing'), null)).rejects.toThrow(
      /compute task nothing not found/,
    );
  });
});
