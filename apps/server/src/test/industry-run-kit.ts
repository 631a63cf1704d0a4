import { expect } from 'vitest';
import type { Harness, SignedIn } from './identity-harness.js';

/** Follows an industry report run's progress to the end and answers its id; a failed run fails the test. */
export async function waitForIndustryRun(
  h: Harness,
  as: SignedIn,
  run: { id: number; progress_key: string },
): Promise<number> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    const res = await h.call(as, { url: `/api/progress/${run.progress_key}` });
    expect(res.statusCode, res.body).toBe(200);
    const progress = res.json();
    if (progress.state === 'done') return run.id;
    if (progress.state === 'failed') throw new Error(`industry report run failed: ${progress.error}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the industry report run did not finish');
}
