// Runs the built data CLI (`npm run data` without the build check) on a scratch database directory,
// as the bench sections that time imports need it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const MARK = 'BENCH_USAGE=';
/**
 * Makes the CLI print its own peak resident memory (getrusage maxRSS, KB) and CPU time (µs) as it
 * exits: on a machine shared with other work, CPU time says what wall time cannot.
 */
const REPORT_USAGE = `data:text/javascript,process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('\\n${MARK}'+u.maxRSS+','+(u.userCPUTime+u.systemCPUTime)+'\\n')})`;

/**
 * Runs `data <args>` on `dataDir` (or on the PostgreSQL database `databaseUrl` names); resolves with
 * its output, wall and CPU seconds and peak RSS in MB, rejects with the output when it fails.
 */
export async function runDataCli(root, args, dataDir, databaseUrl = '') {
  const started = performance.now();
  const { code, output } = await runCollecting(
    [`--import=${REPORT_USAGE}`, path.join(root, 'apps/server/dist/cli/data.js'), ...args],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } },
  );
  const seconds = (performance.now() - started) / 1000;
  const usage = new RegExp(`${MARK}(\\d+),(\\d+)`).exec(output);
  const peakMb = Number(usage?.[1] ?? Number.NaN) / 1024;
  const cpuSeconds = Number(usage?.[2] ?? Number.NaN) / 1e6;
  if (code !== 0) throw new Error(`data ${args.join(' ')} exited ${code}:\n${output}`);
  return { output, seconds, peakMb, cpuSeconds };
}

/** Runs a Node script to its end; resolves with its exit code and its stdout and stderr together. */
export function runCollecting(args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk) => {
      output += chunk;
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}
