// Industry reporter figures (issue 16): every bank split into the six asset bands, Key Metrics over
// five quarters (about 25 metrics): the report job from its POST to 100, cold (the national quarters
// read from the database for the first time) and warm (those quarters in memory), with its progress.
import { apiClient } from './fin-query-bench.mjs';

const KEY_METRICS = 1;
const ASSET_BANDS = 1;

/** Opens an industry report and follows its progress stream to the end: time to 100 and the largest step. */
async function runToEnd(api, body) {
  const started = performance.now();
  const { run } = await (await api.raw('POST', '/api/industry_reporter/runs', body)).json();
  const stream = await api.raw('GET', `/api/progress/${run.progress_key}`, undefined, {
    accept: 'text/event-stream',
  });
  const text = await stream.text();
  const ms = performance.now() - started;
  const events = text
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter(Boolean)
    .map((line) => JSON.parse(line.slice(6)));
  if (events.at(-1)?.state !== 'done') throw new Error(`industry report ended ${events.at(-1)?.state}`);
  const progress = events.map((e) => e.progress);
  const largestStep = Math.max(0, ...progress.slice(1).map((p, i) => p - progress[i]));
  // When a worker took the job from the queue (its first step) and when it finished, by the server's clock.
  const at = (e) => Date.parse(e.updated_at);
  const picked = events.find((e) => e.progress > 0) ?? events[0];
  const computeMs = at(events.at(-1)) - at(picked);
  return { id: run.id, ms, events: events.length, largestStep, computeMs };
}

export async function industryReporterRows(base) {
  const api = await apiClient(base, 'vendor@demo.finatlas.test');
  const banded = { fi_group_ids: ['industry:bank'], segmentation_id: ASSET_BANDS, report_id: KEY_METRICS };
  // Cold: the first national read of the quarters (every bank, thirteen quarters for T12 over five).
  const cold = await runToEnd(api, { ...banded, span_id: 2 });
  // Warm: the same quarters in memory, as after any national computation; Year-to-Date is a new run.
  const warm = await runToEnd(api, { ...banded, span_id: 3 });
  const view = await api.get(`/api/industry_reporter/runs/${warm.id}/view`);
  const what = `${view.rows.length - 1} bands of ${view.groups[0].member_count} banks, ${view.metrics.length} metrics x ${view.periods.length} periods`;
  const viewStarted = performance.now();
  await api.get(`/api/industry_reporter/runs/${warm.id}/view`);
  const viewMs = performance.now() - viewStarted;
  return [
    [
      `industry report job, all banks by asset band, cold (${what})`,
      `${cold.ms.toFixed(0)} ms (job ${cold.computeMs} ms after the queue handed it over), ${cold.events} progress events, largest step ${cold.largestStep}`,
    ],
    [
      'industry report job, all banks by asset band, national quarters in memory',
      `${warm.ms.toFixed(0)} ms (job ${warm.computeMs} ms after the queue handed it over), ${warm.events} progress events, largest step ${warm.largestStep}`,
    ],
    ['industry report view (stored result)', `${viewMs.toFixed(0)} ms`],
  ];
}
