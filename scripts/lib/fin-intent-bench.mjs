// `npm run bench` section 'fin-intent' (issue 17): once the server that loaded the national demo data
// set has stopped, one FIN Intent scoring pass over its database (every active signal, the quarters
// shown and the older ones the lift needs), timed in this process with the longest stretch the event
// loop was held; then, per signal, the institutions at each level at the latest quarter and the lift:
// the share of institution-quarters at in_depth_research that switched the signal's solution within
// four quarters against the base switch rate of every scored institution using the solution.
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const rate = (r) => (r === null ? 'n/a' : `${(100 * r).toFixed(1)}%`);

export function finIntentRows(root) {
  const built = (file) => import(pathToFileURL(path.join(root, 'apps/server/dist', file)).href);
  async function afterStop(dataDir) {
    const { openDatabase } = await built('db/database.js');
    const { scoreIntentSignals } = await built('modules/fin-intent/index.js');
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const [scale] = await database.query(
        `select (select count(*)::int from institutions where active) as institutions,
                (select count(*)::int from job_postings) as postings,
                (select count(*)::int from site_pages) as pages,
                (select count(*)::int from contact_events) as moves`,
      );
      const stall = monitorEventLoopDelay({ resolution: 10 });
      stall.enable();
      const started = performance.now();
      const summary = await scoreIntentSignals(database);
      const ms = performance.now() - started;
      stall.disable();
      const [stored] = await database.query(
        `select (select count(*)::int from intent_scores) as scores, (select count(*)::int from intent_evidence) as evidence`,
      );
      const rows = [
        [
          `fin-intent: scoring pass, ${summary.signals.length} signals x ${summary.periods.length} quarters shown (+${summary.lift_periods.length > 0 ? 'older quarters for the lift' : 'none'})`,
          `${(ms / 1000).toFixed(1)} s over ${scale.institutions} institutions, ${scale.postings} postings, ${scale.pages} pages, ${scale.moves} executive moves; longest event-loop stall ${(stall.max / 1e6).toFixed(0)} ms`,
        ],
        ['fin-intent: rows stored', `${stored.scores} scores, ${stored.evidence} evidence records`],
        [
          'fin-intent: lift measured over',
          `${summary.lift_periods[0] ?? '-'} .. ${summary.lift_periods.at(-1) ?? '-'} (${summary.lift_periods.length} quarters, switch within the next 4)`,
        ],
      ];
      for (const s of summary.signals) {
        const c = s.counts;
        rows.push([
          `fin-intent: ${s.signal.name} (${s.solution?.name ?? 'no solution'}) at ${s.period}`,
          `early ${c.early_research}, active ${c.active_research}, in-depth ${c.in_depth_research}; in-depth switch rate ${rate(s.in_depth_switch_rate)} of ${s.cohort}, base rate ${rate(s.base_switch_rate)} of ${s.base_cohort}, lift ${s.lift === null ? 'n/a' : `${s.lift.toFixed(2)}x`}`,
        ]);
      }
      return rows;
    } finally {
      await database.close();
    }
  }
  return { afterStop };
}
