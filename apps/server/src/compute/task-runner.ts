/** What the pool hands a worker: a task module, the export to call and its input. */
export type TaskMessage = { module: string; name: string; input: unknown };

type TaskModule = Record<string, unknown>;

const modules = new Map<string, Promise<TaskModule>>();

/**
 * The one worker entry of the compute pool. Tasks live beside the code they serve (a module's
 * XLSX reader, the analytics' national pass) and are loaded on first use, so the pool serves every
 * module without importing any.
 */
export async function runTask({ module, name, input }: TaskMessage): Promise<unknown> {
  let loaded = modules.get(module);
  if (!loaded) {
    loaded = import(module) as Promise<TaskModule>;
    modules.set(module, loaded);
  }
  const task = (await loaded)[name];
  if (typeof task !== 'function') throw new Error(`compute task ${name} not found in ${module}`);
  return task(input);
}
