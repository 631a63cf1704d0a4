import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What a test may ask of a server process (server-process-main.ts carries it out). */
export type ServerCommand =
  /** Stops the workers of these queues (all when omitted), waiting for jobs in hand. */
  | { cmd: 'stop-workers'; queues?: string[] }
  /** Starts the workers of these queues (all when omitted) as the modules register them. */
  | { cmd: 'start-workers'; queues?: string[] }
  /** Sends a job through this process's own queue; answers the job id. */
  | { cmd: 'send'; queue: string; data: object };

export type ServerProcessMessage =
  | { type: 'listening'; port: number }
  | { type: 'reply'; id: number; value?: unknown; error?: string };

export type ServerProcess = {
  readonly pid: number;
  /** `http://127.0.0.1:<port>` */
  readonly base: string;
  command(command: ServerCommand): Promise<unknown>;
  /** SIGKILL: no shutdown of any kind, as when a machine or container dies. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own orderly shutdown. */
  stop(): Promise<void>;
};

const ENTRY = fileURLToPath(new URL('./server-process-main.ts', import.meta.url));
// Tests run the TypeScript source, so the child runs it too, through the hooks the worker pool uses.
const SOURCE_HOOKS = fileURLToPath(new URL('../compute/typescript-source-hooks.mjs', import.meta.url));
const STOP_GRACE_MS = 15_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the server as a separate OS process (its own pool, pg-boss and caches) with this
 * environment on top of a minimal one, and resolves once it listens.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = fork(ENTRY, [], {
    execArgv: ['--import', SOURCE_HOOKS],
    // Only what the server reads: the runner's own variables (NODE_OPTIONS, VITEST_*) stay out.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TZ: process.env.TZ ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;

  const port = await new Promise<number>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`the server process exited (${code}) before listening:\n${stderr}`));
    child.once('exit', onExit);
    child.on('message', (message: ServerProcessMessage) => {
      if (message.type === 'listening') {
        child.off('exit', onExit);
        resolve(message.port);
      } else {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.error !== undefined) waiting?.reject(new Error(message.error));
        else waiting?.resolve(message.value);
      }
    });
  });
  child.once('exit', () => {
    for (const waiting of pending.values()) waiting.reject(new Error(`the server process ended:\n${stderr}`));
    pending.clear();
  });

  return {
    pid: child.pid ?? 0,
    base: `http://127.0.0.1:${port}`,
    command(command) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, command });
      });
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
