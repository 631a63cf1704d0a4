import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./crash-server-main.ts', import.meta.url));
// Tests run the TypeScript source, so the child runs it too, through the hooks the worker pool uses.
const SOURCE_HOOKS = fileURLToPath(new URL('../compute/typescript-source-hooks.mjs', import.meta.url));

/** A server process of the crash tests (crash-server-main.ts), driven through its stdout events. */
export type CrashServer = {
  readonly pid: number;
  /** Resolves with the detail of the first `crash:<event>` line whose detail passes `match`. */
  next(event: string, match?: (detail: string) => boolean): Promise<string>;
  /** Resolves once it listens, with `http://127.0.0.1:<port>`. */
  listening(): Promise<string>;
  /** SIGKILL: no shutdown of any kind, as when a machine or container dies. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own orderly shutdown. */
  stop(): Promise<void>;
};

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the crash-test server with this environment on top of a minimal one. */
export function startCrashServer(env: Record<string, string>): CrashServer {
  const child = spawn(process.execPath, ['--import', SOURCE_HOOKS, ENTRY], {
    // Only what the server reads: the runner's own variables (NODE_OPTIONS, VITEST_*) stay out.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TZ: process.env.TZ ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const events: { event: string; detail: string }[] = [];
  const waiting = new Set<() => void>();
  let output = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const lines = output.split('\n');
    output = lines.pop() ?? '';
    for (const line of lines) {
      const found = /^crash:(\S+) ?(.*)$/.exec(line);
      if (found) events.push({ event: found[1] ?? '', detail: found[2] ?? '' });
    }
    for (const wake of [...waiting]) wake();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.once('exit', () => {
    for (const wake of [...waiting]) wake();
  });

  const next = (event: string, match: (detail: string) => boolean = () => true) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = events.find((e) => e.event === event && match(e.detail));
        if (found) {
          waiting.delete(check);
          resolve(found.detail);
        } else if (child.exitCode !== null || child.signalCode !== null) {
          waiting.delete(check);
          reject(new Error(`the server process ended before "${event}":\n${stderr}`));
        }
      };
      waiting.add(check);
      check();
    });

  return {
    pid: child.pid ?? 0,
    next,
    async listening() {
      return `http://127.0.0.1:${await next('listening')}`;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
