import { type Rejection, type SqlSession, STORED_REJECTIONS } from '../store/index.js';

/** The data_loads source of technographics, generated or imported. */
export const TECHNOGRAPHICS_SOURCE = 'technographics';

export type TechnographicsLoad = {
  isDemo: boolean;
  /** The imported file's name, or a label of the generated set: one provenance row per name. */
  fileName: string;
  rowCount: number;
  rejectedCount: number;
  rejections: readonly Rejection[];
  warnings: readonly string[];
  startedAt: Date;
};

/**
 * Records a technographics load in data_loads. Technographics are undated and come file by file (each
 * import replaces only its own institutions and solutions), so a load replaces the provenance of an
 * earlier load of the same file, not of every technographics load.
 */
export async function recordTechnographicsLoad(session: SqlSession, load: TechnographicsLoad): Promise<void> {
  await session.query(
    `delete from data_loads
      where source = $1 and period is null and is_demo = $2 and files -> 0 ->> 'name' = $3`,
    [TECHNOGRAPHICS_SOURCE, load.isDemo, load.fileName],
  );
  await session.query(
    `insert into data_loads (source, period, is_demo, files, row_count, rejected_count, rejections, warnings, started_at, finished_at)
     values ($1, null, $2, $3::jsonb, $4, $5, $6::jsonb, $7::jsonb, $8, $9)`,
    [
      TECHNOGRAPHICS_SOURCE,
      load.isDemo,
      JSON.stringify([{ name: load.fileName, rows: load.rowCount, rejected: load.rejectedCount }]),
      load.rowCount,
      load.rejectedCount,
      JSON.stringify(load.rejections.slice(0, STORED_REJECTIONS)),
      JSON.stringify(load.warnings),
      load.startedAt.toISOString(),
      // The clock, not now(): now() is when the transaction began, before a demo load's earlier steps.
      new Date().toISOString(),
    ],
  );
}
