// `npm run bench` section 'fin-query-download': a priced FIN Query list of every institution with
// assets, 13 default and 17 firmographic columns (30), downloaded as XLSX and as CSV through the
// real server. Printed: time to the last byte, file size, the server's resident memory at its
// peak during the download over what it held just before, and /healthz answering meanwhile.
import { readFileSync } from 'node:fs';
import { apiClient } from './fin-query-bench.mjs';

const COLUMNS_FROM_ELEMENTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18];

/** A signed-in caller whose `call(method, path, body)` answers the raw response. */
async function session(base, email) {
  return { call: (await apiClient(base, email)).raw };
}

/** Resident memory of a process, from /proc (Linux); null elsewhere. */
function residentBytes(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Number(line[1]) * 1024 : null;
  } catch {
    return null;
  }
}

const QUERY = {
  elements: COLUMNS_FROM_ELEMENTS.map((id) => ({
    id: `f${id}`,
    element_objects: [{ element_id: id, element_type: 'firmographics', element_section: 'Firmographics' }],
  })),
  criteria: {
    type: 'group',
    operator: 'and',
    children: [{ type: 'rule', id: 'r1', element: 'f15', operator: 'greater', value: [0] }],
  },
};

async function measuredDownload(base, vendor, pid, format, label = format.toUpperCase()) {
  const quote = await (await vendor.call('POST', '/api/advanced_query/pricing', { query: QUERY })).json();
  const before = residentBytes(pid);
  let peak = before ?? 0;
  const healthz = [];
  let done = false;
  const sampler = (async () => {
    while (!done) {
      const t = performance.now();
      await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
      healthz.push(performance.now() - t);
      peak = Math.max(peak, residentBytes(pid) ?? 0);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  const res = await vendor.call('POST', '/api/advanced_query/downloads', {
    query: QUERY,
    encrypted_price: quote.encrypted_price,
    format,
    query_name: 'Bench prospect list',
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  done = true;
  await sampler;
  healthz.sort((a, b) => a - b);
  const at = (q) => (healthz[Math.min(healthz.length - 1, Math.floor(q * healthz.length))] ?? NaN).toFixed(1);
  const mb = (n) => (n / 1048576).toFixed(1);
  const memory = before === null ? 'memory not readable here' : `server RSS +${mb(peak - before)} MB at peak`;
  return [
    [
      `FIN Query ${label} download: ${quote.fi_count} institutions x ${quote.number_fields} columns`,
      `${(ms / 1000).toFixed(2)} s, ${mb(bytes)} MB, ${memory}`,
    ],
    [
      `  /healthz during the ${label} download`,
      `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (n=${healthz.length})`,
    ],
  ];
}

/** Gives the vendor's company a schedule with ample tokens, then measures both formats. */
export async function queryDownloadRows(base, serverPid) {
  const admin = await session(base, 'superadmin@demo.finatlas.test');
  const vendor = await session(base, 'vendor@demo.finatlas.test');
  const template = await (
    await admin.call('POST', '/api/super_admin/pricing_schedules_templates', {
      name: 'Bench',
      cost_per_fi_per_element: 0.01,
      minimum_price: 0,
    })
  ).json();
  const list = await (await admin.call('GET', '/api/super_admin/client_pricing_schedules')).json();
  const group = list.groups_without_schedule.find((g) => g.name.startsWith('Summit Ridge Software'));
  if (group) {
    await admin.call('POST', '/api/super_admin/client_pricing_schedules', {
      group_id: group.id,
      template_id: template.id,
      token_balance: 100_000_000,
    });
  }
  // The first XLSX also loads ExcelJS on a compute worker; the second shows the steady state.
  return [
    ...(await measuredDownload(base, vendor, serverPid, 'xlsx', 'XLSX (first)')),
    ...(await measuredDownload(base, vendor, serverPid, 'xlsx', 'XLSX (again)')),
    ...(await measuredDownload(base, vendor, serverPid, 'csv')),
  ];
}
