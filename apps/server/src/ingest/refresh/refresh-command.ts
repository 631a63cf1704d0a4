import type { RefreshConfig } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import type { Progress } from '../progress.js';
import { type ReleaseOutcome, runRefresh } from './run-refresh.js';
import { REFRESH_SOURCES, refreshSource } from './sources.js';

type Options = { progress: Progress; fail: (message: string) => Error };

/** `--since YYYY-MM-DD` and `--source <name>` (repeatable): the CLI's refresh arguments. */
function parseArguments(args: string[], fail: Options['fail']): { since?: string; sources?: string[] } {
  const sources: string[] = [];
  let since: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const [flag, value] = [args[i], args[i + 1]];
    if (
      flag === '--since' &&
      value &&
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      !Number.isNaN(Date.parse(value))
    ) {
      since = value;
    } else if (flag === '--source' && value && refreshSource(value)) {
      sources.push(value);
    } else if (flag === '--since') {
      throw fail(`--since takes a date, YYYY-MM-DD (got "${value ?? ''}").`);
    } else if (flag === '--source') {
      throw fail(
        `--source takes one of ${REFRESH_SOURCES.map((s) => s.name).join(', ')} (got "${value ?? ''}").`,
      );
    } else {
      throw fail(`refresh does not take "${flag}".`);
    }
    i++;
  }
  return { since, sources: sources.length > 0 ? sources : undefined };
}

function summary(outcomes: ReleaseOutcome[]): string {
  const lines = (kind: ReleaseOutcome['outcome'], title: string) => {
    const items = outcomes.filter((o) => o.outcome === kind);
    if (items.length === 0) return [];
    return [
      `${title} (${items.length}):`,
      ...items.map((o) => `  ${o.source} ${o.release}${o.detail ? `: ${o.detail}` : ''}`),
    ];
  };
  const notYet = outcomes.filter((o) => o.outcome === 'not-yet').length;
  return [
    ...lines('imported', 'New, imported'),
    ...lines('unchanged', 'Unchanged'),
    ...lines('failed', 'Failed (tried again at the next check)'),
    ...(notYet > 0 ? [`Not published yet: ${notYet} release(s)`] : []),
    ...(outcomes.length === 0 ? ['Nothing to check.'] : []),
  ].join('\n');
}

/**
 * `npm run data -- refresh`: checks every source (or those named) now, whatever the schedule, with a
 * progress bar per download and import, and prints what was new, unchanged and failed. Exit code 1
 * when a release failed.
 */
export async function refreshCommand(
  database: Database,
  config: RefreshConfig,
  args: string[],
  { progress, fail }: Options,
): Promise<number> {
  const { since, sources } = parseArguments(args, fail);
  const outcomes = await runRefresh(database, {
    config,
    sources: sources ?? config.sources,
    since,
    progress,
  });
  progress.done();
  console.log(`\n${summary(outcomes)}`);
  return outcomes.some((o) => o.outcome === 'failed') ? 1 : 0;
}
