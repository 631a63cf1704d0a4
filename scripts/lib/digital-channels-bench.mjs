// `npm run bench` section 'digital-channels' (issue 18: any digital channels report with every filter
// set in 150 ms or less on the national demo data). Every report is asked with every filter it enables
// set to a narrowing value (periods, measures, counters, FI type, asset groups, MB age groups, ten
// vendors and the unknown one, app types, vendor branding, core vendor products, date level): the first
// answer after a start (it reads the snapshots into memory), then repeated answers; the same for the
// dashboard overview, and the Excel download of the largest report.
import { encodeDigitalChannelsQuery as encode } from '@fin-atlas/domain';
import { repeat, summary, timed } from './bench-timing.mjs';
import { apiClient } from './fin-query-bench.mjs';

/** A narrowing value for every filter, from the filters' own options. */
function everyFilterSet(filters) {
  const options = (key) => filters.find((f) => f.key === key)?.options.map((o) => o.id) ?? [];
  const periods = options('current_period');
  return {
    current_period: periods[0],
    previous_period: periods[1] ?? periods[0],
    beginning_period: periods[Math.min(8, periods.length - 1)],
    market_measure: 2,
    client_size_metric: 2,
    satisfaction_measure: 1,
    top_vendors: 10,
    top_features: 8,
    fi_type: 1,
    fi_asset_group: [2, 3, 4],
    mb_age_group: [2, 3, 4],
    feature_mb_age_group: [2, 3, 4],
    vendor: [...options('vendor').slice(0, 10), -1],
    app_type: [1, 2],
    vendor_branded: [1, 2],
    core_vendor_product: options('core_vendor_product').slice(0, 5),
    date_level: 1,
  };
}

export async function digitalChannelsRows(base) {
  const api = await apiClient(base, 'vendor@demo.finatlas.test');
  const startedReports = performance.now();
  const { reports, data_as_of: dataAsOf } = await api.get('/api/digital_channels/reports');
  const firstMs = performance.now() - startedReports;
  if (dataAsOf === null) return [['digital channels', 'skipped: no digital channels snapshots loaded']];
  const { filters } = await api.get('/api/digital_channels/filters');
  const values = everyFilterSet(filters);
  const rows = [
    [
      `digital channels report list, first call (reads the snapshots into memory)`,
      `${firstMs.toFixed(0)} ms`,
    ],
  ];
  for (const report of reports) {
    const query = encode(
      Object.fromEntries(
        Object.entries(values).filter(([key]) => {
          const filter = filters.find((f) => f.key === key);
          return filter && report.filter_ids.includes(filter.id);
        }),
      ),
    );
    const url = `/api/digital_channels/${report.id}?${query}`;
    const first = await timed(() => api.get(url));
    const plain = await api.get(`/api/digital_channels/${report.id}`);
    const clients = plain.report_data.find((r) => r.kind === 'grand_total');
    rows.push([
      `${report.name} (${report.id}), every filter set, first / repeated`,
      `${first.toFixed(0)} ms / ${summary(await repeat(20, () => api.get(url)))}; unfiltered ${plain.total_vendors} vendors${clients?.current_value === undefined ? '' : `, ${clients.current_value} clients`}`,
    ]);
  }
  const [first] = reports;
  const overviewUrl = `/api/digital_channels/${first.id}/overview?${encode({ fi_type: 0 })}`;
  rows.push(['digital channels dashboard overview', summary(await repeat(20, () => api.get(overviewUrl)))]);
  rows.push([
    `${first.name} Excel download, every vendor (logged, fingerprinted)`,
    summary(
      await repeat(5, async () => {
        await (
          await api.raw('GET', `/api/digital_channels/${first.id}/download.xlsx?show_all_vendors=true`)
        ).arrayBuffer();
      }),
    ),
  ]);
  return rows;
}
