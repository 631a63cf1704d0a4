import type { SqlSession } from './session.js';

export type Rejection = { file: string; line: number; reason: string };

export type DataLoadRecord = {
  /** 'fdic-sdi', 'ncua-5300', 'fdic-sod', 'fdic-history', 'demo'. */
  source: string;
  /** Quarter end (or survey date) the load covers; null for undated sets such as history. */
  period: string | null;
  isDemo?: boolean;
  files: { name: string; rows: number; rejected: number }[];
  rowCount: number;
  rejectedCount: number;
  /** All rejections: the first `keep` (100) are stored. */
  rejections: readonly Rejection[];
  warnings: readonly string[];
  startedAt: Date;
  finishedAt?: Date;
};

export const STORED_REJECTIONS = 100;

/**
 * Records the provenance of a load, replacing the record of an earlier load of the same source
 * and period (a re-import replaces the data, so it replaces its provenance too).
 */
export async function recordDataLoad(session: SqlSession, load: DataLoadRecord): Promise<number> {
  await session.query('delete from data_loads where source = $1 and period is not distinct from $2::date', [
    load.source,
    load.period,
  ]);
  const rows = await session.query<{ id: number }>(
    `insert into data_loads (source, period, is_demo, files, row_count, rejected_count, rejections, warnings, started_at, finished_at)
     values ($1, $2::date, $3, $4::jsonb, $5, $6, $7::jsonb, $8::jsonb, $9, $10) returning id`,
    [
      load.source,
      load.period,
      load.isDemo ?? false,
      JSON.stringify(load.files),
      load.rowCount,
      load.rejectedCount,
      JSON.stringify(load.rejections.slice(0, STORED_REJECTIONS)),
      JSON.stringify(load.warnings),
      load.startedAt.toISOString(),
      (load.finishedAt ?? new Date()).toISOString(),
    ],
  );
  return Number(rows[0]?.id);
}

/** An undated load that comes file by file (technographics, enforcement actions, FIN Intent evidence). */
export type FileLoadRecord = {
  source: string;
  isDemo: boolean;
  /** The imported file's name, or a label of a generated set: one provenance row per name. */
  fileName: string;
  rowCount: number;
  rejectedCount: number;
  rejections: readonly Rejection[];
  warnings: readonly string[];
  startedAt: Date;
};

/**
 * Records an undated load in data_loads, replacing the record of an earlier load of the same file (a
 * re-import replaces that file's rows, not every load of the source). Its new id moves the data
 * version every cache and periodic job compares.
 */
export async function recordFileLoad(session: SqlSession, load: FileLoadRecord): Promise<number> {
  await session.query(
    `delete from data_loads
      where source = $1 and period is null and is_demo = $2 and files -> 0 ->> 'name' = $3`,
    [load.source, load.isDemo, load.fileName],
  );
  const rows = await session.query<{ id: number }>(
    `insert into data_loads (source, period, is_demo, files, row_count, rejected_count, rejections, warnings, started_at, finished_at)
     values ($1, null, $2, $3::jsonb, $4, $5, $6::jsonb, $7::jsonb, $8, $9) returning id`,
    [
      load.source,
      load.isDemo,
      JSON.stringify([{ name: load.fileName, rows: load.rowCount, rejected: load.rejectedCount }]),
      load.rowCount,
      load.rejectedCount,
      JSON.stringify(load.rejections.slice(0, STORED_REJECTIONS)),
      JSON.stringify(load.warnings),
      load.startedAt.toISOString(),
      // The clock, not now(): now() is when the transaction began, before a long load's earlier steps.
      new Date().toISOString(),
    ],
  );
  return Number(rows[0]?.id);
}
