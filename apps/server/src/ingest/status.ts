import type { Database } from '../db/database.js';

export type LoadStatus = {
  source: string;
  period: string | null;
  isDemo: boolean;
  rowCount: number;
  rejectedCount: number;
  fileCount: number;
  warningCount: number;
  finishedAt: Date;
  seconds: number;
};

export type DataStatus = {
  loads: LoadStatus[];
  institutions: {
    fiType: string;
    source: string;
    count: number;
    active: number;
    latestPeriod: string | null;
  }[];
};

/** What is loaded: every data load (source, period, counts, time) and institutions per type. */
export async function dataStatus(database: Database): Promise<DataStatus> {
  const loads = await database.query<{
    source: string;
    period: string | null;
    is_demo: boolean;
    row_count: number;
    rejected_count: number;
    file_count: number;
    warning_count: number;
    finished_at: Date | string;
    seconds: number;
  }>(
    `select source, period::text as period, is_demo, row_count, rejected_count,
            jsonb_array_length(files)::int as file_count, jsonb_array_length(warnings)::int as warning_count,
            finished_at, extract(epoch from finished_at - started_at)::float8 as seconds
     from data_loads order by source, period nulls first`,
  );
  const institutions = await database.query<{
    fi_type: string;
    source: string;
    count: number;
    active: number;
    latest_period: string | null;
  }>(
    `select fi_type, source, count(*)::int as count, count(*) filter (where active)::int as active,
            max(latest_period)::text as latest_period
     from institutions group by fi_type, source order by fi_type, source`,
  );
  return {
    loads: loads.map((r) => ({
      source: r.source,
      period: r.period,
      isDemo: r.is_demo,
      rowCount: r.row_count,
      rejectedCount: r.rejected_count,
      fileCount: r.file_count,
      warningCount: r.warning_count,
      finishedAt: new Date(r.finished_at),
      seconds: Number(r.seconds),
    })),
    institutions: institutions.map((r) => ({
      fiType: r.fi_type,
      source: r.source,
      count: r.count,
      active: r.active,
      latestPeriod: r.latest_period,
    })),
  };
}

function table(headers: string[], rows: string[][], rightAligned: ReadonlySet<number>): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const n = (v: number) => v.toLocaleString('en-US');

export function formatStatus(status: DataStatus): string {
  if (status.loads.length === 0 && status.institutions.length === 0) {
    return 'No data loaded yet. Import regulator files with: npm run data -- import <fdic-sdi|ncua-5300|fdic-sod|fdic-history> <path>';
  }
  const loads = table(
    ['source', 'period', 'rows', 'rejected', 'files', 'warnings', 'seconds', 'loaded at'],
    status.loads.map((l) => [
      l.isDemo ? `${l.source} (demo)` : l.source,
      l.period ?? '-',
      n(l.rowCount),
      n(l.rejectedCount),
      String(l.fileCount),
      String(l.warningCount),
      l.seconds.toFixed(1),
      l.finishedAt.toISOString().replace('T', ' ').slice(0, 19),
    ]),
    new Set([2, 3, 4, 5, 6]),
  );
  const institutions = table(
    ['fi type', 'source', 'institutions', 'active', 'latest period'],
    status.institutions.map((i) => [i.fiType, i.source, n(i.count), n(i.active), i.latestPeriod ?? '-']),
    new Set([2, 3]),
  );
  return `Data loads\n\n${loads}\n\nInstitutions\n\n${institutions}`;
}
