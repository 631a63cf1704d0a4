// `npm run bench` section 'load': the server under concurrent use, measured with autocannon. Each
// call runs for a few seconds at 20 connections: the institution typeahead (words as they are typed),
// a metric call (a bank against its peers), and /healthz as the floor every other figure sits on.
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);

/** The nearest-rank percentile of ascending times. */
const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/**
 * Keeps `paths` (cycled in order on every connection) busy for SECONDS and describes the run. Latency
 * percentiles are of the 2xx answers, as autocannon's own; errors are every other answer plus socket
 * errors and timeouts, each of which must be zero for the figure to mean anything.
 */
async function underLoad(base, paths, headers = {}) {
  const times = [];
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) times.push(ms);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const ms = (q) => percentile(times, q).toFixed(1);
  const perSecond = result.requests.total / result.duration;
  const errors = result.non2xx + result.errors;
  const detail = errors > 0 ? ` (${result.non2xx} non-2xx, ${result.errors} socket errors or timeouts)` : '';
  return `p50 ${ms(0.5)} ms, p95 ${ms(0.95)} ms, p99 ${ms(0.99)} ms, ${perSecond.toFixed(0)} req/s, errors ${errors}${detail} (n=${result.requests.total})`;
}

// What people type into the institution box, keystroke by keystroke and whole: prefixes, several
// words, a typo, a place, an identifier.
const TYPED = [
  'f',
  'fi',
  'fir',
  'first',
  'first nat',
  'prairie',
  'cedar val',
  'summit',
  'harbor b',
  'granit',
  'willow cr',
  'community bank texas',
  'credit union',
  'oak',
  '9001',
];

/**
 * The load rows, on a server already holding the demo data, as a signed-in caller (`headers` carries
 * the session cookie). One warm-up call each first: the figures are the steady state, not the first
 * build of the search index or the metric caches (the other sections time those).
 */
export async function loadRows(base, headers) {
  const get = async (path) => {
    const res = await fetch(`${base}${path}`, { headers });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const periods = (await get('/api/metrics/periods')).periods.map((p) => p.period).slice(0, 4);
  const metricIds = ['total_assets', 'roa', 'roe', 'net_interest_margin', 'efficiency_ratio'];
  const ranking = await get(
    `/api/metrics/ranking?metric_id=total_assets&fi_type=bank&period=${periods[0]}&limit=510`,
  );
  const banks = ranking.ranking.map((r) => r.institution_id);
  // Ten subjects, each against the 50 banks ranked after it: different rows, the same shape of call.
  const metricPaths = Array.from({ length: 10 }, (_, i) => {
    const [subject, ...peers] = banks.slice(i * 51, i * 51 + 51);
    return `/api/metrics/values?metric_ids=${metricIds.join(',')}&institution_ids=${subject}&peer_ids=${peers.join(',')}&periods=${periods.join(',')}&span_id=2&set_id=1`;
  });
  const searchPaths = TYPED.map((q) => `/api/institutions/search?q=${encodeURIComponent(q)}`);
  await get(searchPaths[0]);
  for (const path of metricPaths) await get(path);

  const load = `${CONNECTIONS} connections × ${SECONDS} s`;
  // Client, server and database share this machine's cores: other work on it shows in every figure.
  const machine = `${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores`;
  return [
    ['load: machine load average (1 min) before the runs', machine],
    [`load: GET /healthz (the floor), ${load}`, await underLoad(base, ['/healthz'])],
    [
      `load: institution typeahead, ${TYPED.length} typed words in turn, ${load}`,
      await underLoad(base, searchPaths, headers),
    ],
    [
      `load: metric values, 1 bank + 50 peers × ${metricIds.length} metrics × ${periods.length} periods (10 subjects), ${load}`,
      await underLoad(base, metricPaths, headers),
    ],
  ];
}
