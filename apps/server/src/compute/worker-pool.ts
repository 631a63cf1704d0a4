import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { TaskMessage } from './task-runner.js';

/**
 * A module's compute task: the URL of a file beside the caller (`new URL('./x.task.js',
 * import.meta.url)`) and the name of the function it exports. The function takes and returns
 * structured-clonable values (typed arrays on SharedArrayBuffer are shared, not copied).
 */
export type ComputeTask<I, O> = { module: URL; name: string } & { readonly __types?: (input: I) => O };

// biome-ignore lint/suspicious/noExplicitAny: a task's own signature narrows it at the call site
type TaskFunction = (input: any) => unknown;

/** Names the task `F` (give its type: `computeTask<typeof parseSheet>(url, 'parseSheet')`). */
export function computeTask<F extends TaskFunction>(
  module: URL,
  name: string,
): ComputeTask<Parameters<F>[0], Awaited<ReturnType<F>>> {
  return { module, name };
}

// Tests run the TypeScript source; the built server runs dist/, where the runner is JavaScript.
const RUNS_FROM_SOURCE = import.meta.url.endsWith('.ts');
const RUNNER = new URL(RUNS_FROM_SOURCE ? './task-runner-source.mjs' : './task-runner.js', import.meta.url);

/** One core stays with the event loop (requests, the embedded database); at most four workers. */
const THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

let pool: Piscina | undefined;

function computePool(): Piscina {
  pool ??= new Piscina({
    filename: RUNNER.href,
    name: 'runTask',
    // One worker stays loaded: a first task on a new worker pays for loading its code (ExcelJS,
    // the metric catalog), which a user waiting on a download should not pay again and again.
    minThreads: 1,
    maxThreads: THREADS,
    idleTimeout: 10_000,
  });
  return pool;
}

/**
 * Runs CPU-heavy work (XLSX parsing and writing, national passes over every institution) on a
 * worker thread, so the event loop keeps answering while it runs.
 */
export async function runCompute<I, O>(task: ComputeTask<I, O>, input: I): Promise<O> {
  const message: TaskMessage = { module: task.module.href, name: task.name, input };
  return (await computePool().run(message)) as O;
}

/** Ends the workers (server shutdown); the next task starts a new pool. */
export async function closeComputePool(): Promise<void> {
  const ending = pool;
  pool = undefined;
  await ending?.close({ force: true });
}

/**
 * Runs one long task (a regulator import of minutes) on a worker thread of its own, outside the
 * shared pool, whose threads stay free for the short tasks users wait on.
 */
export async function runComputeAlone<I, O>(task: ComputeTask<I, O>, input: I): Promise<O> {
  const alone = new Piscina({ filename: RUNNER.href, name: 'runTask', minThreads: 1, maxThreads: 1 });
  try {
    const message: TaskMessage = { module: task.module.href, name: task.name, input };
    return (await alone.run(message)) as O;
  } finally {
    await alone.destroy();
  }
}
